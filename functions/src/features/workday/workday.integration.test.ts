/**
 * The workday through the stack (issue 22): the set screen records a booked performer's day, the
 * wrap sends the voucher priced by the day's rate card, the performer signs or disputes it, a
 * correction must be signed again, and a signed voucher is locked.
 */
import { addCalendarDays } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser } from '../../../../tools/testing/users';
import { book, rolesOf } from '../projects/projects.test-support';
import { bookedDay, recordEvent, TEST_CARD, WORK_DATE, workedDay } from './workday.test-support';

const sign = (token: string, id: string, revision: number) =>
  callApi<{ status: string }>(`/performer/vouchers/${id}/sign`, {
    method: 'POST',
    token,
    body: { fullName: 'Ada Lovelace', agreed: true, revision },
  });

describe('the workday', () => {
  it('check-in, a meal and the wrap send the voucher; the set screen follows; the performer signs it', async () => {
    const day = await bookedDay();
    const before = await callApi<{ people: { performerId: string; state: string }[] }>(`${day.path}/set`, {
      token: day.casting.token,
    });
    expect(before.status, before.text).toBe(200);
    expect(before.body.people.map((person) => person.performerId)).toEqual([day.performer.uid]);

    const id = await workedDay(day);
    const screen = await callApi<{ people: { state: string; vouchers: { status: string }[] }[] }>(`${day.path}/set`, {
      token: day.casting.token,
    });
    expect(screen.body.people[0]).toMatchObject({ state: 'wrapped', vouchers: [{ status: 'sent' }] });

    const mine = await callApi<{ vouchers: { id: string; status: string; pay: { grossCents: number } }[] }>(
      '/performer/vouchers',
      { token: day.performer.token },
    );
    // 07:00–18:30 less lunch: 11 h; 8 h × $17.60 + 3 h × $26.40.
    expect(mine.body.vouchers).toEqual([
      expect.objectContaining({ id, status: 'sent', pay: expect.objectContaining({ grossCents: 22_000 }) }),
    ]);

    const signed = await sign(day.performer.token, id, 1);
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.status).toBe('signed');
    const locked = await recordEvent(day, {
      kind: 'edit',
      in: '07:00',
      out: '19:00',
      meals: [],
      allowances: [],
      notes: '',
    });
    expect(locked.status).toBe(409);
    expect(locked.text).toContain('A signed voucher is locked');
  });

  it('a dispute reaches the set screen; the corrected voucher is a new revision to sign', async () => {
    const day = await bookedDay();
    const id = await workedDay(day, '18:30');
    const disputed = await callApi(`/performer/vouchers/${id}/dispute`, {
      method: 'POST',
      token: day.performer.token,
      body: { reason: 'We wrapped at 19:00', line: 'wrap', revision: 1 },
    });
    expect(disputed.status, disputed.text).toBe(200);
    const screen = await callApi<{ people: { vouchers: { status: string; dispute: { reason: string } }[] }[] }>(
      `${day.path}/set`,
      { token: day.casting.token },
    );
    expect(screen.body.people[0]!.vouchers[0]).toMatchObject({
      status: 'disputed',
      dispute: { reason: 'We wrapped at 19:00' },
    });

    const corrected = await recordEvent(day, {
      kind: 'edit',
      in: '07:00',
      out: '19:00',
      meals: [{ start: '12:00', end: '12:30' }],
      allowances: [{ id: 'wardrobe', count: 2 }],
      notes: 'Wrap corrected',
    });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body).toMatchObject({ status: 'sent', revision: 2, allowances: [{ id: 'wardrobe', count: 2 }] });
    // 11 h 30: 8 h + 3.5 h at ×1.5, a meal penalty (wrap 30 minutes past 6 h after lunch), two wardrobe changes.
    expect(corrected.body.pay?.lines).toContainEqual({
      kind: 'allowance',
      id: 'wardrobe',
      label: 'Wardrobe change',
      count: 2,
      cents: 3_000,
    });
    expect(corrected.body.pay?.grossCents).toBe(14_080 + 9_240 + 750 + 3_000);
    const stale = await sign(day.performer.token, id, 1);
    expect(stale.status).toBe(409);
    expect(stale.text).toContain('review it again');
    expect((await sign(day.performer.token, id, 2)).status).toBe(200);
  });

  it('an event sent twice (a set device replaying its queue) is recorded once', async () => {
    const day = await bookedDay();
    const first = await recordEvent(day, { kind: 'check-in', time: '07:02' });
    const again = await recordEvent(day, { kind: 'check-in', time: '07:02' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    const other = await recordEvent(day, { kind: 'check-in', time: '07:30' });
    expect(other.status).toBe(409);
  });

  it('refuses other people: another Casting user, another performer, someone not booked, a date not worked', async () => {
    const day = await bookedDay();
    const id = await workedDay(day);
    const otherCasting = await createTestUser({ role: 'Casting' });
    expect((await callApi(`${day.path}/set`, { token: otherCasting.token })).status).toBe(403);
    const otherPerformer = await createTestUser({ role: 'Performer' });
    expect((await sign(otherPerformer.token, id, 1)).status).toBe(404);
    const stranger = await callApi(`${day.path}/vouchers/${otherPerformer.uid}/events`, {
      method: 'POST',
      token: day.casting.token,
      body: { date: WORK_DATE, event: { kind: 'check-in', time: '07:00' } },
    });
    expect(stranger.status).toBe(404);
    const wrongDate = await recordEvent(day, { kind: 'check-in', time: '07:00' }, addCalendarDays(WORK_DATE, 1));
    expect(wrongDate.status).toBe(400);
    const badTime = await recordEvent(day, { kind: 'wrap', time: '25:00' });
    expect(badTime.status).toBe(400);
  });

  it('a meal outside the work is refused with the reason, and nothing changes', async () => {
    const day = await bookedDay();
    await workedDay(day);
    const answer = await recordEvent(day, {
      kind: 'edit',
      in: '07:00',
      out: '18:00',
      meals: [{ start: '19:00', end: '19:30' }],
      allowances: [],
      notes: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('A meal is within the work');
  });

  it('the agency default card is an Admin setting, refused to Casting, and checked by the shared schema', async () => {
    const [admin, casting] = await Promise.all([
      createTestUser({ role: 'Admin' }),
      createTestUser({ role: 'Casting' }),
    ]);
    expect((await callApi('/admin/rate-cards/default', { token: casting.token })).status).toBe(403);
    const bad = await callApi('/admin/rate-cards/default', {
      method: 'PUT',
      token: admin.token,
      body: { ...TEST_CARD, overtime: [{ afterHours: 8, multiplierPercent: 50 }] },
    });
    expect(bad.status).toBe(400);
    const saved = await callApi('/admin/rate-cards/default', { method: 'PUT', token: admin.token, body: TEST_CARD });
    expect(saved.status, saved.text).toBe(200);
    expect(
      (await callApi<{ card: { name: string } }>('/admin/rate-cards/default', { token: admin.token })).body.card.name,
    ).toBe(TEST_CARD.name);
  });

  it('a new day card prices the unsigned vouchers again, never a signed one; Casting of another day is refused', async () => {
    const day = await bookedDay();
    const driver = await createTestUser({ role: 'Performer', profile: { unionStatus: 'ACTRA Full' } });
    await book(day.dayId, driver.uid, (await rolesOf(day.casting, day.projectId, day.dayId)).Crowd!, {
      final: '07:00',
    });
    const signedId = await workedDay(day);
    expect((await sign(day.performer.token, signedId, 1)).status).toBe(200);
    const driverEvent = (event: Record<string, unknown>) =>
      callApi<{ id: string; revision: number; pay: { grossCents: number } | null }>(
        `${day.path}/vouchers/${driver.uid}/events`,
        { method: 'POST', token: day.casting.token, body: { date: WORK_DATE, event } },
      );
    for (const event of [
      { kind: 'check-in', time: '07:00' },
      { kind: 'edit', in: '07:00', out: null, meals: [], allowances: [], drivenKm: 65, notes: '' },
      { kind: 'start-meal', time: '12:00' },
      { kind: 'end-meal', time: '12:30' },
    ])
      expect((await driverEvent(event)).status).toBe(200);
    const fitting = await driverEvent({
      kind: 'edit',
      in: '07:00',
      out: null,
      meals: [],
      allowances: [],
      fitting: true,
      notes: '',
    });
    expect(fitting.status).toBe(400);
    expect(fitting.text).toContain('This day has no fitting');
    const wrapped = await driverEvent({ kind: 'wrap', time: '18:30' });
    // The test card pays no self-drive: 8 h × $17.60 + 3 h × $26.40.
    expect(wrapped.body).toMatchObject({ revision: 1, pay: { grossCents: 22_000 } });

    const dearer = {
      ...TEST_CARD,
      baseRateCents: 2000,
      selfDrive: { beyondKm: 40, centsPerKm: 50, unionStatuses: ['ACTRA Full'] },
    };
    const stranger = await createTestUser({ role: 'Casting' });
    const refused = await callApi(`${day.path}/rate-card`, { method: 'PUT', token: stranger.token, body: dearer });
    expect([403, 404]).toContain(refused.status);
    const changed = await callApi<{ repriced: number }>(`${day.path}/rate-card`, {
      method: 'PUT',
      token: day.casting.token,
      body: dearer,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.repriced).toBe(1);

    const screen = await callApi<{
      people: { vouchers: { id: string; status: string; revision: number; pay: { grossCents: number } }[] }[];
    }>(`${day.path}/set`, { token: day.casting.token });
    const vouchers = new Map(
      screen.body.people.flatMap((person) => person.vouchers).map((voucher) => [voucher.id, voucher]),
    );
    // Signed for $220.00: kept.
    expect(vouchers.get(signedId)).toMatchObject({ status: 'signed', revision: 1, pay: { grossCents: 22_000 } });
    // Unsigned: 8 h × $20 + 3 h × $30 + 25 km past 40 × $0.50, a new revision to sign.
    expect(vouchers.get(wrapped.body.id)).toMatchObject({
      status: 'sent',
      revision: 2,
      pay: { grossCents: 16_000 + 9_000 + 1_250 },
    });
  });
});
