import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoops } from './loops';

describe('the local worker loops', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a job at once, then every interval after the previous run ended', async () => {
    const runs: number[] = [];
    const loops = startLoops([{ name: 'job', everyMs: 1000, run: async () => runs.push(Date.now()) }], () => undefined);
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([start]);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toEqual([start, start + 1000, start + 2000, start + 3000]);
    await loops.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(4);
  });

  it('never overlaps two runs of one loop, goes on after a failure and waits for the run in progress on stop', async () => {
    let active = 0;
    let most = 0;
    let calls = 0;
    const errors: string[] = [];
    const loops = startLoops(
      [
        {
          name: 'slow',
          everyMs: 10,
          run: async () => {
            calls += 1;
            active += 1;
            most = Math.max(most, active);
            await new Promise((resolve) => setTimeout(resolve, 100));
            active -= 1;
            if (calls === 1) throw new Error('first run failed');
          },
        },
      ],
      (loop, error) => errors.push(`${loop.name}: ${(error as Error).message}`),
    );
    await vi.advanceTimersByTimeAsync(350);
    expect(most).toBe(1);
    expect(calls).toBe(4);
    expect(errors).toEqual(['slow: first run failed']);
    const stopped = loops.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
    expect(active).toBe(0);
  });

  it('runs at once when asked, and after the run in progress when busy, one extra run for every caller', async () => {
    const runs: number[] = [];
    let finish: (() => void) | undefined;
    const loops = startLoops(
      [
        {
          name: 'mail',
          everyMs: 60_000,
          run: () => {
            runs.push(Date.now());
            return new Promise<void>((resolve) => (finish = resolve));
          },
        },
      ],
      () => undefined,
    );
    const start = Date.now();
    expect(runs).toEqual([start]);
    const asked = [loops.runNow('mail'), loops.runNow('mail')];
    let answered = 0;
    for (const ask of asked) void ask.then(() => (answered += 1));
    finish!();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([start, start]);
    expect(answered).toBe(0);
    finish!();
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toBe(2);
    expect(runs).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(1000);
    const idle = loops.runNow('mail');
    expect(runs).toEqual([start, start, start + 1000]);
    finish!();
    await expect(idle).resolves.toBe(true);
    await expect(loops.runNow('no-such-loop')).resolves.toBe(false);
    await loops.stop();
    await expect(loops.runNow('mail')).resolves.toBe(false);
  });

  it('never runs a loop without a timer until asked', async () => {
    let runs = 0;
    const loops = startLoops([{ name: 'job', everyMs: 0, run: async () => (runs += 1) }], () => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(0);
    await expect(loops.runNow('job')).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(1);
    await loops.stop();
  });
});
