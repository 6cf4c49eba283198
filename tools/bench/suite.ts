/**
 * `npm run bench:suite`: runs `npm test` and prints where its CPU went, by kind of process, with how
 * busy the machine was. `npm run bench:suite -- <command…>` measures another command instead (one
 * stage, one test file: `-- npx vitest run -c vitest.e2e.config.ts e2e/status.spec.ts`). The suite is bound by CPU on 2 cores (docs/performance.md, 'The test
 * suite'): the wall clock follows the sum, so this is the table to read before making a stage
 * faster. Linux only (/proc). Every process `npm test` starts is sampled each second; one that lives
 * less than a second is missed.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { ROOT } from '../stack/firebase-config';
import { withLocalNode } from '../stack/node-runtime';
import { processTree } from './process-cpu';
import { machineLine } from './reference-work';

const KINDS: [RegExp, string][] = [
  [/--type=renderer/, 'Chromium renderers'],
  [/--type=gpu-process/, 'Chromium GPU process'],
  [/--type=(utility|zygote)/, 'Chromium utility and zygote'],
  [/chromium|chrome/, 'Chromium browser process'],
  [/functionsEmulatorRuntime/, 'Functions workers'],
  [/emulators:start/, 'Firebase emulators (Hosting, Functions, Auth)'],
  [/tools\/stack\/worker\.ts/, "stacks' workers (outbox, jobs)"],
  [/vitest(\.mjs)? run -c vitest\.integration/, 'integration runner (Firestore and Storage stand-ins)'],
  [/vitest(\.mjs)? run -c vitest\.e2e/, 'browser test runner'],
  [/vitest(\.mjs)? run -c vitest\.unit/, 'unit test runner'],
  [/vitest/, 'vitest workers (the tests)'],
  [/typescript-7|tsc/, 'typecheck'],
  [/eslint/, 'ESLint'],
  [/prettier/, 'Prettier'],
  [/dpdm/, 'dpdm (import cycles)'],
  [/vite|build\.mjs|esbuild|prerender/, 'build'],
];

const kindOf = (command: string) => KINDS.find(([pattern]) => pattern.test(command))?.[1] ?? 'other';

/** Busy and total jiffies of the whole machine. */
function machineTicks(): { busy: number; total: number } {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - values[3]! - values[4]!, total };
}

const machineBefore = machineLine();
const started = Date.now();
const start = machineTicks();
const cpuMsByPid = new Map<number, { kind: string; ms: number }>();
const [command, ...args] = process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'test'];
const test = spawn(command!, args, { cwd: ROOT, env: withLocalNode(process.env), stdio: 'inherit' });

const sample = () => {
  for (const entry of processTree(test.pid!)) {
    const known = cpuMsByPid.get(entry.pid);
    if (known) known.ms = entry.cpuMs;
    else cpuMsByPid.set(entry.pid, { kind: kindOf(entry.command), ms: entry.cpuMs });
  }
};
const sampler = setInterval(sample, 1000);

test.on('close', (code) => {
  clearInterval(sampler);
  const end = machineTicks();
  const byKind = new Map<string, number>();
  for (const { kind, ms } of cpuMsByPid.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
  const total = [...byKind.values()].reduce((sum, ms) => sum + ms, 0);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\nbench:suite: ${[command, ...args].join(' ')} exited ${code} after ${seconds.toFixed(1)} s on ${cpus().length} cores`,
  );
  console.log(
    `CPU sampled: ${(total / 1000).toFixed(0)} s (so at least ${(total / 1000 / cpus().length).toFixed(0)} s of wall clock on these cores); ` +
      `machine busy ${((100 * (end.busy - start.busy)) / (end.total - start.total)).toFixed(0)} %, load at end ${loadavg()[0]!.toFixed(1)}`,
  );
  for (const [kind, ms] of [...byKind].sort((a, b) => b[1] - a[1])) {
    console.log(
      `  ${kind.padEnd(56)} ${(ms / 1000).toFixed(1).padStart(7)} s  ${((100 * ms) / total).toFixed(0).padStart(3)} %`,
    );
  }
  console.log(`Machine before: ${machineBefore}\nMachine after:  ${machineLine()}`);
  process.exit(code ?? 1);
});
