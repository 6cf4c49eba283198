/** Deployed functions. Only exports live here. */
import { MAIL_OUTBOX_COLLECTION } from '@scenecall/shared';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { config, FUNCTIONS_REGION, SECRET_NAMES } from './config';
import { deliverMail } from './features/mail/delivery';
import { JOBS } from './jobs';
import { scheduledFunctions } from './scheduling/scheduled-functions';

// The configuration is read at start, so a production instance with a missing value stops here with
// the list of what is missing. Not while the Firebase CLI loads this file to list its functions at
// deploy (FUNCTIONS_CONTROL_API): secrets are not available then.
if (process.env.FUNCTIONS_CONTROL_API !== 'true') config();

/**
 * One instance serves up to 80 requests at once (Cloud Functions 2nd gen's default with one CPU,
 * so the local stack's functions emulator, patched, does the same instead of starting a process per
 * concurrent request: see docs/decisions/patch-firebase-tools.md).
 */
const API_CONCURRENCY = 80;

export const api = onRequest(
  {
    region: FUNCTIONS_REGION,
    memory: '512MiB',
    cpu: 1,
    concurrency: API_CONCURRENCY,
    timeoutSeconds: 60,
    secrets: [...SECRET_NAMES],
  },
  createApp(),
);

/**
 * Delivers each e-mail as soon as it is queued. Failures are the outbox's to retry (jobs-mailSweep),
 * so the trigger itself is not retried.
 */
export const deliverQueuedMail = onDocumentCreated(
  {
    document: `${MAIL_OUTBOX_COLLECTION}/{id}`,
    region: FUNCTIONS_REGION,
    timeoutSeconds: 120,
    secrets: ['SMTP_PASS'],
    retry: false,
  },
  async (event) => {
    await deliverMail(event.params.id);
  },
);

/** Every job of jobs.ts as a scheduled function, deployed as `jobs-<name>`. */
export const jobs = scheduledFunctions(JOBS);
