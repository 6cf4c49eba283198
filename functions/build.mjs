// Bundles the function into lib/index.js with the shared workspace package inlined, so the
// functions folder deploys on its own (Cloud Build installs only functions/package.json).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});
