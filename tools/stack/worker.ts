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
 *   (60 s for `npm start`), through the same `runJob`, but for a job marked `localRun: 'when-asked'`
 *   (retention-purge). On test stacks (interval 0) jobs run only when a test asks.
 * - On test stacks (WORKER_CONTROL_PORT set) it also answers `POST /run/<loop>` on 127.0.0.1: one
 *   run of that loop (`new-mail` or a job's name) that starts after the request, answered when it
 *   has ended. The test helpers ask for e-mail delivery this way instead of waiting for the timer.
 */
import { createServer } from 'node:http';
import { deliverNewMail } from '../../functions/src/features/mail/delivery';
import { JOBS } from '../../functions/src/jobs';
import { runJob } from '../../functions/src/scheduling/run-job';
import { startLoops, type Loop } from './loops';

const jobEveryMs = Number(process.env.WORKER_JOB_INTERVAL_MS ?? 60_000);
const mailPollMs = Number(process.env.WORKER_MAIL_POLL_MS ?? 400);
const triggerDelivers = process.env.FIRESTORE_EMULATOR_KIND === 'official';

const newMail: Loop = { name: 'new-mail', everyMs: mailPollMs, run: () => deliverNewMail() };
const loops: Loop[] = [
  ...(triggerDelivers ? [] : [newMail]),
  ...JOBS.map((job) => ({
    name: job.name,
    everyMs: job.localRun === 'when-asked' ? 0 : jobEveryMs,
    run: () => runJob(job, new Date()),
  })),
];

const running = startLoops(loops, (loop, error) => {
  console.error(`[worker] ${loop.name} failed: ${error instanceof Error ? error.message : String(error)}`);
});
console.log(
  `[worker] started: ${triggerDelivers ? 'new e-mail by the Firestore trigger' : `new e-mail polled every ${mailPollMs} ms`}; ` +
    `jobs ${JOBS.map((job) => job.name).join(', ')} ${jobEveryMs > 0 ? `every ${jobEveryMs} ms` : 'when asked'}`,
);

const controlPort = Number(process.env.WORKER_CONTROL_PORT ?? 0);
const control = controlPort
  ? createServer((request, response) => {
      const name = /^\/run\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      if (request.method !== 'POST' || !name) {
        response.writeHead(404).end();
        return;
      }
      void running.runNow(name).then((ran) => response.writeHead(ran ? 204 : 404).end());
    }).listen(controlPort, '127.0.0.1')
  : undefined;

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  control?.close();
  await running.stop();
  console.log('[worker] stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
