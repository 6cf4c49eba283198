import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterSuccess,
  claimDecision,
  failureOf,
  INTERRUPTED_ERROR,
  LEASE_MS,
  MAX_ATTEMPTS,
  PermanentMailError,
  RETRY_DELAYS_MS,
  retryDelayMs,
} from './delivery-state';

const now = new Date('2026-03-02T15:00:00.000Z');
const iso = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const MIN = 60_000;
const failure = { message: 'Connection refused', permanent: false };

describe('the retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h and 12 h after the 1st to 5th failed attempts, and stops after the 6th', () => {
    expect(RETRY_DELAYS_MS).toEqual([1 * MIN, 5 * MIN, 30 * MIN, 120 * MIN, 720 * MIN]);
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1 * MIN, 5 * MIN, 30 * MIN, 120 * MIN, 720 * MIN, undefined]);
    expect(MAX_ATTEMPTS).toBe(6);
  });

  it('schedules the next attempt after each failure, then fails with the last error', () => {
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) {
      expect(afterFailure(attempts, now, failure)).toEqual({
        state: 'pending',
        nextAttemptAt: iso(RETRY_DELAYS_MS[attempts - 1]!),
        leaseId: null,
        lastError: 'Connection refused',
      });
    }
    expect(afterFailure(MAX_ATTEMPTS, now, failure)).toEqual({
      state: 'failed',
      failedAt: now.toISOString(),
      nextAttemptAt: null,
      leaseId: null,
      lastError: 'Connection refused',
    });
  });

  it('fails at once when retrying cannot help', () => {
    expect(afterFailure(1, now, { message: '550 no such user', permanent: true })).toMatchObject({
      state: 'failed',
      lastError: '550 no such user',
    });
  });
});

describe('claiming an e-mail', () => {
  const pending = { state: 'pending' as const, attempts: 0, nextAttemptAt: now.toISOString(), lastError: null };

  it('claims a due e-mail with a lease and counts the attempt', () => {
    expect(claimDecision(pending, now, 'lease-1')).toEqual({
      kind: 'claim',
      update: {
        state: 'sending',
        attempts: 1,
        leaseId: 'lease-1',
        nextAttemptAt: iso(LEASE_MS),
        lastAttemptAt: now.toISOString(),
        lastError: null,
      },
    });
  });

  it('leaves an e-mail that is not due, held by a live lease, sent or failed', () => {
    expect(claimDecision({ ...pending, nextAttemptAt: iso(1) }, now, 'x')).toEqual({ kind: 'skip', reason: 'not-due' });
    expect(claimDecision({ ...pending, state: 'sending', attempts: 1, nextAttemptAt: iso(1) }, now, 'x')).toEqual({
      kind: 'skip',
      reason: 'busy',
    });
    expect(claimDecision({ ...pending, state: 'sent', nextAttemptAt: null }, now, 'x')).toEqual({
      kind: 'skip',
      reason: 'sent',
    });
    expect(claimDecision({ ...pending, state: 'failed', nextAttemptAt: null }, now, 'x')).toEqual({
      kind: 'skip',
      reason: 'failed',
    });
  });

  it('takes over an attempt whose lease expired, noting the interruption', () => {
    const interrupted = { state: 'sending' as const, attempts: 2, nextAttemptAt: iso(0), lastError: null };
    expect(claimDecision(interrupted, now, 'lease-2')).toMatchObject({
      kind: 'claim',
      update: { attempts: 3, leaseId: 'lease-2', lastError: INTERRUPTED_ERROR },
    });
  });

  it('gives up rather than start one attempt too many after an interrupted last attempt', () => {
    const lastInterrupted = {
      state: 'sending' as const,
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: iso(-1),
      lastError: null,
    };
    expect(claimDecision(lastInterrupted, now, 'x')).toMatchObject({
      kind: 'give-up',
      update: { state: 'failed', lastError: INTERRUPTED_ERROR },
    });
  });

  it('records a delivery as sent, ending the lease', () => {
    expect(afterSuccess(now, { subject: 'Hi', to: 'a@example.test' })).toEqual({
      state: 'sent',
      sentAt: now.toISOString(),
      nextAttemptAt: null,
      leaseId: null,
      subject: 'Hi',
      to: 'a@example.test',
    });
  });
});

describe('what an error means for the e-mail', () => {
  const smtpError = (code: string, responseCode?: number) =>
    Object.assign(new Error(`${responseCode ?? ''} refused`), { code, responseCode });

  it('gives up when the SMTP server refused the recipient for good', () => {
    expect(failureOf(smtpError('EENVELOPE', 550))).toEqual({
      message: '550 refused',
      permanent: true,
      code: 'EENVELOPE',
    });
  });

  it('retries a temporary refusal, a lost connection or a failure to compose', () => {
    expect(failureOf(smtpError('EENVELOPE', 451)).permanent).toBe(false);
    expect(failureOf(smtpError('ECONNECTION')).permanent).toBe(false);
    expect(failureOf(smtpError('ETIMEDOUT')).permanent).toBe(false);
    expect(failureOf(new Error('Commission not found'))).toEqual({
      message: 'Commission not found',
      permanent: false,
      code: undefined,
    });
  });

  it('gives up on what no retry can fix, and keeps any thrown value readable', () => {
    expect(failureOf(new PermanentMailError('The recipient has no e-mail address')).permanent).toBe(true);
    expect(failureOf(undefined)).toEqual({ message: 'undefined', permanent: false, code: undefined });
    expect(failureOf(new Error('x'.repeat(900))).message).toHaveLength(500);
  });
});
