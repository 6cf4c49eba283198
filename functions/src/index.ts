/** Deployed functions. Only exports live here. */
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

export const api = onRequest({ region: 'us-central1', memory: '512MiB', timeoutSeconds: 60 }, createApp());
