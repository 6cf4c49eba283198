/**
 * Allowances: fixed-window counters kept in Firestore, so every function instance sees the same
 * counts. Features declare their rules (`ThrottleRule`) and spend them per subject (a phone, an
 * account, a client address, an e-mail address). Keys are hashed: no phone number, address or
 * e-mail is stored in a document id.
 *
 * Every refusal is the same 429: code `rate-limited`, a message saying when to try again, and
 * `Retry-After` in seconds.
 */
import { createHash } from 'node:crypto';
import { ApiError } from './api-error';
import { clearThrottle, countThrottleEvent, restartThrottle, throttleWait } from './throttle.repository';

export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
  /** What the caller did too often, for the message: 'attempts' unless said. */
  what?: string;
}

/** A rule and the subject it counts (phone, uid, client address, e-mail address…). */
export type Allowance = readonly [ThrottleRule, string];

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

const keyOf = (rule: ThrottleRule, subject: string) =>
  `${rule.name}-${createHash('sha256').update(subject).digest('hex').slice(0, 40)}`;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** '15 minutes', '1 hour', '24 hours'. */
export function waitForPeople(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return minutes < 60 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
}

export function tooManyAttempts(waitSeconds: number, what = 'attempts'): ApiError {
  return new ApiError(
    'rate-limited',
    `Too many ${what}. Please try again in ${waitForPeople(waitSeconds)}.`,
    undefined,
    { 'Retry-After': String(waitSeconds) },
  );
}

/** The longest wait among the refusals (each [seconds, rule]), as one 429; nothing when none waits. */
function refuseLongestWait(waits: [number, ThrottleRule][]): void {
  const longest = waits.reduce<[number, ThrottleRule] | undefined>(
    (worst, entry) => (entry[0] > 0 && (!worst || entry[0] > worst[0]) ? entry : worst),
    undefined,
  );
  if (longest) throw tooManyAttempts(longest[0], longest[1].what);
}

/** Throws 429 (with Retry-After) when any of the subjects has used up its rule's allowance. */
export async function refuseIfThrottled(checks: readonly Allowance[], now = Date.now()): Promise<void> {
  const waits = await Promise.all(
    checks.map(async ([rule, subject]): Promise<[number, ThrottleRule]> => [
      await throttleWait(keyOf(rule, subject), rule.limit, rule.windowMs, now),
      rule,
    ]),
  );
  refuseLongestWait(waits);
}

/** Counts one event; returns the seconds to wait when this event used up the allowance, else 0. */
export async function countEvent(rule: ThrottleRule, subject: string, now = Date.now()): Promise<number> {
  const { count } = await countThrottleEvent(keyOf(rule, subject), rule.windowMs, now);
  return count >= rule.limit ? Math.ceil(rule.windowMs / 1000) : 0;
}

/** True while the subject is still within the rule's allowance after counting this event. */
export async function withinAllowance(rule: ThrottleRule, subject: string, now = Date.now()): Promise<boolean> {
  const { count } = await countThrottleEvent(keyOf(rule, subject), rule.windowMs, now);
  return count <= rule.limit;
}

/**
 * Spends one unit of each allowance; throws 429 when any was already used up (the request is then
 * refused, and Retry-After says when that window ends). For actions limited per request, such as
 * e-mails sent on request.
 */
export async function spendAllowances(checks: readonly Allowance[], now = Date.now()): Promise<void> {
  const counted = await Promise.all(
    checks.map(async ([rule, subject]): Promise<[number, ThrottleRule]> => {
      const { count, endsAt } = await countThrottleEvent(keyOf(rule, subject), rule.windowMs, now);
      return [count > rule.limit ? Math.max(1, Math.ceil((endsAt - now) / 1000)) : 0, rule];
    }),
  );
  refuseLongestWait(counted);
}

export const resetCounter = (rule: ThrottleRule, subject: string) => clearThrottle(keyOf(rule, subject));

/** Remembers the subject under the rule for its window from now (e.g. a phone that logged in from an address). */
export const remember = (rule: ThrottleRule, subject: string, now = Date.now()) =>
  restartThrottle(keyOf(rule, subject), rule.windowMs, now);

/** True while the subject is remembered under the rule (within its window since last remembered). */
export async function isRemembered(rule: ThrottleRule, subject: string, now = Date.now()): Promise<boolean> {
  return (await throttleWait(keyOf(rule, subject), 1, rule.windowMs, now)) > 0;
}
