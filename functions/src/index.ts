/** Deployed functions. Only exports live here. */
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

/** Secrets are exposed to the function as environment variables (read in config.ts). */
export const SECRET_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_PASS', 'SIN_ENCRYPTION_KEY'] as const;

export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', timeoutSeconds: 60, secrets: [...SECRET_NAMES] },
  createApp(),
);
