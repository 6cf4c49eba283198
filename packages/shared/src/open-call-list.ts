/**
 * The performer's list of open calls, as rules the pages and the server both read: which calls are
 * new to the performer, and when a submission can be withdrawn. Without zod, so the area's menu
 * count does not load it.
 */
import type { SubmissionStatus } from './open-call-state';

/** Calls posted after the performer last looked, that they have not answered: the menu's badge. */
export function newOpenCallsCount(
  calls: readonly { postedAt: string; submission: unknown }[],
  lastSeenAt: string | null,
): number {
  const seen = lastSeenAt === null ? Number.NEGATIVE_INFINITY : Date.parse(lastSeenAt);
  return calls.filter((call) => call.submission === null && Date.parse(call.postedAt) > seen).length;
}

/** A submission waiting for casting can be withdrawn until the call's closing time. */
export const canWithdraw = (
  call: { closesAt: string; submission: { status: SubmissionStatus } | null },
  now: Date,
): boolean => call.submission?.status === 'submitted' && Date.parse(call.closesAt) > now.getTime();

/** The newest call's posting instant: what the performer has seen once the list is shown. */
export const newestPostedAt = (calls: readonly { postedAt: string }[]): string | undefined =>
  calls.reduce<string | undefined>(
    (newest, call) =>
      newest !== undefined && Date.parse(newest) >= Date.parse(call.postedAt) ? newest : call.postedAt,
    undefined,
  );
