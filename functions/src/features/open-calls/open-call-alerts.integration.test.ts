/**
 * Open-call alerts in fair waves: the first wave to the fairest performers who fit, a later wave
 * while the call is short, none once it has its submissions or is closed, the weekly cap, the
 * performer's switch, never twice for one call, and the Admin's cap setting (changing it changes who
 * is alerted). Each test's performers live in a city of their own, so only its calls fit them;
 * waves run for its own calls only.
 */
import { DEFAULT_OPEN_CALL_ALERTS_PER_WEEK } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { duringFirestoreFault } from '../../../../tools/testing/faults';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { waitForOutboxIdle } from '../../../../tools/testing/outbox';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { DEPENDENCY_DEADLINE_MS } from '../../http/deadlines';
import { withRetries } from '../../scheduling/job-retries';
import { performerWith } from '../casting/casting.test-support';
import { sendAlertWave, WAVE_GAP_MS } from './open-call-alerts.service';
import { callBody, castingDay, postCall, submit, type CastingDay } from './open-calls.test-support';

const ALERT = /New open call for you/;
const later = (now: Date, gaps: number) => new Date(now.getTime() + gaps * (WAVE_GAP_MS + 60_000));
const uniqueCity = () => `Alertville${Math.random().toString(36).slice(2, 8)}`;
const uids = (users: readonly TestUser[]) => users.map((user) => user.uid).sort();

