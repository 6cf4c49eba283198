/**
 * Issue 41: while Firestore stalls or fails, a read and a write answer 503 within the request's
 * deadline, in the app's error shape with Retry-After; once it is back, the same calls succeed.
 * The stall is scoped to this test's performer (its uid in the request), so other files go on.
 */
import { randomUUID } from 'node:crypto';
import { BUSY_MESSAGES, MAIL_OUTBOX_COLLECTION, type TextSettingsView } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../tools/testing/api';
import { duringFirestoreFault } from '../../../tools/testing/faults';
import { adminDb, createTestUser, type TestUser } from '../../../tools/testing/users';
import { TEST_DEADLINE_HEADER } from './deadlines';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from './idempotency';

const DEADLINE_MS = 1_500;
/** The deadline, plus room for a loaded machine's proxies: never the minute a stall lasts. */
const ANSWERED_WITHIN_MS = 10_000;

const settings = { enabled: false, preferences: { requests: 'email', bookings: 'email', reminders: 'email' } };

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await call();
  return { answer, ms: Date.now() - started };
}

const read = (performer: TestUser, headers: Record<string, string> = {}) =>
  callApi<TextSettingsView>('/performer/text-settings', { token: performer.token, headers });
const write = (performer: TestUser, headers: Record<string, string> = {}) =>
  callApi<TextSettingsView>('/performer/text-settings', {
    method: 'PUT',
    token: performer.token,
    body: settings,
    headers,
  });

describe('a stalled or failing Firestore', () => {
  it('answers a read and a write 503 within the deadline, in the app’s shape, then serves them again', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const shortDeadline = { [TEST_DEADLINE_HEADER]: String(DEADLINE_MS) };

    const [reading, writing] = await duringFirestoreFault({ mode: 'stall', match: performer.uid }, () =>
      Promise.all([timed(() => read(performer, shortDeadline)), timed(() => write(performer, shortDeadline))]),
    );
    for (const { answer, ms } of [reading, writing]) {
      expect(answer.status, answer.text).toBe(503);
      expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(reading.answer.body).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.nothingChanged } });
    expect(writing.answer.body).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.mayHaveSaved } });

    const failing = await duringFirestoreFault({ mode: 'fail', match: performer.uid }, () =>
      timed(() => read(performer, shortDeadline)),
    );
    expect(failing.answer.status, failing.answer.text).toBe(503);
    expect(failing.ms).toBeLessThan(ANSWERED_WITHIN_MS);

    const after = await write(performer);
    expect(after.status, after.text).toBe(200);
    expect((await read(performer)).status).toBe(200);
  });

  it('applies a write retried with its key after a 503 once, and answers the retry the first answer', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const subject = `Parking ${randomUUID()}`;
    const randomKey = randomUUID();
    const send = (headers: Record<string, string>) =>
      callApi('/performer/support', {
        method: 'POST',
        token: performer.token,
        body: { subject, message: 'Where do we park on Friday?' },
        headers: { [IDEMPOTENCY_KEY_HEADER]: `support-${randomKey}`, ...headers },
      });

    const stalled = await duringFirestoreFault({ mode: 'stall', match: performer.uid }, () =>
      send({ [TEST_DEADLINE_HEADER]: String(DEADLINE_MS) }),
    );
    expect(stalled.status, stalled.text).toBe(503);
    expect(stalled.body).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.mayHaveSaved } });

    // The first request goes on once Firestore is back: its retry waits for it ("still being saved").
    let retried = await send({});
    while (retried.status === 409) {
      expect(retried.headers.get('retry-after')).toMatch(/^\d+$/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      retried = await send({});
    }
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toEqual({ sent: true });
    const again = await send({});
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual({ sent: true });

    const queued = await adminDb().collection(MAIL_OUTBOX_COLLECTION).where('data.uid', '==', performer.uid).get();
    expect(queued.docs.filter((doc) => doc.get('data.subject') === subject)).toHaveLength(1);
  });

  it('refuses a deadline no test stack would ask for', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const answer = await read(performer, { [TEST_DEADLINE_HEADER]: 'soon' });
    expect(answer.status).toBe(400);
  });
});
