/**
 * Issue 41: a write sent again with its key while the first try still runs (a double tap, a retry
 * racing it, or a first try whose instance died) waits a moment for the first answer, then is told
 * 503 "still being saved" with Retry-After: never a 409, never the work done twice.
 */
import { createHash, randomUUID } from 'node:crypto';
import { BUSY_MESSAGES, MAIL_OUTBOX_COLLECTION } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../tools/testing/users';
import { IDEMPOTENCY_KEY_HEADER, idempotentRequestId, REPEAT_WAITS_FOR_FIRST_MS, REPLAYED_HEADER } from './idempotency';
import { IDEMPOTENT_ANSWER_KEPT_MS, IDEMPOTENT_REQUESTS } from './idempotency.repository';

const ROUTE = 'POST /performer/support';
const body = { subject: 'Parking', message: 'Where do we park on Friday?' };

const send = (performer: TestUser, key: string) =>
  callApi('/performer/support', {
    method: 'POST',
    token: performer.token,
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

/** The record a first try leaves while it runs (or when its instance died before it answered). */
async function firstTryRunning(performer: TestUser, key: string) {
  const ref = adminDb()
    .collection(IDEMPOTENT_REQUESTS)
    .doc(idempotentRequestId(performer.uid, ROUTE, key));
  const now = Date.now();
  await ref.set({
    caller: performer.uid,
    route: ROUTE,
    fingerprint: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
    state: 'running',
    startedAt: now,
    expiresAt: new Date(now + IDEMPOTENT_ANSWER_KEPT_MS),
  });
  return ref;
}

describe('a write sent again while its first try still runs', () => {
  it('gets the first answer when the first try answers within the wait', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const key = `support-${randomUUID()}`;
    const record = await firstTryRunning(performer, key);
    const answered = new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
      record.set({ state: 'answered', status: 200, body: JSON.stringify({ sent: true }) }, { merge: true }),
    );

    const repeat = await send(performer, key);
    await answered;
    expect(repeat.status, repeat.text).toBe(200);
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(repeat.body).toEqual({ sent: true });
  });

  it('is answered 503 "still being saved" with Retry-After once the wait is over, and does nothing', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const key = `support-${randomUUID()}`;
    await firstTryRunning(performer, key);

    const started = Date.now();
    const repeat = await send(performer, key);
    expect(repeat.status, repeat.text).toBe(503);
    expect(repeat.body).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.stillSaving } });
    expect(repeat.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REPEAT_WAITS_FOR_FIRST_MS);

    const queued = await adminDb().collection(MAIL_OUTBOX_COLLECTION).where('data.uid', '==', performer.uid).get();
    expect(queued.size).toBe(0);
  });
});
