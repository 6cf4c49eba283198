/** The accessibility check every browser test relies on finds what it should, on each new document. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, seriousAxeViolations } from '../tools/testing/axe';
import { gotoApp, launchBrowser, openPage } from '../tools/testing/browser';

describe('the accessibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('passes a clean page, fails one with a nameless button and an image without text, again after a navigation', async () => {
    const { context, page } = await openPage(browser, '/status');
    await expectNoAxeViolations(page, 'status page');
    const spoil = () =>
      page.evaluate(() => {
        const main = document.querySelector('main') ?? document.body;
        main.insertAdjacentHTML('beforeend', '<button type="button"></button><img src="/favicon.svg">');
      });
    await spoil();
    await expect(expectNoAxeViolations(page, 'spoiled')).rejects.toThrow(
      /button-name[\s\S]*image-alt|image-alt[\s\S]*button-name/,
    );
    expect((await seriousAxeViolations(page)).map((line) => line.split(':')[0]).sort()).toEqual([
      'button-name',
      'image-alt',
    ]);

    await gotoApp(page, '/contact');
    await expectNoAxeViolations(page, 'contact page');
    await spoil();
    await expect(expectNoAxeViolations(page, 'spoiled again')).rejects.toThrow(/image-alt/);
    await context.close();
  });
});
