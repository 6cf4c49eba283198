/**
 * `npm run bench:web`: Lighthouse 13 against the built web app served by a private local stack
 * with the demo data, 3 runs per page, medians printed. Exit 1 when a target is missed. Uses
 * STACK_WEB_URL when set (an already running `npm start`, demo data seeded) instead of starting one.
 * - Public pages: mobile preset (simulated 4× CPU and slow 4G), storage and HTTP cache cleared.
 * - Signed-in pages (web/scripts/signed-in-pages.ts): the bench logs in through /login as a demo
 *   performer (mobile preset at 360×780) and as the demo Casting user and Admin (desktop,
 *   unthrottled) and keeps the session. A performer's page (mobile) is measured on two visits
 *   (issue 37), each against its budget (TBT ≤ 200 ms, score ≥ 90):
 *   - first visit: the kept query cache and kept pages removed, no offline worker nor its Cache
 *     Storage, HTTP cache cleared: the page's skeleton, its code and data all from the network;
 *   - returning: the page opened once before (so its data and kept look are kept, as when a
 *     performer closed it) with the offline worker installed and its caches, HTTP cache cleared:
 *     the kept look paints from the HTML, then the app renders over it.
 *   The other signed-in pages: what the app keeps of its data stays (BENCH_FORGET_DATA=1 removes
 *   it), HTTP cache, offline worker and Cache Storage cleared before each run. Their JavaScript is
 *   counted as the browser loaded it (gzip of each script fetched) against the route budget of
 *   tools/test/budgets.ts.
 * - The one-click answer page: opened from a seeded request e-mail's link to the demo performer
 *   (without its `answer`), mobile preset at 360×780, no session, storage and HTTP cache cleared.
 *   A page whose route has parameters is measured at the demo data's example: the set screen
 *   (`/project/:id/day/:dayId/set`) of the demo day on set today, as the demo Casting user opens it
 *   on a phone.
 * `npm run bench:web -- /registration /performer /booking/answer` measures only the pages named
 * (BENCH_VISITS=first or returning: only that visit of the performer's pages); BENCH_RUNS=n
 * changes the number of runs, BENCH_BUILD=0 skips building, BENCH_SAVE_REPORTS=<dir> writes each
 * run's Lighthouse report (JSON: the layout-shift, network-dependency-tree and main-thread audits) and its
 * performance trace (`.trace.json`, opens in DevTools' Performance panel) there.
 * The stack it starts (and its own process, where the stand-ins run) is lowered to nice 15 once
 * Chromium runs, so the page's tasks are not timed waiting for the server (./server-priority.ts);
 * BENCH_SERVER_NICE=0 keeps them at the same priority. With STACK_WEB_URL, nice that stack yourself.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import type { Role } from '@scenecall/shared';
import lighthouse, { type Flags } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium as playwright, type Browser, type Page } from 'playwright-core';
import { logIn, waitForPath } from '../../e2e/auth/auth-steps';
import { hostingSourceOf, SIGNED_IN_PAGES, type SignedInPage } from '../../web/scripts/signed-in-pages';
import { paths } from '../../web/src/config/paths';
import { ROOT } from '../stack/firebase-config';
import { startStack, type Stack } from '../stack/stack';
import { lowerServerPriority, SERVER_NICENESS } from './server-priority';
import { chromiumPath } from '../testing/browser';
import { KB, ROUTE_BUDGET_KB } from '../test/budgets';
import { cpuTimeTbt, type TraceTask } from './cpu-tbt';
import { machineLine } from './reference-work';
import { median } from './timing';

/** One of each kind of public page (the guides share one layout; the quick guide is the longest). */
const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/contact',
  '/information',
  '/actors-guide',
  '/login',
  '/registration',
  '/information/actors/quick-guide',
  '/privacy',
  '/cookies',
  '/accessibility',
  '/legal-notices',
];
const named = process.argv.slice(2);
const publicPages = named.length > 0 ? PUBLIC_PAGES.filter((path) => named.includes(path)) : PUBLIC_PAGES;
const signedInPages = named.length > 0 ? SIGNED_IN_PAGES.filter((page) => named.includes(page.path)) : SIGNED_IN_PAGES;
/** The one-click answer page (`/booking/answer?token=…`), measured with a seeded request's link. */
const ONE_CLICK_LABEL = '/booking/answer';
const answerPageNamed = named.length === 0 || named.includes(ONE_CLICK_LABEL);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORGET_DATA = process.env.BENCH_FORGET_DATA === '1';
/** The two visits a performer's page is measured on (issue 37). */
type Visit = 'first' | 'returning';
const VISITS: Visit[] = (['first', 'returning'] as const).filter(
  (visit) => !process.env.BENCH_VISITS || process.env.BENCH_VISITS === visit,
);
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, seo: 95, lcpMs: 2000, cls: 0.05, tbtMs: 200 };
/** Issue 24: performer pages on a phone, staff pages at a desk. */
const SIGNED_IN_TARGETS = {
  mobile: { performance: 90, lcpMs: 2500, cls: 0.05, tbtMs: 200 },
  desktop: { performance: 95, lcpMs: Number.POSITIVE_INFINITY, cls: 0.05, tbtMs: Number.POSITIVE_INFINITY },
};
/** The demo accounts the bench signs in as (emulator-data/fixtures/users.json). */
const DEMO_TEL: Record<Role, string> = {
  Performer: '1-416-555-0110',
  Casting: '1-416-555-0102',
  Admin: '1-416-555-0101',
};

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  cpuTbtMs: number;
  jsBytes: number;
  jsFiles: number;
}

