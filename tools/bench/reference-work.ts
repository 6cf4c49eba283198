/**
 * A fixed piece of single-threaded work and the CPU it takes. The 2-core machines these figures come
 * from are not all equally fast (docs/performance.md), so a suite's figure is read beside how fast
 * its machine ran this. It builds, sorts and serialises objects, as the tests' processes mostly do
 * (JavaScript, not native code or I/O).
 */
import { cpus } from 'node:os';

function work(): number {
  let seed = 1;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0);
  const rows = Array.from({ length: 200_000 }, () => ({ id: next().toString(36), age: next() % 90, rate: next() / 7 }));
  rows.sort((a, b) => a.age - b.age || a.rate - b.rate);
  return (JSON.parse(JSON.stringify(rows)) as unknown[]).length;
}

/** The fewest CPU milliseconds the work took in `runs` runs (the least disturbed one). */
export function referenceWorkCpuMs(runs = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

export function machineLine(): string {
  const model = cpus()[0]?.model ?? 'unknown CPU';
  return `${model}, ${cpus().length} cores; reference work ${referenceWorkCpuMs().toFixed(0)} ms of CPU (tools/bench/reference-work.ts: the fewer, the faster the machine)`;
}
