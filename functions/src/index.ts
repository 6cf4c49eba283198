/** Deployed functions. Only exports live here. */
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { config } from './config';

/** Secrets are exposed to the function as environment variables (read in config.ts). */
export const SECRET_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_PASS'] as const;

// The configuration is read at start, so a production instance with a missing value stops here with
// the list of what is missing. Not while the Firebase CLI loads this file to list its functions at
// deploy (FUNCTIONS_CONTROL_API): secrets are not available then.
if (process.env.FUNCTIONS_CONTROL_API !== 'true') config();

export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', timeoutSeconds: 60, secrets: [...SECRET_NAMES] },
  createApp(),
);
