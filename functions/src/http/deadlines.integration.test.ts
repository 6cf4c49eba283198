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
/** Requests a performer's pages leave behind during a stall, each answered 503 by its deadline. */
const ABANDONED_READS = 10;
const ABANDONED_SETTINGS_SAVES = 30;
const ABANDONED_SUPPORT_TRIES = 3;
/**
 * A fresh read and a fresh save once the stall is over: 0.1–0.25 s at load 8–10 on 2 cores (0.8–0.9 s
 * when the abandoned requests went on); allowed 2 s on a loaded machine.
 */
const FRESH_ANSWER_WITHIN_MS = 2_000;
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
    while (retried.status === 503) {
      expect(retried.body).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.stillSaving } });
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

  it('after a stall, serves a fresh read at once: the requests it abandoned stop; their retried write is applied once', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const shortDeadline = { [TEST_DEADLINE_HEADER]: '200' };
    const subject = `Parking ${randomUUID()}`;
    const key = `support-${randomUUID()}`;
    const send = (headers: Record<string, string>) =>
      callApi('/performer/support', {
        method: 'POST',
        token: performer.token,
        body: { subject, message: 'Where do we park on Friday?' },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key, ...headers },
      });

    const saveKeys = Array.from({ length: ABANDONED_SETTINGS_SAVES }, () => `settings-${randomUUID()}`);
    const [freshRead, freshSave] = await duringFirestoreFault({ mode: 'stall', match: performer.uid }, async () => {
      const abandoned = await Promise.all([
        ...Array.from({ length: ABANDONED_READS }, () => read(performer, shortDeadline)),
        ...saveKeys.map((saveKey) => write(performer, { ...shortDeadline, [IDEMPOTENCY_KEY_HEADER]: saveKey })),
        ...Array.from({ length: ABANDONED_SUPPORT_TRIES }, () => send(shortDeadline)),
      ]);
      expect(abandoned.map((answer) => answer.status)).toEqual(abandoned.map(() => 503));
    }).then(() => Promise.all([timed(() => read(performer)), timed(() => write(performer))]));
    for (const { answer, ms } of [freshRead, freshSave]) {
      expect(answer.status, answer.text).toBe(200);
      expect(ms).toBeLessThan(FRESH_ANSWER_WITHIN_MS);
    }
    // The abandoned saves stopped before claiming their keys (the fresh save waited for no
    // transaction of theirs): retried, each runs now, once, instead of replaying or waiting.
    const retriedSaves = await Promise.all(
      saveKeys.map((saveKey) => write(performer, { [IDEMPOTENCY_KEY_HEADER]: saveKey })),
    );
    expect(retriedSaves.map((answer) => [answer.status, answer.headers.get(REPLAYED_HEADER)])).toEqual(
      saveKeys.map(() => [200, null]),
    );

    let retried = await send({});
    while (retried.status === 409) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      retried = await send({});
    }
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toEqual({ sent: true });
    const queued = await adminDb().collection(MAIL_OUTBOX_COLLECTION).where('data.uid', '==', performer.uid).get();
    expect(queued.docs.filter((doc) => doc.get('data.subject') === subject)).toHaveLength(1);
  });

  it('refuses a deadline no test stack would ask for', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const answer = await read(performer, { [TEST_DEADLINE_HEADER]: 'soon' });
    expect(answer.status).toBe(400);
  });
});
