import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile } from '../../packages/shared/src/profile-test-fixtures';
import { gotoApp, launchBrowser, VIEWPORTS } from '../../tools/testing/browser';
import { stackEnv } from '../../tools/testing/stack-env';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import { daysAgo, fillCard, fillPaymentForm } from '../payments/payment-steps';
import { choosePicture, makePng } from '../profile/profile-steps';
import { logIn, waitForPath } from '../auth/auth-steps';
import { PUBLIC_PAGES } from '../public-site/public-pages';
import { pathWith, SIGNED_IN_PAGES } from '../../web/scripts/signed-in-pages';

/** A 1 x 1 PNG, stored as the performer's pictures. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Every `securitypolicyviolation` event of every page the context opens (recorded from before the
 * page's own scripts run), and every console message about the Content Security Policy.
 */
async function watchViolations(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  // Each document has its own list: read it before the page is left.
  return async () => [...(await page.evaluate(() => window.cspViolations?.splice(0) ?? [])), ...fromConsole.splice(0)];
}

describe('the app under its Content-Security-Policy', () => {
  let browser: Browser;
  let performer: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    const noPictures = { keyName: null, fullBodyKeyName: null, documentKeyName: null, whasaKeyName: null };
    performer = await createTestUser({ role: 'Performer', profile: { ...completeProfile(), ...noPictures } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the security headers on pages', async () => {
    for (const path of ['/', '/login', '/performer/commissions']) {
      const response = await fetch(`${stackEnv().webUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      // Inline scripts only by hash: the page loader's and the kept page look's.
      expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/js\.stripe\.com/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+/);
      expect(response.headers.get('permissions-policy'), path).toContain('camera=(self)');
    }
  });

  it("sends the scripts without the pages' policies, which only documents and workers read", async () => {
    const home = await (await fetch(`${stackEnv().webUrl}/`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
    expect(script).toBeDefined();
    const response = await fetch(`${stackEnv().webUrl}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('permissions-policy')).toBeNull();
  });

  it('walks the public pages, login, the performer area and the card step with no violation', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: stackEnv().webUrl });
    const page = await context.newPage();
    const violations = await watchViolations(context, page);
    const seen: string[] = [];
    const visit = async (path: string) => {
      seen.push(...(await violations()));
      await gotoApp(page, path);
      await page.locator('main h1').first().waitFor();
      seen.push(...(await violations()));
    };

    // The policy is enforced, and the watcher sees what it blocks: an injected inline script.
    await visit('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
    });
    const control: string[] = [];
    const reported = async () => {
      control.push(...(await violations()));
      const event = control.some((line) => line.startsWith('script-src-elem blocked inline'));
      const logged = control.some((line) => /inline script violates the following Content Security Policy/.test(line));
      return event && logged;
    };
    await expect.poll(reported).toBe(true);
    expect(await page.evaluate(() => 'injectedRan' in window)).toBe(false);

    for (const path of [...PUBLIC_PAGES, '/registration', '/status']) await visit(path);
    await visit('/login');
    await logIn(page, performer.tel, performer.password);
    await waitForPath(page, '/performer');
    await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();

    await visit('/performer/update-profile');
    await choosePicture(page, 'Identity Document Image', await makePng(page, '#27ae60'), false);
    await page.getByAltText('Identity Document Image preview').waitFor();
    seen.push(...(await violations()));

    await visit('/performer/commissions');
    await fillPaymentForm(page, {
      production: `Policy ${Date.now().toString(36)}`,
      dates: [daysAgo(1)],
      amount: '120',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('dialog', { name: 'Successful payment' }).waitFor();
    seen.push(...(await violations()));

    expect(seen).toEqual([]);
    await context.close();
  });

  // Pictures are shown through object URLs: keeping the page (lib/kept-page.ts) must not load them again.
  it("keeps the performer's page and the Admin's user page, pictures and all, with no violation", async () => {
    const { savePicture } = await import('../../functions/src/features/profile/pictures/pictures.repository');
    const pictured = await createTestUser({ role: 'Performer', profile: completeProfile() });
    const admin = await createTestUser({ role: 'Admin' });
    const keys = completeProfile();
    const own = (key?: string | null) => (key ?? '').replace('uid1', pictured.uid);
    const png = Buffer.from(PNG_BASE64, 'base64');
    for (const key of [keys.keyName, keys.fullBodyKeyName, keys.documentKeyName, keys.whasaKeyName]) {
      await savePicture(own(key), png, 'image/png', pictured.uid);
    }
    await adminDb()
      .doc(`users/${pictured.uid}`)
      .update({
        'profile.keyName': own(keys.keyName),
        'profile.fullBodyKeyName': own(keys.fullBodyKeyName),
        'profile.documentKeyName': own(keys.documentKeyName),
        'profile.whasaKeyName': own(keys.whasaKeyName),
      });
    const seen: string[] = [];
    /** Opens the page, waits for its pictures, leaves it (kept) and opens it again from its kept look. */
    const keptTwice = async (user: TestUser, path: string) => {
      const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: stackEnv().webUrl });
      const page = await context.newPage();
      const violations = await watchViolations(context, page);
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`console error on ${path}: ${message.text()}`);
      });
      await gotoApp(page, '/login');
      await logIn(page, user.tel, user.password);
      await page.waitForURL((url) => url.pathname !== '/login');
      for (let visit = 0; visit < 2; visit += 1) {
        await gotoApp(page, path);
        await page.locator('main h1').first().waitFor();
        await page.locator('main img[src^="blob:"]').first().waitFor();
        await page.waitForLoadState('networkidle');
        seen.push(...(await violations()));
      }
      await context.close();
    };
    await keptTwice(pictured, '/performer');
    await keptTwice(admin, `/admin/user/${pictured.uid}`);
    expect(seen).toEqual([]);
  });

  // A staff page's first visit runs the page loader's order (its large chunks fetched before the
  // reads): a chunk with zod must not run before the entry has turned zod's eval probe off.
  it("opens each staff page's HTML on a first visit with no violation", async () => {
    for (const role of ['Casting', 'Admin'] as const) {
      const user = await createTestUser({ role });
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: stackEnv().webUrl });
      const page = await context.newPage();
      const violations = await watchViolations(context, page);
      await gotoApp(page, '/login');
      await logIn(page, user.tel, user.password);
      await page.waitForURL((url) => url.pathname !== '/login');
      const seen: string[] = [];
      for (const listed of SIGNED_IN_PAGES.filter((signedIn) => signedIn.role === role)) {
        // A route's HTML runs the same for any day: one the user cannot open shows its error.
        await gotoApp(
          page,
          pathWith(listed, (name) => `unknown-${name}`),
        );
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        seen.push(...(await violations()));
      }
      expect(seen).toEqual([]);
      await context.close();
    }
  });
});
