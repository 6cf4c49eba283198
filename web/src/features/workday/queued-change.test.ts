import type { SetState } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { claimOfCode, isRefusal, newEventId, shownState, type QueuedChange } from './queued-change';

const LATE_FROM = '2026-11-27T12:15:00.000Z';

const change = (performerIds: string[], kinds: QueuedChange['kinds']): QueuedChange => ({
  id: newEventId(),
  dayId: 'day-1',
  path: '/x',
  body: {},
  performerIds,
  kinds,
  label: 'x',
});

describe('the set screen’s unsent changes', () => {
  it('shows a performer as the device’s last unsent change leaves them, with how many are unsent', () => {
    const queue = [
      change(['a'], ['check-in']),
      change(['a', 'b'], ['start-meal', 'end-meal']),
      change(['a'], ['wrap']),
    ];
    const person = (performerId: string, state: SetState) => ({ performerId, state, lateFrom: LATE_FROM });
    const now = Date.parse(LATE_FROM);
    expect(shownState(person('a', 'expected'), queue, now)).toEqual({ state: 'wrapped', unsent: 3 });
    expect(shownState(person('b', 'checked-in'), queue, now)).toEqual({ state: 'checked-in', unsent: 1 });
    expect(shownState(person('c', 'late'), queue, now)).toEqual({ state: 'late', unsent: 0 });
  });

  it('shows a sent change until the read after it answers, without counting it as unsent', () => {
    const person = { performerId: 'a', state: 'late' as const, lateFrom: LATE_FROM };
    const now = Date.parse(LATE_FROM);
    const sent = [change(['a'], ['check-in'])];
    expect(shownState(person, [], now, sent)).toEqual({ state: 'checked-in', unsent: 0 });
    expect(shownState(person, [change(['a'], ['start-meal'])], now, sent)).toEqual({ state: 'on-meal', unsent: 1 });
    expect(shownState(person, [], now, [change(['b'], ['check-in'])])).toEqual({ state: 'late', unsent: 0 });
  });

  it('turns a performer not checked in late by the device’s clock once call time plus grace has passed', () => {
    const waiting = { performerId: 'a', state: 'expected' as const, lateFrom: LATE_FROM };
    expect(shownState(waiting, [], Date.parse(LATE_FROM) - 1).state).toBe('expected');
    expect(shownState(waiting, [], Date.parse(LATE_FROM)).state).toBe('late');
    expect(shownState({ ...waiting, state: 'no-show' }, [], Date.parse(LATE_FROM)).state).toBe('no-show');
  });

  it('drops a change the server refuses, and keeps one it could not take', () => {
    expect([400, 403, 404, 409].every(isRefusal)).toBe(true);
    expect([0, 401, 408, 429, 500, 503].some(isRefusal)).toBe(false);
  });

  it('reads the performer and date a check-in code names, and nothing from what is not a code', () => {
    expect(claimOfCode('sc1.day_1.perf-2.20261203.abc')).toEqual({
      dayId: 'day_1',
      performerId: 'perf-2',
      date: '2026-12-03',
    });
    expect(claimOfCode('https://example.test')).toBeUndefined();
  });

  it('makes event ids the server accepts, each new', () => {
    const [first, second] = [newEventId(), newEventId()];
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(first).not.toBe(second);
  });
});
