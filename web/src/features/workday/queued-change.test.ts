import { describe, expect, it } from 'vitest';
import { claimOfCode, isRefusal, newEventId, shownState, type QueuedChange } from './queued-change';

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
    expect(shownState({ performerId: 'a', state: 'expected' }, queue)).toEqual({ state: 'wrapped', unsent: 3 });
    expect(shownState({ performerId: 'b', state: 'checked-in' }, queue)).toEqual({ state: 'checked-in', unsent: 1 });
    expect(shownState({ performerId: 'c', state: 'late' }, queue)).toEqual({ state: 'late', unsent: 0 });
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
