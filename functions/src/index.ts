/** Deployed functions. Only exports live here. */
import { MAIL_OUTBOX_COLLECTION } from '@scenecall/shared';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { FUNCTIONS_REGION, SECRET_NAMES } from './config';
import { deliverMail } from './features/mail/outbox.service';
import { JOBS } from './jobs';
import { scheduledFunctions } from './scheduling/scheduled-functions';

export const api = onRequest(
  { region: FUNCTIONS_REGION, memory: '512MiB', timeoutSeconds: 60, secrets: [...SECRET_NAMES] },
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
