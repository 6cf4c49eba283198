/** Browser tests drive the system Chromium with playwright-core (no browser download). */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchPage } from './page-diagnostics';
import { stackEnv } from './stack-env';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The full browser: what the Lighthouse bench measures, as a performer's phone runs it. */
export function chromiumPath(): string {
  const found = CANDIDATES.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) {
    throw new Error(
      'No Chromium found (looked in /usr/bin/chromium and CHROMIUM_PATH). Install it: apt-get install -y chromium',
    );
  }
  return found;
}

/** Debian's package of Chromium's headless shell, the build Playwright itself runs headless tests in. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: Chromium's headless shell when installed (the same Blink and V8
 * without the browser's UI layer: about 40 % less CPU on the same test files, see
 * docs/decisions/chromium-headless-shell.md), else the full browser. CHROMIUM_PATH overrides both.
 */
export function testChromiumPath(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}

/**
 * How long a page action or wait may take before it fails. Playwright's 30 s default is a clock, not
 * an event: on a developer's busy machine (load average 18 on 2 cores) a page's first load alone
 * took longer. Below the browser tests' 90 s test timeout, so a stuck wait still names its locator.
 */
export const PAGE_WAIT_MS = 75_000;

/**
 * Pages in tests hold still: CSS animations and transitions end at once (as Playwright's
 * screenshots make them). Spinners, skeletons and ripples otherwise repaint every frame while a test
 * waits: about a sixth of Chromium's renderer time in the browser stage (docs/performance.md). What
 * a test asserts never depends on them: MUI's dialogs and menus time their transitions in script,
 * and the carousel's rotation is a timer.
 */
const STILL_PAGES = `(() => {
  const still = () => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
    document.head.append(style);
  };
  if (document.head) still();
  else document.addEventListener('DOMContentLoaded', still, { once: true });
})();`;

/** Every context the browser opens waits up to PAGE_WAIT_MS and holds still, however the test opened it. */
function withTestContexts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.setDefaultTimeout(PAGE_WAIT_MS);
    context.setDefaultNavigationTimeout(PAGE_WAIT_MS);
    await context.addInitScript({ content: STILL_PAGES });
    context.on('page', watchPage);
    return context;
  };
  return browser;
}

function launch(extraArgs: readonly string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: testChromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * The browser a file sees when it shares its worker's Chromium: the contexts it opens are its own,
 * and closing it closes them, not the browser (the next file in the worker reuses it).
 */
function forOneFile(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (...args) => {
    const context = await browser.newContext(...args);
    opened.add(context);
    context.on('close', () => opened.delete(context));
    return context;
  };
  const newPage: Browser['newPage'] = async (...args) => {
    const page = await browser.newPage(...args);
    opened.add(page.context());
    return page;
  };
  const close: Browser['close'] = async () => {
    await Promise.all([...opened].map((context) => context.close()));
  };
  const own: Partial<Browser> = { newContext, newPage, close, contexts: () => [...opened] };
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property in own) return own[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * Chromium for a test file. Files in one vitest worker share one Chromium (each launch cost about a
 * second of CPU, 45 files a run), each file with its own contexts; a file that needs other switches
 * (`extraArgs`: the set screen's test feeds a fake camera) gets a browser of its own.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (extraArgs.length > 0) return withTestContexts(await launch(extraArgs));
  workerBrowser ??= launch([]).then(withTestContexts);
  const browser = await workerBrowser;
  if (browser.isConnected()) return forOneFile(browser);
  workerBrowser = undefined;
  return launchBrowser();
}

export const VIEWPORTS = {
  mobile: { width: 360, height: 780 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function openPage(
  browser: Browser,
  path: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: stackEnv().webUrl });
  const page = await context.newPage();
  watchPage(page);
  await gotoApp(page, path);
  return { context, page };
}

/**
 * Opens a path and waits until the app has taken over (prerendered public pages are static HTML
 * until then: buttons are inert and no effects run).
 */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}

/**
 * Resolves once the app in the page has started. A locator wait, polled by Playwright, not
 * `waitForFunction`, which runs its check on every animation frame and keeps the page producing
 * frames while it waits (about 0.7 s of Chromium's CPU per 10 s waited: docs/performance.md).
 */
export function appReady(page: Page): Promise<void> {
  return page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * Opens a path inside the running app as a link to it would, through the router's history, without
 * loading the app again (about a third of a full load's CPU in Chromium: docs/performance.md). Loads
 * it when the app has not started in this page yet.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const running = await page.evaluate(() => document.documentElement.dataset.appReady === 'true').catch(() => false);
  if (!running) return gotoApp(page, path);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Scrolls the page to `top` and resolves once the scroll event has been handled and two frames
 * have passed (handlers that wait for the next frame, as the header's and the progress bar's do,
 * have run). When the page cannot move there (already at it), no scroll event comes: two frames.
 */
export async function scrollPageTo(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((done) => {
        const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => done()));
        const before = window.scrollY;
        addEventListener('scroll', frames, { once: true });
        scrollTo(0, y);
        if (window.scrollY === before) {
          removeEventListener('scroll', frames);
          frames();
        }
      }),
    top,
  );
}
