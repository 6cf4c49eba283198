import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, launchBrowser, scrollPageTo, VIEWPORTS } from '../../tools/testing/browser';
import { stackEnv } from '../../tools/testing/stack-env';

const activeSlideTitle = (page: Page) =>
  page.locator('[data-testid="spotlight-slide"][data-active="true"] h3').textContent();

/**
 * Pauses the page's clock, so it moves only by runFor however loaded the machine is, and restarts
 * the carousel's interval at the paused instant: hovering clears its timer, leaving starts a new one.
 */
async function pauseClockWithFullInterval(page: Page) {
  await page.getByTestId('spotlight-carousel').hover();
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 5000);
  await page.mouse.move(5, 5);
}

async function openHome(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  options: { clock?: boolean; reducedMotion?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: stackEnv().webUrl,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  await gotoApp(page, '/');
  await page.locator('main h1').waitFor();
  if (options.clock) await pauseClockWithFullInterval(page);
  return { context, page };
}

describe('home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has the banner, the six guides, Full guide and the Register promo', async () => {
    const { context, page } = await openHome(browser, 'desktop');
    await expect(page.getByText('REDEFINING BACKGROUND WORK').isVisible()).resolves.toBe(true);
    await expect(page.locator('main h1').textContent()).resolves.toBe("Who's really behind every great scene?");
    await expect(page.getByRole('link', { name: 'Learn more' }).getAttribute('href')).resolves.toBe('/about-us');
    await expect(page.getByRole('heading', { name: 'Universal simplicity' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('tab', { name: 'Performers' }).getAttribute('aria-selected')).resolves.toBe('true');
    const guides = page.locator('section[aria-labelledby="guides-title"] li a');
    await expect(guides.count()).resolves.toBe(6);
    await expect(page.getByRole('link', { name: 'Full guide' }).getAttribute('href')).resolves.toBe('/actors-guide');
    await expect(page.getByRole('heading', { name: 'No ordinary gig' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Register' }).getAttribute('href')).resolves.toBe('/registration');
    await context.close();
  });

  it('auto-advances the carousel every 7500 ms and wraps from the last slide to the first', async () => {
    const { context, page } = await openHome(browser, 'desktop', { clock: true });
    const carousel = page.getByTestId('spotlight-carousel');
    await carousel.waitFor();
    await expect(carousel.getAttribute('aria-roledescription')).resolves.toBe('carousel');
    await expect(activeSlideTitle(page)).resolves.toBe('Reliability');
    await expect(page.locator('[aria-live="off"] [data-testid="spotlight-slide"]').count()).resolves.toBe(3);
    await page.clock.runFor(7499);
    await expect(activeSlideTitle(page)).resolves.toBe('Reliability');
    await page.clock.runFor(1);
    await expect(activeSlideTitle(page)).resolves.toBe('Convenience');
    await page.clock.runFor(7500);
    await expect(activeSlideTitle(page)).resolves.toBe('Efficiency');
    await page.clock.runFor(7500);
    await expect(activeSlideTitle(page)).resolves.toBe('Reliability');
    await context.close();
  });

  it('previous and next move one slide and wrap; focus stops the rotation and makes the slides live', async () => {
    const { context, page } = await openHome(browser, 'desktop', { clock: true });
    await page.getByTestId('spotlight-carousel').waitFor();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlideTitle(page)).resolves.toBe('Convenience');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlideTitle(page)).resolves.toBe('Efficiency');
    await expect(page.locator('[aria-live="polite"] [data-testid="spotlight-slide"]').count()).resolves.toBe(3);
    await page.clock.runFor(15_000);
    await expect(activeSlideTitle(page)).resolves.toBe('Efficiency');
    await page.getByRole('button', { name: 'Show slide 2: Convenience' }).click();
    await expect(activeSlideTitle(page)).resolves.toBe('Convenience');
    await context.close();
  });

  it('pauses while hovered and by its stop button', async () => {
    const { context, page } = await openHome(browser, 'desktop', { clock: true });
    const carousel = page.getByTestId('spotlight-carousel');
    await carousel.hover();
    await page.clock.runFor(8000);
    await expect(activeSlideTitle(page)).resolves.toBe('Reliability');
    await page.mouse.move(5, 5);
    await page.clock.runFor(7500);
    await expect(activeSlideTitle(page)).resolves.toBe('Convenience');
    await page.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(16_000);
    await expect(activeSlideTitle(page)).resolves.toBe('Convenience');
    await expect(page.getByRole('button', { name: 'Start automatic slide show' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('never rotates for prefers-reduced-motion', async () => {
    const { context, page } = await openHome(browser, 'desktop', { clock: true, reducedMotion: true });
    await page.getByTestId('spotlight-carousel').waitFor();
    await page.clock.runFor(20_000);
    await expect(activeSlideTitle(page)).resolves.toBe('Reliability');
    await expect(page.getByRole('button', { name: 'Stop automatic slide show' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the three slides as stacked cards below 1024 px', async () => {
    const { context, page } = await openHome(browser, 'mobile');
    await expect(page.getByTestId('spotlight-carousel').count()).resolves.toBe(0);
    for (const title of ['Reliability', 'Convenience', 'Efficiency']) {
      await expect(page.getByRole('heading', { name: title }).isVisible()).resolves.toBe(true);
    }
    await context.close();
  });

  it('grows the scroll indicator to 6x over 700 px, then fades it over 500 px', async () => {
    const { context, page } = await openHome(browser, 'mobile');
    const indicator = page.getByTestId('scroll-indicator');
    const styleAt = async (y: number) => {
      await scrollPageTo(page, y);
      return indicator.evaluate((bar) => ({ transform: bar.style.transform, opacity: bar.style.opacity }));
    };
    await expect(styleAt(350)).resolves.toEqual({ transform: 'scaleX(3.5)', opacity: '1' });
    await expect(styleAt(950)).resolves.toEqual({ transform: 'scaleX(6)', opacity: '0.5' });
    await expect(styleAt(1300)).resolves.toEqual({ transform: 'scaleX(6)', opacity: '0' });
    await context.close();
  });
});
