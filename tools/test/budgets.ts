/**
 * JavaScript size budgets.
 * - `/`, as the browser loads it: the built app served as Hosting serves it, `/` opened in Chromium
 *   at phone and desktop width, every script fetched until the network is idle, gzip (home-load.ts).
 *   At most 135 KB, so the next feature has room under the 150 KB the public pages were promised.
 * - Every route, from the web build's manifest (`web/dist/.vite/manifest.json`): the entry chunk, the
 *   entry's static imports, the route's lazy chunk and that chunk's static imports (what the browser
 *   must fetch before the page renders), gzip level 9; at most 300 KB. Chunks a page loads only on
 *   demand (the drawer, the account menu, the carousel's desktop parts) are listed separately and
 *   not counted there (the browser measure of `/` counts whatever `/` does fetch).
 * Run: `npx tsx tools/test/budgets.ts` (exit 1 on failure).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureHomeLoad, type LoadedScript } from './home-load';

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
export const HOME_BUDGET_KB = 135;
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

/**
 * The signed-in areas' route tables (with the role guard), loaded on the first visit into an area
 * (web/src/app/router.tsx).
 */
export const AREA_ROUTES_SRC = 'src/app/signed-in-area.ts';

/**
 * A module that a build group captures (web/vite.config.ts) is listed under the group's chunk
 * (`_<name>-<hash>.js`), not under its source: such a group is named after the page or the table
 * it holds.
 */
const GROUP_NAME_OF_AREA_ROUTES = 'signed-in-area';
const isGroup = (key: string) => key.startsWith('_');

const isPage = (manifest: Manifest) => (key: string) =>
  /src\/(features\/|app\/pages\/)/.test(key) || (isGroup(key) && /-page$/.test(manifest[key]?.name ?? ''));

/** The manifest key of the areas' route table: its source, or the group chunk that holds it. */
export function areaRoutesKey(manifest: Manifest): string {
  if (manifest[AREA_ROUTES_SRC]) return AREA_ROUTES_SRC;
  const grouped = Object.keys(manifest).find(
    (key) => isGroup(key) && manifest[key]!.name === GROUP_NAME_OF_AREA_ROUTES,
  );
  if (!grouped) throw new Error(`the build has no chunk for ${AREA_ROUTES_SRC}: is it still what the router loads?`);
  return grouped;
}

/** Pages of the signed-in areas: those the area route table imports lazily. */
function areaPages(manifest: Manifest): string[] {
  return (manifest[areaRoutesKey(manifest)]!.dynamicImports ?? []).filter(isPage(manifest));
}

/**
 * Route pages: the lazy modules the entry imports that are pages (features or app/pages), not shell
 * parts, and the pages of the areas' route table.
 */
export function routePages(manifest: Manifest): string[] {
  const entry = manifest[entryKey(manifest)]!;
  return [...new Set([...(entry.dynamicImports ?? []).filter(isPage(manifest)), ...areaPages(manifest)])].sort();
}

export function routeCosts(manifest: Manifest, gzipSizeOf: (file: string) => number): RouteCost[] {
  const shell = staticClosure(manifest, entryKey(manifest));
  const inArea = new Set(areaPages(manifest));
  return routePages(manifest).map((page) => {
    // An area's page also waits for the area's route table.
    const table = inArea.has(page) ? [...staticClosure(manifest, areaRoutesKey(manifest))] : [];
    const keys = new Set([...shell, ...table, ...staticClosure(manifest, page)]);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    return { page, files, gzipBytes: files.reduce((sum, file) => sum + gzipSizeOf(file), 0) };
  });
}

export interface BudgetResult {
  ok: boolean;
  lines: string[];
}

const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(7);

export function evaluateBudgets(manifest: Manifest, gzipSizeOf: (file: string) => number): BudgetResult {
  const costs = routeCosts(manifest, gzipSizeOf);
  const lines = ['JS loaded per route (gzip, KB = 1024 B)', `${'route page'.padEnd(66)} ${'KB'.padStart(7)}  budget`];
  let ok = true;
  if (!costs.some((cost) => cost.page === HOME_PAGE_SRC)) {
    ok = false;
    lines.push(`FAIL: the home page ${HOME_PAGE_SRC} is not a route chunk of the build`);
  }
  for (const cost of costs) {
    const within = cost.gzipBytes <= ROUTE_BUDGET_KB * KB;
    ok &&= within;
    const label = cost.page === HOME_PAGE_SRC ? `${cost.page} (/)` : cost.page;
    lines.push(`${label.padEnd(66)} ${kb(cost.gzipBytes)}  ${within ? 'ok' : 'OVER'} ≤ ${ROUTE_BUDGET_KB}`);
  }
  const shell = staticClosure(manifest, entryKey(manifest));
  const onDemand = Object.keys(manifest).filter(
    (key) =>
      manifest[key]!.isDynamicEntry &&
      key !== areaRoutesKey(manifest) &&
      !routePages(manifest).includes(key) &&
      !shell.has(key),
  );
  if (onDemand.length > 0) {
    lines.push('Loaded on demand (not counted):');
    for (const key of onDemand.sort()) lines.push(`  ${key.padEnd(64)} ${kb(gzipSizeOf(manifest[key]!.file))}`);
  }
  lines.push(ok ? 'Route budgets: ok' : 'Route budgets: FAILED');
  return { ok, lines };
}

/** The `/` budget over what the browser fetched, per viewport: every script counts. */
export function evaluateHomeLoad(loads: Record<string, readonly LoadedScript[]>): BudgetResult {
  const lines = [`JS the browser loads for / until idle (gzip, KB = 1024 B), budget ${HOME_BUDGET_KB} KB`];
  let ok = true;
  for (const [viewport, scripts] of Object.entries(loads)) {
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const within = scripts.length > 0 && total <= HOME_BUDGET_KB * KB;
    ok &&= within;
    lines.push(`${viewport.padEnd(8)} ${kb(total)} KB in ${scripts.length} scripts  ${within ? 'ok' : 'OVER'}`);
    for (const script of scripts) lines.push(`  ${script.url.padEnd(62)} ${kb(script.gzipBytes)}`);
  }
  lines.push(ok ? 'Home budget: ok' : 'Home budget: FAILED');
  return { ok, lines };
}

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');

export async function checkBudgets(distDir = join(ROOT, 'web', 'dist')): Promise<BudgetResult> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return { ok: false, lines: [`No build manifest in ${distDir}: run npm run build -w web first`] };
  }
  const gzipSizeOf = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const routes = evaluateBudgets(manifest, gzipSizeOf);
  const home = evaluateHomeLoad(await measureHomeLoad(distDir));
  return { ok: routes.ok && home.ok, lines: [...routes.lines, '', ...home.lines] };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await checkBudgets();
  console.log(result.lines.join('\n'));
  process.exitCode = result.ok ? 0 : 1;
}
