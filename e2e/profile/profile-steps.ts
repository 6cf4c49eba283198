/** Steps of the performer-area browser tests. */
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../../tools/testing/axe';

/** Serious and critical accessibility violations on the page as it is now. */
export const axeViolations = seriousAxeViolations;

/** A PNG (600×800 unless told) drawn by the page's own canvas: a real picture to crop and upload. */
export async function makePng(page: Page, colour: string, size = { width: 600, height: 800 }): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ fill, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#fff';
      context.fillRect(width / 3, height / 4, width / 3, height / 3);
      return canvas.toDataURL('image/png');
    },
    { fill: colour, ...size },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * Picks an option of a MUI select (by the profile field's name) as a person does: once its menu has
 * grown in, and on to the next field once the menu has gone (on a busy machine, an option clicked
 * while the menu still moved left it open).
 */
export async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.locator(`#profile-${field}[role="combobox"]`).click();
  const menu = page.getByRole('listbox');
  // A transition replaced by another is cancelled, and its `finished` rejects: over all the same.
  await menu.evaluate(async (list) => {
    const moving = (list.closest('.MuiPaper-root') ?? list).getAnimations();
    await Promise.allSettled(moving.map((animation) => animation.finished));
  });
  await menu.getByRole('option', { name: option, exact: true }).click();
  await menu.waitFor({ state: 'detached' });
}

export async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await page.locator(`input[name="${name}"]`).fill(text);
}

export async function typePhone(page: Page, name: string, tel: string): Promise<void> {
  const field = page.locator(`input[name="${name}"]`);
  await field.click();
  await field.pressSequentially(tel.replace(/\D/g, '').slice(1));
}

export async function choosePicture(page: Page, label: string, png: Buffer, crop: boolean): Promise<void> {
  await page
    .locator(`input[aria-label="${label}"]`)
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  if (!crop) return;
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('crop-area').locator('img').waitFor();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** How the preview of a picture field fits its box ('cover' crops, 'contain' shows it whole). */
export const previewFit = (page: Page, label: string) =>
  page.getByAltText(`${label} preview`).evaluate((image) => getComputedStyle(image).objectFit);

/** The window's vertical scroll, in whole pixels. */
export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** True when the page is wider than the window (horizontal scrolling). */
export const overflowsHorizontally = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