describe('open-call alerts', () => {
  let casting: TestUser;
  let day: CastingDay;
  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
    day = await castingDay(casting);
  });

  const postFor = (city: string, submissionsWanted: number, roleName = 'Fan') =>
    postCall(
      casting,
      day.dayId,
      callBody(day.roles[roleName]!, { criteria: `city=${city}`, submissionsWanted, title: `Fans of ${city}` }),
    );
  const performersIn = (city: string, count: number) =>
    Promise.all(Array.from({ length: count }, () => performerWith({ city })));

  it('alerts the fairest performers first, the others in a later wave while the call is short, and nobody twice', async () => {
    const city = uniqueCity();
    const [fresh, alsoFresh, busy] = await performersIn(city, 3);
    // `busy` put themselves forward for another call lately: last in the fairness order.
    expect((await submit(busy!, await postFor(city, 5, 'Driver'))).status).toBe(201);
    const callId = await postFor(city, 1);
    const now = new Date();

    const first = await sendAlertWave(callId, now);
    expect(first.wave).toBe(1);
    expect(first.alerted.sort()).toEqual(uids([fresh!, alsoFresh!]));
    expect((await waitForMail(fresh!.email, ALERT)).text).toContain(`Fans of ${city}`);

    expect(await sendAlertWave(callId, now)).toEqual({ wave: null, alerted: [] });
    expect(await sendAlertWave(callId, later(now, 1))).toEqual({ wave: 2, alerted: [busy!.uid] });
    expect(await sendAlertWave(callId, later(now, 2))).toEqual({ wave: 3, alerted: [] });
  });

  it('sends no wave once the call has the submissions it wants, nor after it closed', async () => {
    const city = uniqueCity();
    const [submitter] = await performersIn(city, 2);
    const full = await postFor(city, 1);
    expect((await submit(submitter!, full)).status).toBe(201);
    expect(await sendAlertWave(full)).toEqual({ wave: null, alerted: [] });

    const closed = await postFor(city, 3);
    const closing = await callApi(`/open-calls/${closed}/close`, { method: 'POST', token: casting.token });
    expect(closing.status, closing.text).toBe(200);
    expect(await sendAlertWave(closed)).toEqual({ wave: null, alerted: [] });
  });

  it('alerts a performer at most the weekly cap of times', async () => {
    const city = uniqueCity();
    const [performer] = await performersIn(city, 1);
    const calls: string[] = [];
    for (let index = 0; index <= DEFAULT_OPEN_CALL_ALERTS_PER_WEEK; index += 1) calls.push(await postFor(city, 2));
    const alerted: string[][] = [];
    for (const callId of calls) alerted.push((await sendAlertWave(callId)).alerted);
    expect(alerted.filter((uids) => uids.includes(performer!.uid))).toHaveLength(DEFAULT_OPEN_CALL_ALERTS_PER_WEEK);
    expect(alerted.at(-1)).toEqual([]);
  });

  it('leaves out a performer who turned open-call alerts off', async () => {
    const city = uniqueCity();
    const [quiet, keen] = await performersIn(city, 2);
    const off = await callApi('/performer/open-call-alerts', {
      method: 'PUT',
      token: quiet!.token,
      body: { alerts: false },
    });
    expect(off.status, off.text).toBe(200);
    expect((await callApi('/performer/open-call-alerts', { token: quiet!.token })).body).toEqual({ alerts: false });
    expect((await callApi('/performer/open-call-alerts', { token: keen!.token })).body).toEqual({ alerts: true });

    const outcome = await sendAlertWave(await postFor(city, 5));
    expect(outcome.alerted).toEqual([keen!.uid]);
  });

  it("alerts by the Admin's weekly cap as it is now: one more alert once it is raised", async () => {
    const admin = await createTestUser({ role: 'Admin' });
    const setCap = async (alertsPerWeek: number) => {
      const answer = await callApi('/admin/open-call-alerts', {
        method: 'PUT',
        token: admin.token,
        body: { alertsPerWeek },
      });
      expect(answer.status, answer.text).toBe(200);
    };
    const city = uniqueCity();
    const [performer] = await performersIn(city, 1);
    try {
      await setCap(1);
      expect((await sendAlertWave(await postFor(city, 2))).alerted).toEqual([performer!.uid]);
      expect((await sendAlertWave(await postFor(city, 2))).alerted).toEqual([]);
      await setCap(2);
      expect((await sendAlertWave(await postFor(city, 2))).alerted).toEqual([performer!.uid]);
    } finally {
      // Back to the default: the other tests' waves read the same setting.
      await setCap(DEFAULT_OPEN_CALL_ALERTS_PER_WEEK);
    }
  });

  it("keeps the Admin's weekly cap and refuses one out of range", async () => {
    const admin = await createTestUser({ role: 'Admin' });
    // The default value again: other files' waves run at the same time.
    const body = { alertsPerWeek: DEFAULT_OPEN_CALL_ALERTS_PER_WEEK };
    const saved = await callApi('/admin/open-call-alerts', { method: 'PUT', token: admin.token, body });
    expect(saved.status, saved.text).toBe(200);
    expect((await callApi('/admin/open-call-alerts', { token: admin.token })).body).toEqual(body);
    const refused = await callApi<{ error: { message: string } }>('/admin/open-call-alerts', {
      method: 'PUT',
      token: admin.token,
      body: { alertsPerWeek: 99 },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Enter at most 20');
  });

  it('gives up on a stalled wave after the deadline and tries again, and the next run resumes it: each alerted once', async () => {
    const city = uniqueCity();
    const performers = await performersIn(city, 2);
    const callId = await postFor(city, 2);
    const now = new Date();
    // The job's retries, shortened: two tries 200 ms apart.
    const run = () =>
      withRetries('open-calls-alerts', () => sendAlertWave(callId, now), {
        attempts: 2,
        firstBackoffMs: 200,
        maxBackoffMs: 200,
      });

    // The wave is claimed, then its alerts' reads stall (only this call's alert documents).
    const stalledMs = await duringFirestoreFault({ mode: 'stall', match: `openCallAlerts/${callId}_` }, async () => {
      const started = Date.now();
      await expect(run()).rejects.toThrow(/no answer within/);
      return Date.now() - started;
    });
    expect(stalledMs).toBeGreaterThanOrEqual(2 * DEPENDENCY_DEADLINE_MS.firestore);
    expect(stalledMs).toBeLessThan(2 * DEPENDENCY_DEADLINE_MS.firestore + 10_000);

    // Released, the stalled writes may still commit; the next run resumes wave 1 beside them.
    expect((await run()).wave).toBe(1);
    for (const performer of performers) await waitForMail(performer!.email, ALERT);
    await waitForOutboxIdle(performers.map((performer) => ({ email: performer!.email })));
    for (const performer of performers) {
      const alerts = (await mailsTo(performer!.email)).filter((mail) => ALERT.test(mail.subject));
      expect(alerts, performer!.email).toHaveLength(1);
    }
    expect(await sendAlertWave(callId, now)).toEqual({ wave: null, alerted: [] });
  });
});
