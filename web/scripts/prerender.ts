/**
 * Post-build prerender (`npm run build -w web` runs it after `vite build`): renders the public pages
 * of the built app in headless Chromium and writes what they show to static HTML, so their text is
 * in the first response and paints before any JavaScript runs.
 *
 * - dist/app.html: the untouched SPA shell, Hosting's `**` rewrite target (every other route).
 * - dist/index.html (`/`) and dist/<path>.html for the other public pages (Hosting `cleanUrls`).
 * - dist/<path>.html for the signed-in pages of signed-in-pages.ts: the shell, a script that paints
 *   the signed-in user's kept look of the page from localStorage (kept-page-script.ts,
 *   lib/kept-page.ts), and the page loader with every chunk the page loads, recorded here by opening
 *   the page with a session hint of its role. Without the list the browser finds them level by level
 *   (entry, area routes, page and guard), a round trip each; the loader starts them all after the
 *   first paint. Firebase's SDK is left out: the page's reads carry the session hint's token and
 *   Firebase confirms the session after their first answer; only a page whose token has expired
 *   asks for it at once (page-loader.ts). The page's reads, recorded too, are asked for by the
 *   loader before any script (lib/early-responses.ts). A page with route parameters (a day's set
 *   screen) is one file that Hosting rewrites its route to (the build checks firebase.json for the
 *   rule); it is opened with stand-in values, and its reads are recorded with the parameters' names.
 *
 * Each page is loaded from a static server of dist at a phone's width (what Lighthouse's mobile
 * preset measures); `/api/**` never answers, so pages that read runtime data keep their skeleton.
 * Emotion inserts its rules through the CSSOM, so they are copied into a `<style data-emotion="css
 * id…">` tag listing the style ids they belong to: Emotion adopts that tag when the app starts and
 * does not compile and insert those styles again (that was most of the takeover's longest task).
 * The app then renders the same markup in place
 * (main.tsx waits for the route's chunk first). Until then buttons and form fields are `inert`,
 * so nothing typed or clicked before the app takes over is lost; links work as plain links.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, relative, sep } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { testChromiumPath } from '../../tools/testing/browser';
import { paths } from '../src/config/paths';
import { GUIDES } from '../src/features/guides/guide-catalog';
import { directiveSources, readPagesCsp } from './content-security-policy';
import { KEPT_PAGE_SCRIPT, keptPageTag } from './kept-page-script';
import { cspHashOf, inlineScriptsOf, pageLoaderTag, type EarlyReads } from './page-loader';
import { fileForSignedInPage, hostingSourceOf, pathWith, SIGNED_IN_PAGES, type SignedInPage } from './signed-in-pages';
import { LATER_HEAD_LINKS_ID } from '../src/lib/later-head-links';
import { JOBS_LIST_API, JOBS_TEMPLATES, withSlots, type JobsTemplate } from './jobs-page-templates';

const DIST = join(import.meta.dirname, '..', 'dist');
const FIREBASE_JSON = join(import.meta.dirname, '..', '..', 'firebase.json');
const SHELL = 'app.html';
export const PRERENDERED_PATHS: string[] = [
  paths.home,
  paths.aboutUs,
  paths.contact,
  paths.information,
  paths.actorsGuide,
  paths.login,
  paths.registration,
  ...Object.values(paths.legal),
  ...Object.values(GUIDES).map((guide) => paths.guide(guide.slug)),
];
/**
 * Public pages that show what their link's token names (the one-click answer page, opened from a
 * request e-mail or text on a phone; a guardian's consent page and guardian page, from their e-mail): prerendered in their loading state with a stand-in token,
 * so the heading and the reserved space paint from the HTML and the page's chunks are listed.
 */
const TOKEN_LINK_PATHS: string[] = [paths.bookingAnswer, paths.guardianConsent, paths.guardian];
const PRERENDER_TOKEN = 'prerender';
/** Lighthouse's mobile preset screen; CSS media queries are kept, so wider screens lay out as usual. */
const VIEWPORT = { width: 412, height: 823 };
// Generous: on a loaded 2-core machine (CI beside other stages) a page can take 20 s and more to settle.
const PAGE_TIMEOUT_MS = 60_000;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

