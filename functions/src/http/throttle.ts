/**
 * Fixed-window counters kept in Firestore (so every function instance sees the same counts).
 * Keys are hashed: no phone number or IP address is stored in a document id.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../../http/api-error';
import { clearThrottle, countThrottleEvent, throttleWait } from './accounts.repository';

export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Failed logins per phone number, and (a higher bar, since offices share addresses) per IP. */
export const LOGIN_PER_PHONE: ThrottleRule = { name: 'login-tel', limit: 5, windowMs: 15 * MINUTE };
export const LOGIN_PER_IP: ThrottleRule = { name: 'login-ip', limit: 20, windowMs: 15 * MINUTE };
/** Verification e-mails sent again per account, and resend requests per IP. */
export const RESEND_PER_ACCOUNT: ThrottleRule = { name: 'resend-account', limit: 3, windowMs: 60 * MINUTE };
export const RESEND_PER_IP: ThrottleRule = { name: 'resend-ip', limit: 20, windowMs: 60 * MINUTE };

const keyOf = (rule: ThrottleRule, subject: string) =>
  `${rule.name}-${createHash('sha256').update(subject).digest('hex').slice(0, 40)}`;

export function tooManyAttempts(waitSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return new ApiError(
    'rate-limited',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(waitSeconds) },
  );
}

/** Throws 429 (with Retry-After) when any of the subjects has used up its rule's allowance. */
export async function refuseIfThrottled(checks: [ThrottleRule, string][], now = Date.now()): Promise<void> {
  const waits = await Promise.all(
    checks.map(([rule, subject]) => throttleWait(keyOf(rule, subject), rule.limit, rule.windowMs, now)),
  );
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Counts one event; returns the seconds to wait when this event used up the allowance, else 0. */
export async function countEvent(rule: ThrottleRule, subject: string, now = Date.now()): Promise<number> {
  const count = await countThrottleEvent(keyOf(rule, subject), rule.windowMs, now);
  return count >= rule.limit ? Math.ceil(rule.windowMs / 1000) : 0;
}

/** True while the subject is still within the rule's allowance after counting this event. */
export async function withinAllowance(rule: ThrottleRule, subject: string, now = Date.now()): Promise<boolean> {
  const count = await countThrottleEvent(keyOf(rule, subject), rule.windowMs, now);
  return count <= rule.limit;
}

export const resetCounter = (rule: ThrottleRule, subject: string) => clearThrottle(keyOf(rule, subject));
