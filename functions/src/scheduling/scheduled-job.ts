/**
 * Scheduled work: a job is a name, a production schedule and a `run(now)`. Production runs each
 * job as a scheduled function (`onSchedule`, see index.ts); the local stack's worker runs the same
 * `runJob` on a timer (tools/stack/worker.ts). Jobs must be idempotent and decide by time, not by
 * how often they run: either side may run them late, twice or after a pause.
 */
import type { SecretName } from '../config';

/** What a run did, in counts (logged and kept in `jobRuns/{name}`). */
export type JobSummary = Record<string, number>;

export interface ScheduledJob {
  /** kebab-case and unique; the deployed function is `jobs-<camelCase name>`. */
  name: string;
  /** Cloud Scheduler schedule ('every 5 minutes', or cron such as '0 9 * * *'), in Toronto time. */
  schedule: string;
  /** Secrets the run needs (SMTP_PASS when it delivers e-mail). */
  secrets?: readonly SecretName[];
  /** Production time limit of one run. Default 300 s. */
  timeoutSeconds?: number;
  /** Production memory of the job's instance. Default 256 MiB. */
  memory?: '256MiB' | '512MiB' | '1GiB';
  /**
   * How the local stack's worker runs it: on its timer with every job (default), or only when asked
   * (a test's `runWorkerLoop`), for an irreversible job the demo data must outlive (retention-purge
   * would delete the seeded account past retention a minute after `npm start`). Production always
   * runs it on `schedule`.
   */
  localRun?: 'timer' | 'when-asked';
  /** Does the work due at `now` and says what it did, in counts. */
  run(now: Date): Promise<JobSummary>;
}

export const defineJob = (job: ScheduledJob): ScheduledJob => job;

/** `mail-sweep` → `mailSweep`, the function's name within the `jobs` group. */
export const jobFunctionName = (name: string) =>
  name.replace(/-([a-z0-9])/g, (_match, char: string) => char.toUpperCase());