/** `/` → index.html, `/information/actors/minors` → information/actors/minors.html. */
export const fileForPath = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** Serves dist like Hosting before this step: files as they are, any other path gets the shell. */
function serveDist(shell: string): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const file = normalize(join(DIST, pathname));
      if (file.startsWith(DIST + sep) && extname(file) && existsSync(file)) {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        response.end(await readFile(file));
        return;
      }
      response.writeHead(200, { 'content-type': TYPES['.html'] });
      response.end(shell);
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Snapshot {
  title: string;
  css: string;
  /** Emotion's ids of the styles in `css` (class `css-<id>`, `@keyframes <id>`). */
  styleIds: string[];
  body: string;
  scripts: string[];
}

/** Runs in the page once it has rendered: its title, Emotion's rules, the markup and the chunks it loaded. */
function snapshot(): Snapshot {
  const css = [...document.styleSheets]
    .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.hasAttribute('data-emotion'))
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  const styleIds = new Set<string>();
  for (const match of css.matchAll(/\.css-([\w-]+)|@keyframes ([\w-]+)/g)) styleIds.add(match[1] ?? match[2] ?? '');
  const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
  for (const control of root.querySelectorAll('button, input, select, textarea, [role="button"], [role="tab"]')) {
    control.setAttribute('inert', '');
  }
  const scripts = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js'));
  return { title: document.title, css, styleIds: [...styleIds], body: root.innerHTML, scripts };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SCRIPT_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/**
 * The app's manifest and home-screen icon: a phone's browser fetches the manifest and the icon it
 * names at once, and on a first visit they took a connection and bandwidth from the page's code.
 * Signed-in pages hold them in a template the app adds to the head once the page shows its content
 * (lib/later-head-links.ts). The favicon stays: without one the browser asks for /favicon.ico.
 */
const MANIFEST_LINKS = /(\s*<link rel="(?:manifest|apple-touch-icon)"[^>]*>)+/;

/** How Emotion recognises server-rendered styles for its default cache (key `css`). */
const EMOTION_TAG_START = '<style data-emotion="css ';

function emotionStyleTag(page: Snapshot): string {
  return `${EMOTION_TAG_START}${page.styleIds.join(' ')}">${page.css.replace(/<\//g, '<\\/')}</style>`;
}

function fillTemplate(shell: string, page: Snapshot): string {
  const entry = SCRIPT_TAG.exec(shell)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const shellPreloads = [...shell.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? '');
  // The shell's chunks then the entry run one per task; everything the page loaded is fetched first.
  const modules = [...shellPreloads, entry];
  const preloads = [...new Set([...modules, ...page.scripts])];
  const replaced = shell
    .replace(SCRIPT_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `    ${emotionStyleTag(page)}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.body}</div>\n    ${pageLoaderTag(modules, preloads)}`,
    );
  if (!replaced.includes(page.body) || !replaced.includes(EMOTION_TAG_START)) {
    throw new Error('dist/index.html does not have the expected <title>, </head> and <div id="root"></div>');
  }
  return replaced;
}

/** The chunks a page has fetched so far (runs in the page). */
function scriptsLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js'));
}

const QUIET_MS = 700;
/** The session hint's uid and ID token while a signed-in page's skeleton is taken. */
const STAND_IN_UID = 'prerender';
const STAND_IN_TOKEN = 'prerender-token';
/** A route parameter's value while its page's skeleton is taken (`:dayId` → `stand-in-dayId`). */
const STAND_IN_PARAMETER = /stand-in-(\w+)/g;
const standInFor = (name: string) => `stand-in-${name}`;

interface SignedInSnapshot extends Snapshot {
  /** The API reads the page made with the session before any answer (GET paths with their query). */
  dataRequests: string[];
}

/**
 * Opens a signed-in page with a session hint of its role (the API never answers, so the session
 * never resolves and the page stays in its loading state) and, once no chunk has come for a while,
 * takes that loading state (its skeleton) and the chunks it fetched.
 */