/** Starts headless Chromium with a DevTools port and resolves with that port. */
function launchChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium = spawn(chromiumPath(), [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  return new Promise((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), process: chromium, profile });
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening DevTools:\n${output}`)));
  });
}

/** Lighthouse's settings for a signed-in page: the session kept, the device of its users. */
function signedInFlags(device: SignedInPage['device']): Flags {
  const kept: Flags = { disableStorageReset: true };
  if (device === 'mobile') {
    return {
      ...kept,
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 360, height: 780, deviceScaleFactor: 3, disabled: false },
    };
  }
  return {
    ...kept,
    formFactor: 'desktop',
    screenEmulation: constants.screenEmulationMetrics.desktop,
    emulatedUserAgent: constants.userAgents.desktop,
    throttlingMethod: 'provided',
  };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/** The scripts the page fetched from the app, gzip'd from the build as a server sends them. */
function scriptsLoaded(requests: NetworkRequest[], baseUrl: string): { bytes: number; files: number } {
  const paths = new Set(
    requests
      .filter((request) => request.resourceType === 'Script' && request.url.startsWith(baseUrl))
      .map((request) => new URL(request.url).pathname),
  );
  let bytes = 0;
  for (const path of paths) bytes += gzipSync(readFileSync(join(ROOT, 'web', 'dist', path))).length;
  return { bytes, files: paths.size };
}

async function audit(url: string, port: number, baseUrl: string, flags: Flags = {}): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // BENCH_TRACE_CPU=1: V8's samples in the saved trace, to see which functions the long tasks run.
    ...(process.env.BENCH_TRACE_CPU === '1'
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
    ...flags,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (process.env.BENCH_SAVE_REPORTS) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    mkdirSync(process.env.BENCH_SAVE_REPORTS, { recursive: true });
    writeFileSync(join(process.env.BENCH_SAVE_REPORTS, name), JSON.stringify(result.lhr));
    const trace = result.artifacts.Trace;
    if (trace)
      writeFileSync(
        join(process.env.BENCH_SAVE_REPORTS, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(trace),
      );
    if (process.env.BENCH_SAVE_ARTIFACTS === '1') {
      await saveArtifacts(
        result.artifacts,
        join(process.env.BENCH_SAVE_REPORTS, name.replace(/\.json$/, '.artifacts')),
      );
    }
  }
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${finalDisplayedUrl}: is the session still there?`);
  }
  const traceEvents = (result.artifacts.Trace?.traceEvents ?? []) as unknown as TraceTask[];
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const js = scriptsLoaded(requests, baseUrl);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    cpuTbtMs: cpuTimeTbt(traceEvents),
    jsBytes: js.bytes,
    jsFiles: js.files,
  };
}

function missedTargets(figures: RunFigures): string[] {
  const missed: string[] = [];
  if (figures.performance < TARGETS.performance) missed.push(`performance < ${TARGETS.performance}`);
  if (figures.accessibility < TARGETS.accessibility) missed.push(`accessibility < ${TARGETS.accessibility}`);
  if (figures.bestPractices < TARGETS.bestPractices) missed.push(`best practices < ${TARGETS.bestPractices}`);
  if (figures.seo < TARGETS.seo) missed.push(`SEO < ${TARGETS.seo}`);
  if (!(figures.lcpMs < TARGETS.lcpMs)) missed.push(`LCP ≥ ${TARGETS.lcpMs} ms`);
  if (!(figures.cls < TARGETS.cls)) missed.push(`CLS ≥ ${TARGETS.cls}`);
  if (!(figures.tbtMs <= TARGETS.tbtMs)) missed.push(`TBT > ${TARGETS.tbtMs} ms`);
  return missed;
}

