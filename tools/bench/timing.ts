/**
 * What every bench measures with and prints: timers, percentiles, heap, and the figures' format.
 * Benches print figures and assert nothing; see docs/performance.md.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The value at percentile `p` (0–100) of ascending samples, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `work` once: its result and its wall time (ms). */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** Runs `run` `runs` times one after the other and summarizes the wall times. */
export async function timeRuns(runs: number, run: (index: number) => Promise<unknown>): Promise<Summary> {
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) samples.push((await timed(() => run(index))).ms);
  return summarize(samples);
}

/**
 * Runs `work` once: its result, wall time and this process's CPU time (ms). On a machine shared with
 * other work, the CPU time is what a quiet machine's wall time would be for CPU-bound work.
 */
export async function cpuTimed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; cpuMs: number }> {
  const cpuBefore = process.cpuUsage();
  const { result, ms: wall } = await timed(work);
  const { user, system } = process.cpuUsage(cpuBefore);
  return { result, ms: wall, cpuMs: (user + system) / 1000 };
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`;
export const seconds = (valueMs: number): string => `${(valueMs / 1000).toFixed(2)} s`;
export const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** 'p50 12.3 ms  p95 45.6 ms  max 78.9 ms', aligned for tables. */
export const percentiles = ({ p50, p95, max }: Summary): string =>
  `p50 ${ms(p50).padStart(9)}  p95 ${ms(p95).padStart(9)}  max ${ms(max).padStart(9)}`;

/** The machine's load when the figures were taken (other processes share its cores). */
export const loadNote = (): string =>
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} on this machine`;

let collect: (() => void) | undefined;
/** A full garbage collection (V8's `gc`, enabled at run time). */
function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

/** The heap `work`'s result keeps alive: used heap after it, less before (both after a full collection). */
export async function retainedHeap<T>(work: () => Promise<T>): Promise<{ result: T; bytes: number }> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const result = await work();
  collectGarbage();
  return { result, bytes: process.memoryUsage().heapUsed - before };
}

/** A whole-number argument of the bench (`process.argv[2 + position]`), within 1…`max` so a run stays bounded. */
export function countArgument(position: number, fallback: number, max: number): number {
  const given = process.argv[2 + position];
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`argument ${position + 1} must be a whole number from 1 to ${max}, not ${given}`);
  return value;
}
