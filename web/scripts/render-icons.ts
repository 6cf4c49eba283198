/**
 * Renders the installable app's PNG icons from the logo (public/favicon.svg) into public/icons.
 * Run by hand when the logo changes: `npx tsx web/scripts/render-icons.ts`. The maskable icon
 * keeps the logo inside the middle 80% that every launcher's mask leaves visible.
 */
import { readFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromiumPath } from '../../tools/testing/browser';
import { chromium } from 'playwright-core';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];
const BRAND = '#0b3d91';

const pageFor = (svg: string, size: number, maskable: boolean) => {
  const logo = maskable ? Math.round(size * 0.8) : size;
  return `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BRAND : 'transparent'}">
  <div style="width:${logo}px;height:${logo}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`;
};

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const svg = await readFile(join(PUBLIC, 'favicon.svg'), 'utf8');
await mkdir(join(PUBLIC, 'icons'), { recursive: true });
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(pageFor(svg, icon.size, icon.maskable));
  await page.screenshot({ path: join(PUBLIC, 'icons', icon.file), omitBackground: !icon.maskable });
  await page.close();
}
await browser.close();
