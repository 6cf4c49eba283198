/**
 * `npm test`: every check in one command with an honest exit code. Independent stages run at once,
 * each as soon as what it needs is done (see main): the build, and beside it the checks that need
 * nothing built (lint, typecheck, the unit tests); then the size budgets and the integration and
 * browser tests (the stacks serve what the build made), each of the last two starting its
 * own stack (so neither sees the other's e-mail, jobs or counters); lint, typecheck and budgets at
 * a lower CPU priority (see NICENESS). Every stage runs even when another fails, except those
 * that need a stage that failed (they count as failed). Each stage's output goes to
 * `.stack/reports/<stage>.log` and is printed when it fails; each prints its start and time.
 * Ends with the line `N passed, N failed` (tests counted one by one; lint, typecheck, build and
 * budgets count as one check each; a stage that crashes or cannot start counts as failed).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack/firebase-config';
import { assertProductionNode, nodeRuntimeLine, withLocalNode } from '../stack/node-runtime';
import { stackStarting } from '../stack/start-lock';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
interface StageResult extends Tally {
  name: string;
  startedAt: number;
  seconds: number;
  log: string;
}

const REPORTS = join(ROOT, '.stack', 'reports');
const PASSED: Tally = { passed: 1, failed: 0, skipped: 0 };
const FAILED: Tally = { passed: 0, failed: 1, skipped: 0 };
const NOTHING: Tally = { passed: 0, failed: 0, skipped: 0 };
const runStarted = Date.now();
const elapsed = (from = runStarted) => ((Date.now() - from) / 1000).toFixed(1);

/**
 * The checks that need no stack and have no timeout (lint, typecheck, budgets) run at a lower CPU priority:
 * the test stacks start and serve the browser tests on the run's critical path, and on 2 cores
 * those checks, started at the same moment, held both stacks' start back by a minute. At low
 * priority they fill the cores whenever the tests wait (for the browser, the network, a poll).
 * Not nice 19: on a busy machine lint and typecheck then got almost no CPU and were the run's last
 * stages by far (docs/testing.md).
 */
const NICENESS = { normal: 0, low: 10 } as const;
type Priority = keyof typeof NICENESS;

/**
 * The typecheck runs TypeScript 7's native compiler (about a fifth of 5.9's CPU); ESLint's parser
 * and dpdm use the 5.9 API, which 7 no longer offers (docs/decisions/typescript-7-typecheck.md).
 */
