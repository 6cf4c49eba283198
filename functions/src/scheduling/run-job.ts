/** One run of a scheduled job, the same in production and locally: logged and recorded. */
import { logEvent, logFailure } from '../http/logger';
import { recordJobRun } from './job-runs.repository';
import { withRetries } from './job-retries';
import type { JobSummary, ScheduledJob } from './scheduled-job';

/**
 * Runs the job, tried again with backoff when a dependency stalled or was unreachable
 * (job-retries.ts); a failure is recorded and thrown again (so Cloud Scheduler sees it).
 */
export async function runJob(job: ScheduledJob, now = new Date()): Promise<JobSummary> {
  const startedAt = new Date();
  let summary: JobSummary = {};
  let failure: unknown;
  try {
    summary = await withRetries(job.name, () => job.run(now));
  } catch (error) {
    failure = error;
  }
  const lastError =
    failure === undefined ? null : (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
  await recordJobRun(job.name, {
    lastStartedAt: startedAt.toISOString(),
    lastFinishedAt: new Date().toISOString(),
    lastOutcome: failure === undefined ? 'ok' : 'failed',
    lastError,
    lastSummary: summary,
  }).catch((error: unknown) => logFailure('jobs.record_failed', error, { job: job.name }));
  if (failure !== undefined) {
    logFailure('jobs.failed', failure, { job: job.name });
    throw failure;
  }
  logEvent('jobs.finished', { job: job.name, ms: Date.now() - startedAt.getTime(), ...summary });
  return summary;
}
