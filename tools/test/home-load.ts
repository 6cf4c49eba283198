/**
 * What the browser downloads for `/`: the built app served as Hosting serves it (prerendered pages,
 * clean URLs, every other path rewritten to the SPA shell), `/` loaded in Chromium at phone and
 * desktop width, and every script response recorded until the network has been idle. Bodies are
 * gzipped here (zlib's default level, as a server sends them) since the little server sends them
 * plain.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { testChromiumPath, VIEWPORTS } from '../testing/browser';

export interface LoadedScript {
  url: string;
  gzipBytes: number;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file Hosting answers a path with (firebase.json: cleanUrls, and `**` rewritten to /app.html). */
export function hostedFile(distDir: string, pathname: string): string {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = join(distDir, candidate);
    if (file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return join(distDir, 'app.html');
}

function serve(distDir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/')) {
      response.writeHead(404).end();
      return;
    }
    const file = hostedFile(distDir, pathname);
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The scripts `/` loads at a viewport, until the network is idle (lazy chunks the page asks for on its own included). */
async function scriptsOfHome(baseUrl: string, viewport: keyof typeof VIEWPORTS): Promise<LoadedScript[]> {
  const browser = await chromium.launch({
    executablePath: testChromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl });
    const page = await context.newPage();
    const pending: Promise<LoadedScript | null>[] = [];
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
      if (!isScript) return;
      pending.push(
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // The app renders in idle time after the route's chunk: wait for it, then for the network again.
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
    const unique = new Map(scripts.map((script) => [script.url, script]));
    return [...unique.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}

/** Loads `/` from the built app at phone and desktop width; answers the scripts of each. */
export async function measureHomeLoad(distDir: string): Promise<Record<keyof typeof VIEWPORTS, LoadedScript[]>> {
  const server = await serve(distDir);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return {
      mobile: await scriptsOfHome(baseUrl, 'mobile'),
      desktop: await scriptsOfHome(baseUrl, 'desktop'),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