const TYPESCRIPT_7 = join(ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc');

/** Runs a command with its output in the stage's log; resolves with its exit code (1 when it could not start or was killed). */
function run(
  log: WriteStream,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  priority: Priority = 'normal',
): Promise<number> {
  return new Promise((resolve) => {
    const niceness = NICENESS[priority];
    log.write(`$ ${command} ${args.join(' ')}${niceness > 0 ? ` (at nice ${niceness})` : ''}\n`);
    const [program, ...programArgs] =
      niceness > 0 ? ['nice', '-n', String(niceness), command, ...args] : [command, ...args];
    // `npm` and `npx` are `#!/usr/bin/env node` scripts: PATH picks their Node, this one.
    const child = spawn(program!, programArgs, {
      cwd: ROOT,
      env: withLocalNode(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => log.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => log.write(chunk));
    child.on('error', (error) => {
      log.write(`${command} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function checks(log: WriteStream, commands: [string, string[]][], priority: Priority = 'normal'): Promise<Tally> {
  const codes = await Promise.all(commands.map(([command, args]) => run(log, command, args, process.env, priority)));
  const failed = codes.filter((code) => code !== 0).length;
  return { passed: codes.length - failed, failed, skipped: 0 };
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

async function vitest(
  log: WriteStream,
  config: string,
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Tally> {
  const outputFile = join(REPORTS, `${name}.json`);
  rmSync(outputFile, { force: true });
  const code = await run(
    log,
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '-c',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    { ...env, FORCE_COLOR: '0' },
  );
  if (!existsSync(outputFile)) return FAILED;
  const report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson;
  // A file that fails to load, or whose setup fails, has no failed test but is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const failed =
    report.numFailedTests + brokenFiles + (report.numFailedTests + brokenFiles === 0 && code !== 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

const results: StageResult[] = [];
const running = new Map<string, number>();

/** Runs one stage with its own log; never throws (a stage that throws counts as one failure). */
async function stage(name: string, work: (log: WriteStream) => Promise<Tally>): Promise<StageResult> {
  const slug = name.replace(/[^a-z]+/gi, '-').toLowerCase();
  const logPath = join(REPORTS, `${slug}.log`);
  const log = createWriteStream(logPath);
  const startedAt = Date.now();
  running.set(name, startedAt);
  console.log(`▶ ${name} (at ${elapsed()} s)`);
  let tally: Tally;
  try {
    tally = await work(log);
  } catch (error) {
    log.write(`${name} could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    tally = FAILED;
  }
  await new Promise<void>((resolve) => log.end(resolve));
  running.delete(name);
  const result = { name, startedAt, seconds: (Date.now() - startedAt) / 1000, log: logPath, ...tally };
  results.push(result);
  const counts = `${result.passed} passed, ${result.failed} failed`;
  if (result.failed > 0) {
    console.log(`\n━━ ${name}: FAILED (${counts}); its output (${logPath}):`);
    console.log(readFileSync(logPath, 'utf8'));
  }
  console.log(`━━ ${name}: ${result.failed === 0 ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s (${counts})`);
  return result;
}

/** A stage that cannot run because one it needs failed: one failure, so the total stays honest. */
function notRun(name: string, because: string): StageResult {
  console.log(`━━ ${name}: not run (${because} failed)`);
  const result = { name: `${name} (not run)`, startedAt: Date.now(), seconds: 0, log: '', ...FAILED };
  results.push(result);
  return result;
}

/**
 * A test stage on its own stack: vitest's global setup (tools/test/global-stack.ts) starts a private
 * stack in the vitest process (the Storage stand-in runs in its starter's process, one per process),
 * so the stage's time includes starting it.
 */
async function stackTests(name: string, config: string, report: string, build: StageResult): Promise<void> {
  if (build.failed > 0) {
    notRun(name, 'the build');
    return;
  }
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('STACK_')));
  await stage(name, (log) => vitest(log, config, report, env));
}

function printSummary(): number {
  const total = results.reduce(
    (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
    NOTHING,
  );
  console.log('\nStage times (stages overlap; "at" is when each started):');
  for (const r of [...results].sort((a, b) => a.startedAt - b.startedAt)) {
    const at = ((r.startedAt - runStarted) / 1000).toFixed(0).padStart(4);
    console.log(
      `  ${r.failed === 0 ? '✓' : '✗'} ${r.name.padEnd(40)} at ${at} s ${r.seconds.toFixed(1).padStart(7)} s  ${r.passed} passed, ${r.failed} failed`,
    );
  }
  console.log(`  total ${elapsed()} s (wall clock)`);
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
  return total.failed === 0 ? 0 : 1;
}

async function main(): Promise<void> {
  assertProductionNode();
  console.log(`${nodeRuntimeLine()}: every stage, test runner and test stack runs on it.`);
  mkdirSync(REPORTS, { recursive: true });
  const progress = setInterval(() => {
    const now = Date.now();
    const list = [...running].map(([name, since]) => `${name} ${((now - since) / 1000).toFixed(0)} s`).join(', ');
    if (list) console.log(`… ${elapsed()} s: running ${list}`);
  }, 60_000);

  const build = stage('build', (log) =>
    checks(log, [
      ['npm', ['run', 'build', '-w', 'functions']],
      ['npm', ['run', 'build', '-w', 'web']],
    ]),
  );
  // Lint, typecheck and the unit tests need nothing built: they start with it and use the part of
  // the two cores it leaves idle while Chromium's prerendering waits on pages (docs/performance.md,
  // 'The test suite').
  const lint = stage('lint', (log) =>
    checks(
      log,
      [
        ['npx', ['eslint', '.', '--max-warnings', '0']],
        ['npm', ['run', '--silent', 'lint:cycles']],
        ['npx', ['prettier', '--check', '.']],
      ],
      'low',
    ),
  );
  const typecheck = stage('typecheck', (log) =>
    checks(
      log,
      ['packages/shared', 'functions', 'web', 'tools'].map((dir) => [
        process.execPath,
        [TYPESCRIPT_7, '-p', dir, '--noEmit', '--singleThreaded'],
      ]),
      'low',
    ),
  );
  const budgets = build.then((result) =>
    result.failed > 0
      ? notRun('size budgets', 'the build')
      : stage('size budgets', async (log) =>
          (await run(log, 'npx', ['tsx', 'tools/test/budgets.ts'], process.env, 'low')) === 0 ? PASSED : FAILED,
        ),
  );
  // Not at low priority: their timeouts (5 s a test) cannot wait for the test stacks to pause.
  const unit = stage('unit tests', (log) => vitest(log, 'vitest.unit.config.ts', 'unit'));
  const built = await build;
  // The stacks start one at a time (tools/stack/start-lock.ts); the browser stage's goes first: its
  // files are the run's longest path (docs/performance.md).
  const browser = stackTests('browser tests (own stack; Chromium)', 'vitest.e2e.config.ts', 'e2e', built);
  const integration = (built.failed > 0 ? Promise.resolve() : stackStarting(60_000)).then(() =>
    stackTests(
      'integration tests (own stack; API, stand-in conformance)',
      'vitest.integration.config.ts',
      'integration',
      built,
    ),
  );

  await Promise.all([lint, typecheck, build, budgets, unit, integration, browser]);
  clearInterval(progress);
  process.exit(printSummary());
}

void main();