function missedSignedInTargets(figures: RunFigures, device: SignedInPage['device']): string[] {
  const targets = SIGNED_IN_TARGETS[device];
  const missed: string[] = [];
  if (figures.performance < targets.performance) missed.push(`performance < ${targets.performance}`);
  if (!(figures.lcpMs <= targets.lcpMs)) missed.push(`LCP > ${targets.lcpMs} ms`);
  if (!(figures.cls <= targets.cls)) missed.push(`CLS > ${targets.cls}`);
  if (!(figures.tbtMs <= targets.tbtMs)) missed.push(`TBT > ${targets.tbtMs} ms`);
  if (figures.jsBytes > ROUTE_BUDGET_KB * KB) missed.push(`JS over the route budget of ${ROUTE_BUDGET_KB} KB`);
  return missed;
}

const medians = (runs: RunFigures[]): RunFigures => {
  const pick = (key: keyof RunFigures) => median(runs.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    cpuTbtMs: pick('cpuTbtMs'),
    jsBytes: pick('jsBytes'),
    jsFiles: pick('jsFiles'),
  };
};

const secondsOf = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);

function row(label: string, figures: RunFigures): string {
  return [
    label.padEnd(38),
    String(figures.performance).padStart(5),
    String(figures.accessibility).padStart(5),
    String(figures.bestPractices).padStart(5),
    String(figures.seo).padStart(5),
    secondsOf(figures.fcpMs),
    secondsOf(figures.lcpMs),
    figures.cls.toFixed(3).padStart(7),
    `${Math.round(figures.tbtMs)} ms`.padStart(8),
    `${Math.round(figures.cpuTbtMs)} ms`.padStart(9),
    `${(figures.jsBytes / KB).toFixed(0)} KB (${figures.jsFiles})`.padStart(14),
  ].join(' ');
}

const HEADER = `${'page'.padEnd(38)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'CLS'.padStart(7)} ${'TBT'.padStart(8)} ${'TBT (CPU)'.padStart(9)} ${'JS (files)'.padStart(14)}`;

async function medianOf(label: string, run: () => Promise<RunFigures>): Promise<RunFigures> {
  const runs: RunFigures[] = [];
  for (let index = 1; index <= RUNS; index += 1) {
    runs.push(await run());
    process.stdout.write(`  ${label} run ${index}/${RUNS} done\n`);
  }
  return medians(runs);
}

/**
 * A tab of the benchmark's Chromium (through playwright, over the same DevTools port) to log in
 * with, clear the HTTP cache, and forget the kept data when asked.
 */
class Session {
  private role: Role | undefined;
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  static async open(port: number, baseUrl: string): Promise<Session> {
    const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    return new Session(browser, await context.newPage(), baseUrl);
  }

