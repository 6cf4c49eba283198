/**
 * JavaScript size budgets, read from the web build's manifest (`web/dist/.vite/manifest.json`).
 * A route costs the entry chunk, the entry's static imports, the route's lazy chunk and that
 * chunk's static imports (what the browser must fetch before the page renders), gzip level 9.
 * Chunks a page loads only on demand (the drawer, the account menu, the carousel's desktop parts)
 * are listed separately and not counted. Run: `npx tsx tools/test/budgets.ts` (exit 1 on failure).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** 1 KB = 1024 bytes. */
export const KB = 1024;
export const HOME_BUDGET_KB = 150;
export const ROUTE_BUDGET_KB = 300;
/** The home route's page module: the `/` budget is measured against it. */
export const HOME_PAGE_SRC = 'src/features/public-site/home/home-page.tsx';

export interface RouteCost {
  /** The lazy page module (manifest key), e.g. src/features/guides/articles/minors.tsx. */
  page: string;
  files: string[];
  gzipBytes: number;
}

/** Every chunk `key` pulls in through static imports, itself included. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0]!;
}

/** The signed-in areas' route tables, loaded on the first visit into an area (web/src/app/router.tsx). */
export const AREA_ROUTES_SRC = 'src/app/area-routes.ts';

const isPage = (key: string) => /src\/(features\/|app\/pages\/)/.test(key);

/** Pages of the signed-in areas: those the area route table imports lazily. */
function areaPages(manifest: Manifest): string[] {
  return (manifest[AREA_ROUTES_SRC]?.dynamicImports ?? []).filter(isPage);
}

/**
 * Route pages: the lazy modules the entry imports that are pages (features or app/pages), not shell
 * parts, and the pages of the areas' route table.
 */
export function routePages(manifest: Manifest): string[] {
  const entry = manifest[entryKey(manifest)]!;
  return [...new Set([...(entry.dynamicImports ?? []).filter(isPage), ...areaPages(manifest)])].sort();
}

export function routeCosts(manifest: Manifest, gzipSizeOf: (file: string) => number): RouteCost[] {
  const shell = staticClosure(manifest, entryKey(manifest));
  const inArea = new Set(areaPages(manifest));
  return routePages(manifest).map((page) => {
    // An area's page also waits for the area's route table.
    const table = inArea.has(page) ? [...staticClosure(manifest, AREA_ROUTES_SRC)] : [];
    const keys = new Set([...shell, ...table, ...staticClosure(manifest, page)]);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    return { page, files, gzipBytes: files.reduce((sum, file) => sum + gzipSizeOf(file), 0) };
  });
}

export interface BudgetResult {
  ok: boolean;
  lines: string[];
}

export function evaluateBudgets(manifest: Manifest, gzipSizeOf: (file: string) => number): BudgetResult {
  const costs = routeCosts(manifest, gzipSizeOf);
  const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(7);
  const lines = ['JS loaded per route (gzip, KB = 1024 B)', `${'route page'.padEnd(66)} ${'KB'.padStart(7)}  budget`];
  let ok = true;
  const home = costs.find((cost) => cost.page === HOME_PAGE_SRC);
  if (!home) {
    ok = false;
    lines.push(`FAIL: the home page ${HOME_PAGE_SRC} is not a route chunk of the build`);
  }
  for (const cost of costs) {
    const budget = cost.page === HOME_PAGE_SRC ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
    const within = cost.gzipBytes <= budget * KB;
    ok &&= within;
    const label = cost.page === HOME_PAGE_SRC ? `${cost.page} (/)` : cost.page;
    lines.push(`${label.padEnd(66)} ${kb(cost.gzipBytes)}  ${within ? 'ok' : 'OVER'} ≤ ${budget}`);
  }
  const shell = staticClosure(manifest, entryKey(manifest));
  const onDemand = Object.keys(manifest).filter(
    (key) =>
      manifest[key]!.isDynamicEntry &&
      key !== AREA_ROUTES_SRC &&
      !routePages(manifest).includes(key) &&
      !shell.has(key),
  );
  if (onDemand.length > 0) {
    lines.push('Loaded on demand (not counted):');
    for (const key of onDemand.sort()) lines.push(`  ${key.padEnd(64)} ${kb(gzipSizeOf(manifest[key]!.file))}`);
  }
  lines.push(ok ? 'Budgets: ok' : 'Budgets: FAILED');
  return { ok, lines };
}

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');

export function checkBudgets(distDir = join(ROOT, 'web', 'dist')): BudgetResult {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return { ok: false, lines: [`No build manifest in ${distDir}: run npm run build -w web first`] };
  }
  const gzipSizeOf = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  return evaluateBudgets(manifest, gzipSizeOf);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = checkBudgets();
  console.log(result.lines.join('\n'));
  process.exitCode = result.ok ? 0 : 1;
}
