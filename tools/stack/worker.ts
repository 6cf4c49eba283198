/**
 * The local stack's worker: what Cloud Functions does in production besides serving the API, with
 * the same code. Started by the stack (tools/stack/stack.ts) with its env; logs to the run folder.
 * - New e-mail in the outbox: the Firestore trigger `deliverQueuedMail` delivers it in production.
 *   The Node Firestore stand-in sends no triggers to the Functions emulator, so here the worker polls
 *   for e-mail never attempted (every WORKER_MAIL_POLL_MS, 400 ms) and calls the same `deliverMail`.
 *   With the official Firestore emulator the trigger runs in the Functions emulator as in
 *   production, and the worker does not poll: one delivery path for new e-mail either way.
 * - Scheduled jobs (functions/src/jobs.ts): `onSchedule` functions in production (the Functions
 *   emulator ignores them); here every job runs at start and then every WORKER_JOB_INTERVAL_MS
 *   (60 s for `npm start`, a few seconds for test stacks), through the same `runJob`.
 */
import { deliverNewMail } from '../../functions/src/features/mail/outbox.service';
import { JOBS } from '../../functions/src/jobs';
import { runJob } from '../../functions/src/scheduling/run-job';
import { startLoops, type Loop } from './loops';

const jobEveryMs = Number(process.env.WORKER_JOB_INTERVAL_MS ?? 60_000);
const mailPollMs = Number(process.env.WORKER_MAIL_POLL_MS ?? 400);
const triggerDelivers = process.env.FIRESTORE_EMULATOR_KIND === 'official';

const newMail: Loop = { name: 'new-mail', everyMs: mailPollMs, run: () => deliverNewMail() };
const loops: Loop[] = [
  ...(triggerDelivers ? [] : [newMail]),
  ...JOBS.map((job) => ({ name: job.name, everyMs: jobEveryMs, run: () => runJob(job, new Date()) })),
];

const running = startLoops(loops, (loop, error) => {
  console.error(`[worker] ${loop.name} failed: ${error instanceof Error ? error.message : String(error)}`);
});
console.log(
  `[worker] started: ${triggerDelivers ? 'new e-mail by the Firestore trigger' : `new e-mail polled every ${mailPollMs} ms`}; ` +
    `jobs ${JOBS.map((job) => job.name).join(', ')} every ${jobEveryMs} ms`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await running.stop();
  console.log('[worker] stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