async function skeletonOfSignedInPage(
  context: BrowserContext,
  origin: string,
  page: SignedInPage,
): Promise<SignedInSnapshot> {
  const tab = await context.newPage();
  const dataRequests = new Set<string>();
  tab.on('request', (request) => {
    const url = new URL(request.url());
    const signedIn = request.headers().authorization === `Bearer ${STAND_IN_TOKEN}`;
    if (signedIn && request.method() === 'GET' && url.pathname.startsWith('/api/'))
      dataRequests.add(`${url.pathname}${url.search}`.replace(STAND_IN_PARAMETER, ':$1'));
  });
  try {
    // With a token, as after a login: the page then records what it loads before Firebase's restore.
    const hint = JSON.stringify({
      uid: STAND_IN_UID,
      role: page.role,
      expiresAt: Date.now() + 3_600_000,
      idToken: STAND_IN_TOKEN,
    });
    await tab.addInitScript((value) => localStorage.setItem('token', value), hint);
    await tab.goto(`${origin}${pathWith(page, standInFor)}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    let scripts: string[] = [];
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    for (;;) {
      await tab.waitForTimeout(QUIET_MS);
      const now = await tab.evaluate(scriptsLoaded);
      if (now.length === scripts.length || Date.now() > deadline) break;
      scripts = now;
    }
    await tab.locator('#main h1').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    // A link made from the stand-in uid (the Casting user's 'New project') or a stand-in parameter
    // (the set screen's 'Back to the day') waits for the app.
    const standIns = [STAND_IN_UID, standInFor('')];
    await tab.evaluate((values) => {
      for (const link of document.querySelectorAll('a[href]')) {
        if (!values.some((value) => link.getAttribute('href')?.includes(value))) continue;
        link.removeAttribute('href');
        link.setAttribute('inert', '');
      }
    }, standIns);
    const skeleton = await tab.evaluate(snapshot);
    if (standIns.some((value) => skeleton.body.includes(value)))
      throw new Error(`${page.path}: its skeleton names a stand-in uid or parameter`);
    return { ...skeleton, dataRequests: [...dataRequests] };
  } finally {
    await tab.close();
  }
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

/** The app's one import of Firebase Auth (the functions it uses, tree-shaken). */
const FIREBASE_AUTH_SDK = 'src/lib/firebase-auth-sdk.ts';
/** The chunks of the app's Firebase set-up, named after their modules (lib/firebase.ts, lib/runtime-config.ts). */
const SESSION_SET_UP_CHUNKS = ['firebase', 'runtime-config'];

interface SessionRestoreFiles {
  /** Firebase's SDK (its entries and what they import): never fetched before a page's first paint. */
  sdk: Set<string>;
  /** The SDK and the app's set-up: fetched at once when the session must be restored before any data. */
  all: Set<string>;
}

/** The files of the session's restore, from the build's manifest. */
async function sessionRestoreFiles(): Promise<SessionRestoreFiles> {
  const manifest = JSON.parse(await readFile(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const sdk = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || sdk.has(`/${chunk.file}`)) return;
    sdk.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) if (manifest[imported]?.file.includes('index.esm')) add(imported);
  };
  const isFirebase = (key: string) => key.includes('node_modules/firebase/') || key === FIREBASE_AUTH_SDK;
  for (const key of Object.keys(manifest)) if (isFirebase(key)) add(key);
  // What the restore loads besides the SDK: the chunks of lib/firebase.ts and lib/runtime-config.ts.
  const setUp = Object.values(manifest).flatMap((chunk) =>
    chunk.name && SESSION_SET_UP_CHUNKS.includes(chunk.name) ? [`/${chunk.file}`] : [],
  );
  return { sdk, all: new Set([...sdk, ...setUp]) };
}

/** Chunks of at least this size (gzip) are fetched with the shell's, before the page's reads. */
const LARGE_CHUNK_BYTES = 32 * 1024;

/**
 * A signed-in page's own chunks in the order the loader fetches them: on a phone's first visit the
 * page waits for all of them, and its six connections are the limit, so the largest go first, and
 * the large ones (MUI's) with the shell's chunks, before the page's reads. Fetched only: they run
 * when the app imports them (a chunk with zod run before the entry would probe for eval, which
 * the entry turns off).
 */
function orderPageChunks(chunks: string[]): { large: string[]; rest: string[] } {
  const bySize = chunks
    .map((chunk) => ({ chunk, bytes: gzipSync(readFileSync(join(DIST, chunk))).length }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    large: bySize.filter(({ bytes }) => bytes >= LARGE_CHUNK_BYTES).map(({ chunk }) => chunk),
    rest: bySize.filter(({ bytes }) => bytes < LARGE_CHUNK_BYTES).map(({ chunk }) => chunk),
  };
}

/**
 * A signed-in page's HTML: the shell with the page's skeleton (its loading state: heading, reserved
 * space, the footer below the fold) and its styles, the script that paints the user's kept look of
 * the page instead (kept-page-script.ts), then the page loader, which fetches every chunk the page
 * loads (Firebase's SDK left out) once that first paint is done, or at once when the skeleton
 * stays (nothing kept), with the session's restore too unless the hint's token is fresh
 * (page-loader.ts), and runs the shell's chunks and the entry in order. With a fresh token the
 * loader also asks for the page's reads at once (lib/early-responses.ts).
 */
function signedInHtml(
  shell: string,
  page: SignedInPage,
  skeleton: SignedInSnapshot,
  restore: SessionRestoreFiles,
): string {
  const entry = SCRIPT_TAG.exec(shell)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const shellModules = [...shell.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? '');
  const pageChunks = skeleton.scripts.filter((script) => !restore.sdk.has(script) && !shellModules.includes(script));
  const { large, rest } = orderPageChunks(pageChunks.filter((script) => script !== entry));
  const modules = [...shellModules, entry];
  const preloads = [...new Set([...modules, ...large, ...rest])];
  // With nothing kept to paint and no fresh token kept, the session's restore (Firebase) is on the
  // way to the page's data.
  const unpainted = [...restore.all].filter((file) => !preloads.includes(file));
  const html = shell
    .replace(SCRIPT_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(MANIFEST_LINKS, (links) => `\n    <template id="${LATER_HEAD_LINKS_ID}">${links.trim()}</template>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(skeleton.title)}</title>`)
    .replace('</head>', () => `    ${emotionStyleTag(skeleton)}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-skeleton="${page.role}">${skeleton.body}</div>\n    ${keptPageTag()}\n    ${pageLoaderTag(modules, preloads, unpainted, earlyReadsOf(page, skeleton), large.length)}`,
    );
  if (!html.includes(KEPT_PAGE_SCRIPT) || !html.includes(EMOTION_TAG_START) || !html.includes(LATER_HEAD_LINKS_ID)) {
    throw new Error('dist/index.html does not have the expected <title>, </head> and <div id="root"></div>');
  }
  return html;
}

function earlyReadsOf(page: SignedInPage, skeleton: SignedInSnapshot): EarlyReads {
  const reads = { role: page.role, paths: skeleton.dataRequests };
  return hostingSourceOf(page) ? { ...reads, route: page.path } : reads;
}

const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

/**
 * The shell with its favicon (a quarter of a kilobyte) in the HTML: fetched, it took one of a
 * phone's connections before the page's code on a signed-in page's first visit.
 */
async function withInlineFavicon(shell: string): Promise<string> {
  if (!shell.includes(FAVICON_LINK)) throw new Error(`dist/index.html has no ${FAVICON_LINK}`);
  const svg = (await readFile(join(DIST, 'favicon.svg'), 'utf8')).trim();
  const href = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return shell.replace(FAVICON_LINK, () => `<link rel="icon" href="${href}" type="image/svg+xml" />`);
}

async function writeSignedInPages(context: BrowserContext, origin: string, shell: string): Promise<string[]> {
  const written: string[] = [];
  const restore = await sessionRestoreFiles();
  const signedInShell = await withInlineFavicon(shell);
  for (const page of SIGNED_IN_PAGES) {
    const skeleton = await skeletonOfSignedInPage(context, origin, page);
    const file = join(DIST, fileForSignedInPage(page));
    await mkdir(dirname(file), { recursive: true });
    const html = signedInHtml(signedInShell, page, skeleton, restore);
    assertAllowedByCsp([{ path: page.path, html }]);
    assertRewrittenByHosting(page);
    await writeFile(file, html);
    written.push(`${relative(DIST, file)} (${skeleton.scripts.length} chunks, ${skeleton.dataRequests.length} reads)`);
  }
  return written;
}

interface HostingRewrite {
  source?: string;
  destination?: string;
}

/**
 * A page with route parameters is one file for every path of its route: Hosting must rewrite the
 * route to it ahead of its catch-all, or the page would open from the bare shell. Fails the build.
 */
function assertRewrittenByHosting(page: SignedInPage): void {
  const source = hostingSourceOf(page);
  if (!source) return;
  const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as { hosting: { rewrites?: HostingRewrite[] } };
  const rewrites = config.hosting.rewrites ?? [];
  const destination = `/${fileForSignedInPage(page)}`;
  const index = rewrites.findIndex((rewrite) => rewrite.source === source && rewrite.destination === destination);
  const catchAll = rewrites.findIndex((rewrite) => rewrite.source === '**');
  if (index < 0 || (catchAll >= 0 && catchAll < index)) {
    throw new Error(
      `${page.path}: firebase.json needs the rewrite { "source": "${source}", "destination": "${destination}" } before "**"`,
    );
  }
}

/**
 * Every inline script of a written page must be allowed by the policy Hosting serves, or the
 * browser would block it and the page would never become the app: fail the build instead.
 */
function assertAllowedByCsp(pages: { path: string; html: string }[]): void {
  const allowed = directiveSources(readPagesCsp(FIREBASE_JSON), 'script-src');
  for (const { path, html } of pages) {
    for (const script of inlineScriptsOf(html)) {
      const hash = cspHashOf(script);
      if (!allowed.includes(hash)) {
        throw new Error(`${path}: its inline script is not allowed by firebase.json's script-src: add ${hash}`);
      }
    }
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const shell = await readFile(join(DIST, 'index.html'), 'utf8');
  if (shell.includes(EMOTION_TAG_START))
    throw new Error('dist/index.html is already prerendered: run vite build first');
  await writeFile(join(DIST, SHELL), shell);
  let executablePath: string;
  try {
    executablePath = testChromiumPath();
  } catch (missing) {
    // The app works without it (every page renders in the browser); only first paint is later.
    console.warn(`prerender skipped: ${(missing as Error).message}`);
    return;
  }
  const server = await serveDist(shell);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'no-preference' });
    // Runtime data (e.g. /contact's agency details) is never answered: the page keeps its skeleton.
    await context.route('**/api/**', () => undefined);
    // /jobs is served by the API with its open calls (jobs-page-templates.ts): templates, not the page.
    const toRender: { path: string; url: string; file: string; template?: JobsTemplate }[] = [
      ...PRERENDERED_PATHS.map((path) => ({ path, url: path, file: fileForPath(path) })),
      ...TOKEN_LINK_PATHS.map((path) => ({ path, url: `${path}?token=${PRERENDER_TOKEN}`, file: fileForPath(path) })),
      ...JOBS_TEMPLATES.map((template) => ({ path: paths.jobs, url: paths.jobs, file: template.file, template })),
    ];
    const pages = await Promise.all(
      toRender.map(async ({ path, url, file, template }) => {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        if (template) await page.route(JOBS_LIST_API, (route) => route.fulfill({ json: template.calls }));
        await page.goto(`${origin}${url}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
        await page.locator('#main h1').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
        if (template) await page.locator('#main [aria-busy="false"]').waitFor({ timeout: PAGE_TIMEOUT_MS });
        // Let effects (document title) and late style insertions settle.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
        if (errors.length) throw new Error(`${path}: ${errors.join('; ')}`);
        const result = await page.evaluate(snapshot);
        if (new URL(page.url()).pathname !== path) throw new Error(`${path} redirected to ${page.url()}`);
        await page.close();
        return { path, file, result: template ? { ...result, body: withSlots(result.body, template) } : result };
      }),
    );
    const filled = pages.map(({ path, file, result }) => ({ path, file, html: fillTemplate(shell, result) }));
    assertAllowedByCsp(filled);
    for (const { file, html } of filled) {
      await mkdir(dirname(join(DIST, file)), { recursive: true });
      await writeFile(join(DIST, file), html);
    }
    const written = pages.map(({ file }) => file);
    console.log(`prerendered ${written.length} pages in ${Date.now() - started} ms: ${written.join(', ')}`);
    const signedIn = await writeSignedInPages(context, origin, shell);
    console.log(`signed-in pages with their kept look and chunks: ${signedIn.join(', ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
