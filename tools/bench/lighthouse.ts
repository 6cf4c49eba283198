/**
 * `npm run bench:web`: Lighthouse 12 (mobile preset, simulated throttling) against the built web
 * app served by a private local stack, 3 runs per page, medians printed. Exit 1 when a target is
 * missed. Uses STACK_WEB_URL when set (an already running stack) instead of starting one.
 * `npm run bench:web -- /registration /login` measures only the pages named.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { ROOT } from '../stack/firebase-config';
import { startStack, type Stack } from '../stack/stack';
import { chromiumPath } from '../testing/browser';
import { cpuTimeTbt, type TraceTask } from './cpu-tbt';
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
];
const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : PUBLIC_PAGES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, seo: 95, lcpMs: 2000, cls: 0.05, tbtMs: 200 };

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  cpuTbtMs: number;
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

async function audit(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const traceEvents = (result.artifacts.Trace?.traceEvents ?? []) as unknown as TraceTask[];
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    cpuTbtMs: cpuTimeTbt(traceEvents),
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

async function main(): Promise<void> {
  let stack: Stack | undefined;
  let baseUrl = process.env.STACK_WEB_URL;
  if (!baseUrl) {
    console.log('Building the web app…');
    if (spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
      throw new Error('web build failed');
    }
    console.log('Starting a private local stack…');
    stack = await startStack({ ports: 'free' });
    baseUrl = stack.urls.web;
  }
  const chromium = await launchChromium();
  const rows: string[] = [];
  const misses: string[] = [];
  try {
    for (const path of PAGES) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        runs.push(await audit(`${baseUrl}${path}`, chromium.port));
        process.stdout.write(`  ${path} run ${run}/${RUNS} done\n`);
      }
      const pick = (key: keyof RunFigures) => median(runs.map((figures) => figures[key]));
      const figures: RunFigures = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        cpuTbtMs: pick('cpuTbtMs'),
      };
      const missed = missedTargets(figures);
      misses.push(...missed.map((what) => `${path}: ${what}`));
      rows.push(
        [
          path.padEnd(34),
          String(figures.performance).padStart(5),
          String(figures.accessibility).padStart(5),
          String(figures.bestPractices).padStart(5),
          String(figures.seo).padStart(5),
          `${(figures.lcpMs / 1000).toFixed(2)} s`.padStart(8),
          figures.cls.toFixed(3).padStart(7),
          `${Math.round(figures.tbtMs)} ms`.padStart(8),
          `${Math.round(figures.cpuTbtMs)} ms`.padStart(9),
        ].join(' '),
      );
    }
  } finally {
    const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
    chromium.process.kill('SIGTERM');
    await exited;
    rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 5 });
    await stack?.stop();
  }
  console.log(
    `\nLighthouse 12.8.2, mobile preset, median of ${RUNS} runs (load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  console.log(
    `${'page'.padEnd(34)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)} ${'LCP'.padStart(8)} ${'CLS'.padStart(7)} ${'TBT'.padStart(8)} ${'TBT (CPU)'.padStart(9)}`,
  );
  console.log(rows.join('\n'));
  console.log(
    "TBT (CPU): Lighthouse's definition from each task's CPU time instead of its wall time, which on a busy machine includes waiting for a core (tools/bench/cpu-tbt.ts).",
  );
  console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
  process.exitCode = misses.length ? 1 : 0;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
