/**
 * Builds the offline worker (src/service-worker/worker.ts) as /sw.js, a fixed name browsers check
 * for updates, and writes into it the build's version and the files to precache: the shell and the
 * chunks and stylesheet every page starts with. Pages' own chunks are kept as they are loaded.
 */
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

import { BUILD_PLACEHOLDER, SHELL_URL, type BuildFiles } from '../src/service-worker/cache-policy';

const WORKER_SOURCE = 'src/service-worker/worker.ts';
const WORKER_FILE = 'sw.js';

function startingFiles(bundle: Rollup.OutputBundle): string[] {
  const entry = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.isEntry && file.fileName !== WORKER_FILE,
  );
  if (!entry || entry.type !== 'chunk') throw new Error('The build has no entry chunk');
  const css = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  return [entry.fileName, ...entry.imports, ...css.map((file) => file.fileName)].map((name) => `/${name}`);
}

function buildFiles(bundle: Rollup.OutputBundle): BuildFiles {
  const names = Object.keys(bundle)
    .filter((name) => name !== WORKER_FILE)
    .sort();
  const version = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12);
  return { version, precache: [SHELL_URL, ...startingFiles(bundle)] };
}

export function offlineWorker(): Plugin {
  return {
    name: 'scenecall-offline-worker',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      this.emitFile({ type: 'chunk', id: WORKER_SOURCE, fileName: WORKER_FILE });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[WORKER_FILE];
      if (worker?.type !== 'chunk') throw new Error(`${WORKER_FILE} was not built`);
      if (worker.imports.length > 0) throw new Error(`${WORKER_FILE} must not share chunks with the app`);
      const placeholder = new RegExp(`(["'\`])${BUILD_PLACEHOLDER}\\1`);
      if (!placeholder.test(worker.code)) throw new Error(`${WORKER_FILE} has no build placeholder`);
      // Emitted again as a plain file: the build's manifest (route budgets, prerender) lists the app's one entry.
      Reflect.deleteProperty(bundle, WORKER_FILE);
      const source = worker.code.replace(placeholder, () => JSON.stringify(JSON.stringify(buildFiles(bundle))));
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source });
    },
  };
}
