/**
 * How an outbox e-mail moves, as pure functions so every worker (Firestore trigger, retry sweep,
 * the local stack's worker) applies the same rules inside its transactions:
 * - A worker claims a `pending` e-mail that is due, or a `sending` one whose lease has expired
 *   (its worker died), by moving it to `sending` with a fresh lease. Two workers never hold it at
 *   once: the claim is a transaction and a live lease refuses the second.
 * - A failed attempt goes back to `pending` after the next delay of the backoff schedule, or ends
 *   `failed` after the last attempt (or at once when the SMTP server refused the recipient, or
 *   the SMS provider refused the text: `lib/sms.ts` throws a PermanentMailError then).
 * - `sent` and `failed` are terminal (an Admin may put a failed e-mail back in the queue).
 */
import type { OutboxMailRecord } from './outbox-record';

/** A claim's lease: longer than one delivery can take (SMTP timeouts in lib/mailer.ts add up to about 2 min). */
export const LEASE_MS = 5 * 60_000;

/** Delays after the 1st, 2nd, … failed attempt: 1 min, 5 min, 30 min, 2 h, 12 h. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * 60_000);

/** The first attempt plus one per delay: the 6th failure is final (about 14.6 h after the first). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export const INTERRUPTED_ERROR = 'The previous attempt was interrupted before it finished';

/** The delay before the next attempt after `attempts` failed ones, or undefined when there is none. */
export function retryDelayMs(attempts: number): number | undefined {
  return attempts >= 1 ? RETRY_DELAYS_MS[attempts - 1] : undefined;
}

const at = (now: Date, plusMs = 0) => new Date(now.getTime() + plusMs).toISOString();

export type ClaimDecision =
  | { kind: 'skip'; reason: 'sent' | 'failed' | 'not-due' | 'busy' }
  | { kind: 'claim'; update: Partial<OutboxMailRecord> }
  /** A lease expired on the last allowed attempt: give up rather than start one more. */
  | { kind: 'give-up'; update: Partial<OutboxMailRecord> };

type ClaimedFields = Pick<OutboxMailRecord, 'state' | 'attempts' | 'nextAttemptAt' | 'lastError'>;

export function claimDecision(record: ClaimedFields, now: Date, leaseId: string): ClaimDecision {
  if (record.state === 'sent' || record.state === 'failed') return { kind: 'skip', reason: record.state };
  const due = record.nextAttemptAt === null || record.nextAttemptAt <= now.toISOString();
  if (!due) return { kind: 'skip', reason: record.state === 'sending' ? 'busy' : 'not-due' };
  const interrupted = record.state === 'sending';
  if (interrupted && record.attempts >= MAX_ATTEMPTS) {
    return { kind: 'give-up', update: failedFields(now, INTERRUPTED_ERROR) };
  }
  return {
    kind: 'claim',
    update: {
      state: 'sending',
      attempts: record.attempts + 1,
      leaseId,
      nextAttemptAt: at(now, LEASE_MS),
      lastAttemptAt: at(now),
      lastError: interrupted ? INTERRUPTED_ERROR : record.lastError,
    },
  };
}

function failedFields(now: Date, error: string): Partial<OutboxMailRecord> {
  return { state: 'failed', failedAt: at(now), nextAttemptAt: null, leaseId: null, lastError: error };
}

export interface AttemptFailure {
  message: string;
  /** Retrying cannot help (the SMTP server refused the recipient for good). */
  permanent: boolean;
  /** The error's code, for the logs (which never get the message: it may name the recipient). */
  code?: string;
}

/** A failure that another attempt cannot fix: the e-mail fails at once. */
export class PermanentMailError extends Error {}

/**
 * What is kept of an attempt's error: its message (shown to Admin) and whether another attempt
 * could help. The SMTP server refusing the recipient for good (5xx to RCPT TO, nodemailer's
 * EENVELOPE) is final; 4xx answers, timeouts and connection errors are retried.
 */
export function failureOf(error: unknown): AttemptFailure {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
  };
  const code = typeof fields.code === 'string' || typeof fields.code === 'number' ? String(fields.code) : undefined;
  const responseCode = typeof fields.responseCode === 'number' ? fields.responseCode : 0;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const refused = code === 'EENVELOPE' && responseCode >= 500;
  return { message, permanent: error instanceof PermanentMailError || refused, code };
}

/** After a failed attempt (`attempts` already counts it): retry later, or fail for good. */
export function afterFailure(attempts: number, now: Date, failure: AttemptFailure): Partial<OutboxMailRecord> {
  const delay = failure.permanent ? undefined : retryDelayMs(attempts);
  if (delay === undefined || attempts >= MAX_ATTEMPTS) return failedFields(now, failure.message);
  return { state: 'pending', nextAttemptAt: at(now, delay), leaseId: null, lastError: failure.message };
}

export function afterSuccess(now: Date, delivered: { subject: string; to: string }): Partial<OutboxMailRecord> {
  return { state: 'sent', sentAt: at(now), nextAttemptAt: null, leaseId: null, ...delivered };
}

/** An Admin's retry of a failed e-mail: one more attempt, due now. */
export function requeued(now: Date): Partial<OutboxMailRecord> {
  return { state: 'pending', nextAttemptAt: at(now), failedAt: null };
}
