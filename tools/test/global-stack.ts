/**
 * Vitest global setup for integration and browser tests: starts a private stack on free ports,
 * unless the caller (the `npm test` runner) already started one and exported its env.
 */
import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../stack/stack';

let stack: Stack | undefined;

export async function setup(_project: TestProject): Promise<void> {
  if (process.env.STACK_WEB_URL) return;
  stack = await startStack({ ports: 'free', log: (line) => console.log(line) });
  Object.assign(process.env, stack.env);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}
