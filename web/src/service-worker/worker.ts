/**
 * The offline worker (/sw.js, built by vite.config.ts): the app opens without a connection once
 * visited. Pages are network first (a fresh build when online), falling back to the copy kept when
 * last seen, else the shell; hashed chunks are cache first. A new build is a new worker that takes
 * over at once and deletes the previous build's caches.
 */
import { appFilesAmong, BUILD_PLACEHOLDER, cacheNames, requestKind, SHELL_URL, type BuildFiles } from './cache-policy';

/** The few worker types used here (the web workspace compiles with the DOM library, not WebWorker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventOf extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventOf) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const build = JSON.parse(BUILD_PLACEHOLDER) as BuildFiles;
const names = cacheNames(build.version);
const origin = scope.location.origin;

async function precache(): Promise<void> {
  const files = await caches.open(names.files);
  await files.addAll(build.precache.filter((url) => url !== SHELL_URL));
  await (await caches.open(names.pages)).add(SHELL_URL);
}

async function deleteOtherBuilds(): Promise<void> {
  const current = new Set(Object.values(names));
  await Promise.all((await caches.keys()).filter((name) => !current.has(name)).map((name) => caches.delete(name)));
}

async function pageFirstFromNetwork(request: Request): Promise<Response> {
  const pages = await caches.open(names.pages);
  try {
    const response = await fetch(request);
    if (response.ok) await pages.put(new URL(request.url).pathname, response.clone());
    return response;
  } catch (error) {
    const kept = (await pages.match(new URL(request.url).pathname)) ?? (await pages.match(SHELL_URL));
    if (kept) return kept;
    throw error;
  }
}

async function fileFromCache(request: Request): Promise<Response> {
  const files = await caches.open(names.files);
  const kept = await files.match(request.url);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await files.put(request.url, response.clone());
  return response;
}

/** The page that registered the worker sends what it loaded before the worker was there. */
async function keepLoaded(data: unknown): Promise<void> {
  if (typeof data !== 'object' || data === null || !('loaded' in data) || !Array.isArray(data.loaded)) return;
  const urls = data.loaded.filter((url): url is string => typeof url === 'string');
  const files = await caches.open(names.files);
  const missing = [];
  for (const url of appFilesAmong(urls, origin)) if (!(await files.match(url))) missing.push(url);
  await files.addAll(missing);
  if (
    'page' in data &&
    typeof data.page === 'string' &&
    requestKind({ method: 'GET', mode: 'navigate', url: data.page }, origin) === 'page'
  ) {
    await (await caches.open(names.pages)).add(new URL(data.page).pathname);
  }
}

scope.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(deleteOtherBuilds().then(() => scope.clients.claim()));
});

scope.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, origin);
  if (kind === 'page') event.respondWith(pageFirstFromNetwork(event.request));
  if (kind === 'file') event.respondWith(fileFromCache(event.request));
});

scope.addEventListener('message', (event) => {
  event.waitUntil(keepLoaded(event.data).catch(() => undefined));
});
