/** The outbox's scheduled work. */
import { defineJob } from '../../scheduling/scheduled-job';
import { deliverDueMail } from './delivery';

/** Retries that are due, and attempts whose worker died (expired lease); new e-mail has its own trigger. */
export const mailSweepJob = defineJob({
  name: 'mail-sweep',
  schedule: 'every 1 minutes',
  secrets: ['SMTP_PASS'],
  run: (now) => deliverDueMail(now),
});
