/**
 * A job's run that failed because a dependency stalled past its deadline or could not be reached
 * is tried again after a pause, doubling from 1 s up to 30 s, 3 tries in all (the spec's retry
 * defaults, as the pages'). Other failures are not retried: trying again would fail the same way.
 * Jobs are idempotent and resume where a run stopped, so a retry never does work twice.
 */
import { logEvent } from '../http/logger';
import { isDependencyUnavailable } from '../http/unavailable';

export interface RetryPolicy {
  attempts: number;
  firstBackoffMs: number;
  maxBackoffMs: number;
}

export const JOB_RETRY: RetryPolicy = { attempts: 3, firstBackoffMs: 1_000, maxBackoffMs: 30_000 };

/** The pause before try `attempt + 1` (attempt counts from 1). */
export const backoffMs = (policy: RetryPolicy, attempt: number): number =>
  Math.min(policy.maxBackoffMs, policy.firstBackoffMs * 2 ** (attempt - 1));

export async function withRetries<T>(
  name: string,
  work: () => Promise<T>,
  policy: RetryPolicy = JOB_RETRY,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= policy.attempts || !isDependencyUnavailable(error)) throw error;
      const pauseMs = backoffMs(policy, attempt);
      logEvent('jobs.retrying', { job: name, attempt, pauseMs });
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
