import { describe, expect, it } from 'vitest';
import { cpuTimeTbt, type TraceTask } from './cpu-tbt';

const task = (ts: number, durMs: number, cpuMs: number, tid = 1): TraceTask => ({
  name: 'RunTask',
  ph: 'X',
  pid: 7,
  tid,
  ts: ts * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('TBT from CPU time', () => {
  it('counts main-thread tasks after the first contentful paint, 4x, over 50 ms, by CPU time', () => {
    const events: TraceTask[] = [
      task(0, 100, 100), // before FCP: not counted
      { name: 'firstContentfulPaint', ph: 'R', pid: 7, tid: 1, ts: 500_000 },
      task(600, 200, 30), // waited for a core: 30 ms of CPU -> 120 ms at 4x -> 70 ms blocking
      task(900, 10, 10), // 40 ms at 4x: not blocking
      task(950, 400, 400, 2), // another thread: not counted
    ];
    expect(cpuTimeTbt(events)).toBe(70);
  });

  it('is NaN without a first contentful paint', () => {
    expect(cpuTimeTbt([task(0, 100, 100)])).toBeNaN();
  });
});
