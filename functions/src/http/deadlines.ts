/**
 * How long serving a request may wait on something else: one table per kind of call, and the
 * request's total. A dependency that stalls past its deadline, or a request that has not answered
 * by the total, is answered 503 (`unavailable`, Retry-After) in the app's error shape
 * (docs/decisions/deadlines.md). Firestore, Auth and Storage go through the Admin SDK, which takes
 * no per-call timeout: the request's total bounds them.
 */

/** Per kind of call, in milliseconds; each well under the request's total. */
export const DEPENDENCY_DEADLINE_MS = {
  firestore: 5_000,
  storage: 6_000,
  auth: 5_000,
  stripe: 6_000,
  smtp: 6_000,
  sms: 5_000,
} as const;
export type Dependency = keyof typeof DEPENDENCY_DEADLINE_MS;
/**
 * An SMTP connection may sit idle this long between commands (a server scanning a message before
 * it accepts it): the connection and greeting take `smtp`. Only the outbox worker sends e-mail.
 */
export const SMTP_IDLE_MS = 30_000;

/** What a person waits at most for any answer, counted at the client (issue 41). */
export const ANSWERED_WITHIN_MS = 10_000;
/**
 * The request's total in production, counted from when the app sees it: the promise less the way
 * there and back (Google's front ends, Hosting, the routing to an instance, a busy event loop). At
 * the full 10 s the local stack's answers took 10.1–10.2 s at load 10 (bench:faults).
 */
export const PRODUCTION_REQUEST_DEADLINE_MS = ANSWERED_WITHIN_MS - 2_000;
/** Bounds of REQUEST_DEADLINE_MS and of a test's X-Test-Deadline-Ms (emulated stacks only). */
export const REQUEST_DEADLINE_LIMITS_MS = { min: 200, max: 120_000 } as const;
/** Header a test sends to ask for a shorter deadline on an emulated stack; ignored in production. */
export const TEST_DEADLINE_HEADER = 'X-Test-Deadline-Ms';
/** What a 503 asks the client to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 2;

/** A whole number of milliseconds within the limits, else undefined. */
export function deadlineMsParse(value: string | undefined): number | undefined {
  const ms = value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return ms >= REQUEST_DEADLINE_LIMITS_MS.min && ms <= REQUEST_DEADLINE_LIMITS_MS.max ? ms : undefined;
}

/**
 * /api/health checks each dependency with a deadline of its own, shorter than a request's, so a
 * stalled one reports `down` within it while the others still report (features/health).
 */
export const HEALTH_CHECK_DEADLINE_MS: Record<Dependency, number> = {
  firestore: 3_000,
  storage: 3_000,
  auth: 3_000,
  stripe: 3_000,
  smtp: 3_000,
  sms: 3_000,
};
/** A check that answered but took longer than this reports `slow`. */
export const HEALTH_SLOW_AFTER_MS = 1_500;
/** Third parties (Stripe, SMTP, SMS) are asked at most this often per instance: the page is public. */
export const HEALTH_THIRD_PARTY_EVERY_MS = 30_000;