  /** Signs in as the role's demo account through /login (after clearing the previous account's storage). */
  async signIn(role: Role): Promise<void> {
    if (this.role === role) return;
    const password = 'Demo-pass-1';
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(this.baseUrl).origin, storageTypes: 'all' });
    await this.page.goto(`${this.baseUrl}/login`);
    await this.page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await logIn(this.page, DEMO_TEL[role], password);
    await this.page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    await waitForPath(this.page, `/${role.toLowerCase()}`);
    // Let the landing page fetch and keep its data, as a real visit does.
    await this.page.waitForLoadState('networkidle');
    await this.page.goto('about:blank');
    this.role = role;
  }

  /**
   * Before each run: no HTTP cache and no offline worker nor its caches (they would make the run
   * warm); the session (and, unless told, the kept data) stays. A performer's page is prepared for
   * its visit instead (`prepareVisit`).
   */
  async beforeRun(): Promise<void> {
    await this.clearHttpCache();
    await this.removeOfflineWorker();
    if (FORGET_DATA) await this.forgetKeptData();
  }

  /**
   * A performer's first visit: nothing kept, no offline worker, no HTTP cache. A returning one:
   * the page opened and left once (the app keeps its data and look when the tab is hidden), the
   * offline worker installed with what it keeps, then the HTTP cache cleared.
   */
  async prepareVisit(visit: Visit, path: string): Promise<void> {
    if (visit === 'first') {
      await this.removeOfflineWorker();
      await this.forgetKeptData();
    } else {
      await this.page.goto(`${this.baseUrl}${path}`);
      await this.page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await this.page.waitForLoadState('networkidle');
      // The app registers the worker only outside automation (lib/offline-worker.ts): as the phone's browser did.
      await this.page.evaluate(async () => {
        const registration = await navigator.serviceWorker.register('/sw.js');
        await navigator.serviceWorker.ready;
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ loaded, page: location.href });
      });
      await this.page.goto('about:blank');
    }
    await this.clearHttpCache();
  }

  private async clearHttpCache(): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Network.clearBrowserCache');
  }

  private async removeOfflineWorker(): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    const origin = new URL(this.baseUrl).origin;
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
  }

  private async forgetKeptData(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/robots.txt`);
    await this.page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('queries:') || key.startsWith('page:')) localStorage.removeItem(key);
      }
    });
    await this.page.goto('about:blank');
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

async function startOwnStack(): Promise<Stack> {
  // BENCH_BUILD=0 measures the build already in functions/lib and web/dist (to compare two builds).
  for (const workspace of process.env.BENCH_BUILD === '0' ? [] : ['functions', 'web']) {
    console.log(`Building ${workspace}…`);
    if (spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
      throw new Error(`${workspace} build failed`);
    }
  }
  console.log('Starting a private local stack…');
  const stack = await startStack({ ports: 'free' });
  if (signedInPages.length > 0 || answerPageNamed) {
    Object.assign(process.env, stack.env);
    console.log('Seeding the demo data…');
    const { seedDemoData } = await import('../seed/seed');
    await seedDemoData();
  }
  return stack;
}

/** The demo performer's address (emulator-data/fixtures/users.json), where the seeded requests went. */
const DEMO_PERFORMER_EMAIL = 'jordan.smith@scenecall.example';

/**
 * The one-click answer page as a request e-mail opens it (the link without its `answer`, so that
 * opening it only shows the request): a phone, no session, nothing cached.
 */
async function oneClickAnswerPath(): Promise<string> {
  const { waitForMail } = await import('../testing/mail');
  const mail = await waitForMail(DEMO_PERFORMER_EMAIL, /^Are you available\?/, 60_000);
  const link = /https?:\/\/\S+\/booking\/answer\?\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`The request e-mail to ${DEMO_PERFORMER_EMAIL} has no one-click link`);
  const url = new URL(link);
  url.searchParams.delete('answer');
  return `${url.pathname}${url.search}`;
}

/**
 * The set screen's path for the demo day on set (tools/seed/demo-workday.ts). A long-running
 * `npm start` (STACK_WEB_URL) has one such day per date it was seeded on: the newest is today's.
 */
async function newestDemoWorkday() {
  const [{ adminDb }, { PRODUCTION_DAYS_COLLECTION }, { DEMO_WORKDAY_TITLE }] = await Promise.all([
    import('../testing/users'),
    import('../../packages/shared/src/schemas/production'),
    import('../seed/demo-workday'),
  ]);
  const days = await adminDb().collection(PRODUCTION_DAYS_COLLECTION).where('title', '==', DEMO_WORKDAY_TITLE).get();
  const [day] = days.docs.sort((a, b) => String(b.get('firstDate')).localeCompare(String(a.get('firstDate'))));
  if (!day) throw new Error(`The demo data has no day titled ${DEMO_WORKDAY_TITLE}`);
  return day;
}

async function setScreenPath(): Promise<string> {
  const day = await newestDemoWorkday();
  return `/project/${String(day.get('projectId'))}/day/${day.id}/set`;
}

/** The demo performer's voucher of that day, waiting for his signature: the page its e-mail opens. */
async function demoVoucherPath(): Promise<string> {
  const [{ adminDb }, { VOUCHERS_COLLECTION }] = await Promise.all([
    import('../testing/users'),
    import('../../packages/shared/src/voucher-state'),
  ]);
  const day = await newestDemoWorkday();
  const performer = await adminDb().collection('users').where('email', '==', DEMO_PERFORMER_EMAIL).limit(1).get();
  const performerId = performer.docs[0]?.id;
  const vouchers = await adminDb()
    .collection(VOUCHERS_COLLECTION)
    .where('dayId', '==', day.id)
    .where('performerId', '==', performerId ?? '')
    .get();
  const voucher = vouchers.docs[0];
  if (!voucher) throw new Error(`The demo day on set has no voucher of ${DEMO_PERFORMER_EMAIL}`);
  return `/performer/vouchers/${voucher.id}`;
}

/** A page of a route with parameters is measured at the demo data's example of it. */
async function demoPathOf(page: SignedInPage): Promise<string> {
  if (!hostingSourceOf(page)) return page.path;
  if (page.path === paths.project.setScreen(':id', ':dayId')) return setScreenPath();
  if (page.path === paths.performer.voucher(':voucherId')) return demoVoucherPath();
  throw new Error(`${page.path}: the bench has no demo path for this route`);
}

async function main(): Promise<void> {
  const stack = process.env.STACK_WEB_URL ? undefined : await startOwnStack();
  const baseUrl = process.env.STACK_WEB_URL ?? stack!.urls.web;
  const chromium = await launchChromium();
  if (stack && process.env.BENCH_SERVER_NICE !== '0') {
    const threads = lowerServerPriority(process.pid, chromium.process.pid ? [chromium.process.pid] : []);
    console.log(
      `The stack and the bench's own process at nice ${SERVER_NICENESS} (${threads} threads); Chromium at 0.`,
    );
  }
  const rows: string[] = [];
  const signedInRows: string[] = [];
  const misses: string[] = [];
  try {
    for (const path of publicPages) {
      const figures = await medianOf(path, () => audit(`${baseUrl}${path}`, chromium.port, baseUrl));
      misses.push(...missedTargets(figures).map((what) => `${path}: ${what}`));
      rows.push(row(path, figures));
    }
    if (answerPageNamed) {
      const path = await oneClickAnswerPath();
      // No session: storage is cleared before each run, as for the public pages.
      const flags = { ...signedInFlags('mobile'), disableStorageReset: false };
      const figures = await medianOf(ONE_CLICK_LABEL, () => audit(`${baseUrl}${path}`, chromium.port, baseUrl, flags));
      misses.push(...missedSignedInTargets(figures, 'mobile').map((what) => `${ONE_CLICK_LABEL}: ${what}`));
      signedInRows.push(row(`${ONE_CLICK_LABEL} (mobile)`, figures));
    }
    if (signedInPages.length > 0) {
      const session = await Session.open(chromium.port, baseUrl);
      try {
        // One sign-in per role: the pages of a role one after another.
        const byRole = [...signedInPages].sort((a, b) => a.role.localeCompare(b.role));
        for (const page of byRole) {
          await session.signIn(page.role);
          const path = await demoPathOf(page);
          const flags = signedInFlags(page.device);
          const measure = async (label: string, prepare: () => Promise<void>) => {
            const figures = await medianOf(label, async () => {
              await prepare();
              return audit(`${baseUrl}${path}`, chromium.port, baseUrl, flags);
            });
            misses.push(...missedSignedInTargets(figures, page.device).map((what) => `${label}: ${what}`));
            signedInRows.push(row(label, figures));
          };
          if (page.role !== 'Performer') {
            await measure(`${page.path} (${page.device})`, () => session.beforeRun());
            continue;
          }
          for (const visit of VISITS) {
            await measure(`${page.path} (${visit})`, () => session.prepareVisit(visit, path));
          }
        }
      } finally {
        await session.close();
      }
    }
  } finally {
    const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
    chromium.process.kill('SIGTERM');
    await exited;
    try {
      rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // Chromium's helpers can still be writing there after it exits: a temp folder is not worth the figures.
      console.warn(`Could not remove Chromium's profile ${chromium.profile}: ${String(error)}`);
    }
    await stack?.stop();
  }
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`\nLighthouse 13.5.0, median of ${RUNS} runs (load average at the end: ${load})`);
  console.log(`Machine: ${machineLine()}`);
  if (rows.length > 0) {
    console.log('\nPublic pages: mobile preset, storage and HTTP cache cleared');
    console.log(HEADER);
    console.log(rows.join('\n'));
  }
  if (signedInRows.length > 0) {
    console.log(
      `\nSigned-in pages: session kept; mobile = 360×780, simulated 4× CPU and slow 4G (throttling ${constants.throttling.mobileSlow4G.cpuSlowdownMultiplier}×, method simulate); desktop = unthrottled.` +
        `\n  Performer pages, first: kept query cache and pages removed, no service worker, HTTP cache cleared.` +
        `\n  Performer pages, returning: the page opened and left once (data and look kept), service worker installed, HTTP cache cleared.` +
        `\n  Staff pages: ${FORGET_DATA ? 'kept query cache and pages removed, ' : ''}HTTP cache, service worker and Cache Storage cleared.`,
    );
    console.log(HEADER);
    console.log(signedInRows.join('\n'));
  }
  console.log(
    "\nTBT (CPU): Lighthouse's definition from each task's CPU time instead of its wall time, which on a busy machine includes waiting for a core (tools/bench/cpu-tbt.ts; it assumes the mobile preset's 4× slowdown).",
  );
  console.log('JS: the scripts the page fetched, gzip, KB = 1024 B (route budget ' + `${ROUTE_BUDGET_KB} KB).`);
  console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
  process.exitCode = misses.length ? 1 : 0;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
