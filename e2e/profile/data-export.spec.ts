/**
 * "Download my data" on the profile (issue 40, item 5) at 360 px: the performer asks for their
 * data, the card shows the file being built, then the download once the job has built it; the file
 * is a ZIP holding their profile as JSON, and the single-use link it came through is refused after.
 */
import { readFile } from 'node:fs/promises';
import { DATA_EXPORT_STATE_TEXT, type DataExportLink } from '@scenecall/shared';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { launchBrowser } from '../../tools/testing/browser';
import { openSignedIn } from '../../tools/testing/signed-in';
import { stackEnv } from '../../tools/testing/stack-env';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { runWorkerLoop } from '../../tools/testing/worker';

describe('download my data', () => {
  let browser: Browser;
  let performer: TestUser;
  const lastName = `Export${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await createTestUser({
      role: 'Performer',
      profile: { firstName: 'Dana', lastName, unionStatus: 'Non-Union' },
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('builds the ZIP by a job, downloads it once through a single-use link, at 360 px', async () => {
    const { context, page } = await openSignedIn(browser, performer, '/performer', 'mobile');
    const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Download my data' }) });
    const state = card.getByTestId('data-export-state');

    await card.getByRole('button', { name: 'Download my data' }).click();
    await state.filter({ hasText: DATA_EXPORT_STATE_TEXT.requested }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await expectNoAxeViolations(page, 'data export requested');

    expect(await runWorkerLoop('data-exports')).toBe(true);
    // The card asks again every few seconds while the file is built, and turns ready by itself.
    const download = card.getByRole('button', { name: 'Download my data (ZIP)' });
    await download.waitFor({ timeout: 30_000 });
    expect(await state.innerText()).toContain(DATA_EXPORT_STATE_TEXT.ready);
    await expectNoAxeViolations(page, 'data export ready');

    const linkAnswer = page.waitForResponse((response) => /\/data-exports\/[^/]+\/link$/.test(response.url()));
    const saved = page.waitForEvent('download');
    await download.click();
    const link = (await (await linkAnswer).json()) as DataExportLink;
    const bytes = await readFile((await (await saved).path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const files = unzipSync(new Uint8Array(bytes));
    const profile = JSON.parse(strFromU8(files['profile.json']!)) as { profile?: { lastName?: string } };
    expect(profile.profile?.lastName).toBe(lastName);

    await state.filter({ hasText: DATA_EXPORT_STATE_TEXT.downloaded }).waitFor();
    await expectNoAxeViolations(page, 'data export downloaded');

    // The link has been used: a second use is refused.
    const again = await fetch(`${stackEnv().apiUrl}${link.path}`, {
      headers: { Authorization: `Bearer ${performer.token}` },
    });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(/already been used/);
    await context.close();
  });
});
