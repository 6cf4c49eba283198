import { describe, expect, it } from 'vitest';
import { checkDayEdit, checkNewDay, emptyDayForm } from './day-form';

describe('the production day form', () => {
  it('names every required field of the spec when empty', () => {
    const result = checkNewDay({ ...emptyDayForm(), rate: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: 'Title is required',
      location: 'Set location (City) is required',
      dates: 'Select at least one date',
      rate: 'Rate is required',
    });
  });

  it('gives the body the server takes, dates sorted and the default rate kept', () => {
    const result = checkNewDay({
      ...emptyDayForm(),
      title: ' Diner ',
      location: 'Toronto',
      dates: ['2026-12-04', '2026-12-03'],
    });
    expect(result).toMatchObject({
      ok: true,
      body: { title: 'Diner', dates: ['2026-12-03', '2026-12-04'], shuttle: 'Not Available', roles: [] },
    });
    if (result.ok) expect(result.body.rate).toMatch(/^Regular background/);
  });

  it('checks each role of an edit, slots as whole numbers', () => {
    const base = { ...emptyDayForm(), title: 'Diner', location: 'Toronto', dates: ['2026-12-03'] };
    const bad = checkDayEdit({ ...base, roles: [{ name: '', slots: 'two', isSSE: false }] });
    expect(bad).toMatchObject({
      ok: false,
      errors: { 'roles.0.name': 'Role name is required', 'roles.0.slots': 'Slots must be a number' },
    });
    const good = checkDayEdit({ ...base, roles: [{ id: 'role-1', name: 'Cook', slots: '2', isSSE: true }] });
    expect(good).toMatchObject({ ok: true, body: { roles: [{ id: 'role-1', name: 'Cook', slots: 2, isSSE: true }] } });
  });

  it('takes the late grace in whole minutes, 15 unless changed, with the shared schema’s messages', () => {
    const base = { ...emptyDayForm(), title: 'Diner', location: 'Toronto', dates: ['2026-12-03'] };
    expect(checkNewDay(base)).toMatchObject({ ok: true, body: { lateGraceMinutes: 15 } });
    expect(checkDayEdit({ ...base, lateGraceMinutes: ' 30 ' })).toMatchObject({
      ok: true,
      body: { lateGraceMinutes: 30 },
    });
    expect(checkDayEdit({ ...base, lateGraceMinutes: 'soon' })).toMatchObject({
      ok: false,
      errors: { lateGraceMinutes: 'Late after must be a number of minutes' },
    });
    expect(checkDayEdit({ ...base, lateGraceMinutes: '121' })).toMatchObject({
      ok: false,
      errors: { lateGraceMinutes: 'Late after is at most 120 minutes' },
    });
  });
});
