/**
 * Two fixed pieces of single-threaded work and the CPU they take. The 2-core machines these figures
 * come from are not all equally fast, nor one machine from one minute to the next
 * (docs/performance.md), so a suite's figure is read beside how fast its machine ran these:
 * arithmetic (the core's own speed: steady within a few per cent) and building, sorting and
 * serialising objects, as the tests' processes mostly do (memory and garbage collection as well:
 * on a quiet VM it moved by up to 1.6× between runs).
 */
import { cpus } from 'node:os';

function arithmetic(): number {
  let value = 0;
  for (let step = 0; step < 30_000_000; step += 1) value = (value * 31 + step) % 1_000_003;
  return value;
}

function objects(): number {
  let seed = 1;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0);
  let rows = 0;
  for (let batch = 0; batch < 20; batch += 1) {
    const list = Array.from({ length: 10_000 }, () => ({
      id: next().toString(36),
      age: next() % 90,
      rate: next() / 7,
    }));
    list.sort((a, b) => a.age - b.age || a.rate - b.rate);
    rows += (JSON.parse(JSON.stringify(list)) as unknown[]).length;
  }
  return rows;
}

/** The CPU milliseconds of each of `runs` runs, after one to warm up (compiling the work). */
function cpuMsOfRuns(work: () => number, runs = 5): number[] {
  work();
  return Array.from({ length: runs }, () => {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  });
}

const range = (runs: number[]) => `${Math.min(...runs).toFixed(0)}–${Math.max(...runs).toFixed(0)} ms`;

export function machineLine(): string {
  const model = cpus()[0]?.model ?? 'unknown CPU';
  return (
    `${model}, ${cpus().length} cores; reference work (tools/bench/reference-work.ts, CPU of 5 runs, ` +
    `the fewer the faster): arithmetic ${range(cpuMsOfRuns(arithmetic))}, objects ${range(cpuMsOfRuns(objects))}`
  );
}
