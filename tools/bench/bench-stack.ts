/**
 * The private stack an API bench measures on: the functions built (and the web app, when it has
 * never been built: Hosting serves it), then a stack started on free ports, so a bench runs beside
 * other work, with its env set in this process for the test helpers the bench imports after it.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack/firebase-config';
import { startStack, type Stack, type StackOptions } from '../stack/stack';

export interface BenchStackOptions extends Omit<StackOptions, 'ports'> {
  /** Whether the builds' output is shown (`inherit`) or kept quiet (`pipe`, the default). */
  buildOutput?: 'pipe' | 'inherit';
}

export async function startBenchStack({ buildOutput = 'pipe', ...options }: BenchStackOptions = {}): Promise<Stack> {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    execSync('npm run build -w web', { cwd: ROOT, stdio: buildOutput });
  }
  execSync('npm run build -w functions', { cwd: ROOT, stdio: buildOutput });
  const stack = await startStack({ ...options, ports: 'free' });
  Object.assign(process.env, stack.env);
  return stack;
}

/** Runs a bench's `main` and exits: 1 (the error printed) when it throws, else its exit code. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
