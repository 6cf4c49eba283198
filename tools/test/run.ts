/**
 * `npm test`: every check in one command with an honest exit code. Stages run in order and all
 * run even when one fails (except those that need a build that failed); each prints its time.
 * Ends with the line `N passed, N failed` (tests counted one by one; lint, typecheck, build and
 * budgets count as one check each).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack/firebase-config';
import { startStack, type Stack } from '../stack/stack';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
interface StageResult extends Tally {
  name: string;
  seconds: number;
}

const REPORTS = join(ROOT, '.stack', 'reports');
const results: StageResult[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function stage(name: string, work: () => Promise<Tally>): Promise<StageResult> {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let tally: Tally;
  try {
    tally = await work();
  } catch (error) {
    console.error(`${name} could not run: ${error instanceof Error ? error.message : String(error)}`);
    tally = { passed: 0, failed: 1, skipped: 0 };
  }
  const result = { name, seconds: (Date.now() - started) / 1000, ...tally };
  results.push(result);
  console.log(`━━ ${name}: ${result.failed === 0 ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
  return result;
}

const check = async (command: string, args: string[]): Promise<Tally> =>
  (await run(command, args)) === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };

async function checks(commands: [string, string[]][]): Promise<Tally> {
  const codes = await Promise.all(commands.map(([command, args]) => run(command, args)));
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

async function vitest(config: string, name: string, env?: NodeJS.ProcessEnv): Promise<Tally> {
  const outputFile = join(REPORTS, `${name}.json`);
  rmSync(outputFile, { force: true });
  const code = await run(
    'npx',
    ['vitest', 'run', '-c', config, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    env,
  );
  if (!existsSync(outputFile)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson;
  // A file that fails to load, or whose setup fails, has no failed test but is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const failed =
    report.numFailedTests + brokenFiles + (report.numFailedTests + brokenFiles === 0 && code !== 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(REPORTS, { recursive: true });
  await stage('lint', () =>
    checks([
      ['npx', ['eslint', '.', '--max-warnings', '0']],
      ['npx', ['prettier', '--check', '.']],
    ]),
  );
  await stage('typecheck', () =>
    checks(['packages/shared', 'functions', 'web', 'tools'].map((dir) => ['npx', ['tsc', '-p', dir, '--noEmit']])),
  );
  const build = await stage('build', () =>
    checks([
      ['npm', ['run', 'build', '-w', 'functions']],
      ['npm', ['run', 'build', '-w', 'web']],
    ]),
  );
  if (existsSync(join(ROOT, 'tools', 'test', 'budgets.ts'))) {
    await stage('size budgets', () => check('npx', ['tsx', 'tools/test/budgets.ts']));
  }
  await stage('unit tests', () => vitest('vitest.unit.config.ts', 'unit'));

  if (build.failed > 0) {
    console.error('Skipping integration and browser tests: the build failed.');
    results.push({ name: 'integration + browser (not run)', seconds: 0, passed: 0, failed: 1, skipped: 0 });
  } else {
    let stack: Stack | undefined;
    await stage('start local stack', async () => {
      stack = await startStack({ ports: 'free', log: (line) => console.log(line) });
      return { passed: 0, failed: 0, skipped: 0 };
    });
    if (stack) {
      const env = { ...process.env, ...stack.env };
      await stage('integration tests (API, stand-in conformance)', () =>
        vitest('vitest.integration.config.ts', 'integration', env),
      );
      await stage('browser tests (Chromium)', () => vitest('vitest.e2e.config.ts', 'e2e', env));
      await stack.stop();
    }
  }

  const total = results.reduce(
    (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
    {
      passed: 0,
      failed: 0,
      skipped: 0,
    },
  );
  console.log('\nStage times:');
  for (const r of results) {
    console.log(
      `  ${r.failed === 0 ? '✓' : '✗'} ${r.name.padEnd(48)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.passed} passed, ${r.failed} failed`,
    );
  }
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exit(total.failed === 0 ? 0 : 1);
}

void main();
