/**
 * When the API client tries a request again (issue 41): reads on a busy answer (502/503/504, a 5xx
 * not in the app's shape, as a killed instance answers) or a network failure; writes the same, with
 * the same Idempotency-Key (a retry racing its first try is answered 503 "still being saved" too).
 * Three tries, the delay doubling from 1 s (or the server's Retry-After) up to 30 s, and never past
 * 15 s from the first try, so no page waits longer than that.
 */
import { isApiErrorBody } from '@scenecall/shared';
import { create } from 'zustand';
import { announce } from './announcer';

export const TRIES = 3;
export const RETRY_BUDGET_MS = 15_000;
export const TRYING_AGAIN = 'Trying again…';
const BUSY_STATUSES = new Set([502, 503, 504]);

/** The delay before try `attempt + 1` (attempt 0 is the first retry): the spec's backoff, or Retry-After. */
export function retryDelayMs(attempt: number, retryAfter: string | null): number {
  const asked = retryAfter !== null && /^\d{1,4}$/.test(retryAfter) ? Number(retryAfter) * 1000 : 0;
  return Math.min(Math.max(1000 * 2 ** attempt, asked), 30_000);
}

/** Whether this answer may be asked again (by a read, or by a write with its idempotency key). */
export async function isRetryableAnswer(response: Response): Promise<boolean> {
  if (BUSY_STATUSES.has(response.status)) return true;
  if (response.status < 500) return false;
  try {
    return !isApiErrorBody(JSON.parse(await response.clone().text()));
  } catch {
    return true;
  }
}

/** How many requests are trying again right now: the shell shows "Trying again…" meanwhile. */
export const useRetryStatus = create<{ retrying: number }>(() => ({ retrying: 0 }));

/** Runs `work` counted as trying again; says so once when the first request starts retrying. */
export async function whileTryingAgain<T>(work: () => Promise<T>): Promise<T> {
  if (useRetryStatus.getState().retrying === 0) announce(TRYING_AGAIN);
  useRetryStatus.setState((state) => ({ retrying: state.retrying + 1 }));
  try {
    return await work();
  } finally {
    useRetryStatus.setState((state) => ({ retrying: Math.max(state.retrying - 1, 0) }));
  }
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
