/**
 * Projects in the browser at 1280 px: a Casting user creates a project, adds a day on several dates,
 * fills and exports its call sheet, edits and archives it; every page and open dialog is checked
 * with axe. A last pass looks at the day page at 360 px.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDialogAxeClean, expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser } from '../../tools/testing/browser';
import { select } from '../../functions/src/features/projects/projects.test-support';
import { callApi } from '../../tools/testing/api';
import { waitForMail } from '../../tools/testing/mail';
import { pickDates } from '../../tools/testing/multi-date';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';
import { waitForPath } from '../auth/auth-steps';

const signIn = (browser: Browser, user: TestUser, viewport: 'desktop' | 'mobile' = 'desktop') =>
  openSignedIn(browser, user, undefined, viewport);

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** A project with one day, made through the API, for the tests that start from one. */
async function projectWithDay(
  owner: TestUser,
  name: string,
): Promise<{ projectPath: string; dayPath: string; dayId: string; fansRole: string }> {
  const project = await callApi<{ id: string }>(`/project/create/${owner.uid}`, {
    method: 'POST',
    token: owner.token,
    body: { name },
  });
  const day = await callApi<string>(`/project/${project.body.id}/create-day`, {
    method: 'POST',
    token: owner.token,
    body: {
      title: 'Hockey arena crowd',
      dates: ['2026-12-09', '2026-12-10'],
      location: 'Mississauga',
      shuttle: 'Available',
      rate: 'Regular background',
      roles: [{ name: 'Fans', slots: 60, isSSE: false }],
    },
  });
  expect(day.status, day.text).toBe(201);
  const page = await callApi<{ day: { roles: { id: string }[] } }>(`/project/${project.body.id}/days/${day.body}`, {
    token: owner.token,
  });
  return {
    projectPath: `/project/${project.body.id}`,
    dayPath: `/project/${project.body.id}/day/${day.body}`,
    dayId: day.body,
    fansRole: page.body.day.roles[0]!.id,
  };
}

describe('projects and production days in the browser', () => {
  let browser: Browser;
  let casting: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    [casting, admin] = await Promise.all([createTestUser({ role: 'Casting' }), createTestUser({ role: 'Admin' })]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a project, adds a day on several dates, fills and exports its call sheet, edits and archives it', async () => {
    const { context, page } = await signIn(browser, casting);
    // Casting's own bar (the header and the explorer offer Projects too).
    await page.getByRole('navigation', { name: 'Casting' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
    await page.getByText('No projects yet.').waitFor();
    await expectNoAxeViolations(page, 'project list');

    await page.getByRole('link', { name: 'New project' }).click();
    await waitForPath(page, (path) => path === `/project/create/${casting.uid}`);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Project name is required').waitFor();
    await expectNoAxeViolations(page, 'create project');
    await page.getByLabel('Project name').fill('Harbour Lights');
    await page.getByRole('button', { name: 'Create' }).click();
    await waitForPath(page, (path) => /^\/project\/[\w-]+$/.test(path) && !path.endsWith('/all'));
    await page.getByRole('heading', { name: 'Harbour Lights', level: 1 }).waitFor();
    await page.getByText('No production days yet.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain(
      'Projects>Harbour Lights',
    );
    await expectNoAxeViolations(page, 'project page');
    // The project's own commission rate for SSE, Credit, Principal and Upgrade roles.
    await page.getByLabel('SSE, Credit, Principal, Upgrade roles (%)').fill('12');
    const saved = page.waitForResponse((answer) => answer.url().endsWith('/commission') && answer.status() === 200);
    await page.getByRole('button', { name: 'Save commission' }).click();
    expect(await (await saved).json()).toMatchObject({ commission: { classId: null, featuredRolePercent: 12 } });

    await page.getByRole('link', { name: 'Add new days' }).click();
    await page.getByRole('heading', { name: 'New production day' }).waitFor();
    await page.getByText('Select multiple dates for strict continuity').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Select at least one date').waitFor();
    expect(await page.getByLabel('Title').evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'new days form with errors');

    await page.getByLabel('Title').fill('Diner patrons');
    await page.getByLabel('Set location (City)').fill('Toronto');
    await page.getByRole('combobox', { name: 'Shuttle' }).click();
    await page.getByRole('option', { name: 'Available', exact: true }).click();
    await pickDates(page, ['2026-12-10', '2026-12-03', '2026-12-04']);
    const editor = page.getByRole('textbox', { name: 'Notes' });
    await editor.click();
    await page.keyboard.type('Winter wardrobe, ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('no logos');
    // The toolbar is one Tab stop; arrows, Home and End move along it, skipping what is disabled.
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.keyboard.press('Shift+Tab');
    expect(await focusedLabel()).toBe('Bold');
    expect(await page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await focusedLabel()).toBe('Italic');
    await page.keyboard.press('End');
    expect(await focusedLabel()).toBe('Undo');
    await page.keyboard.press('Home');
    expect(await focusedLabel()).toBe('Bold');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, (path) => path.includes('/day/'));
    await page.getByRole('heading', { name: 'Diner patrons', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('Dec 3, Dec 4, Dec 10');
    expect(await page.getByTestId('day-notes').innerHTML()).toBe('<p>Winter wardrobe, <strong>no logos</strong></p>');
    for (const section of ['Manage Talent', 'Forms & Documents', 'Communication', 'Settings']) {
      expect(await page.getByRole('button', { name: section }).getAttribute('aria-expanded')).toBe('true');
    }
    await expectNoAxeViolations(page, 'day page');

    await page.getByRole('button', { name: 'Edit Production Day Info' }).click();
    const edit = dialog(page, 'Edit Production Day Info');
    await edit.getByLabel('Title').waitFor();
    await expectDialogAxeClean(page, 'edit day dialog');
    await edit.getByLabel('Title').fill('Night diner patrons');
    await edit.getByRole('button', { name: 'Add role' }).click();
    await edit.getByLabel('Role name').fill('Diner guest');
    await edit.getByLabel('Slots').fill('12');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Night diner patrons', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Roles and their counts' }).getByText('Diner guest').waitFor();

    await page.getByRole('button', { name: 'Export Call Sheet' }).click();
    await page.getByRole('alert').filter({ hasText: 'Create the call sheet first' }).waitFor();

    await page.getByRole('button', { name: 'Create Call Sheet' }).click();
    const call = dialog(page, 'Call Sheet');
    expect(await call.getByLabel('Title').inputValue()).toBe('Night diner patrons');
    expect(await call.getByLabel('Filming date').inputValue()).toBe('2026-12-03');
    expect(await call.getByLabel('Report to').inputValue()).toBe('Toronto');
    await expectDialogAxeClean(page, 'call sheet dialog');
    await call.getByLabel('Parking').fill('Lot B behind the diner');
    await call.getByLabel('Health and safety').fill('Closed-toe shoes');
    await call.getByRole('button', { name: 'Add line' }).click();
    await call.getByLabel('Schedule 1: time').fill('06:30');
    await call.getByLabel('Schedule 1: what happens').fill('Background call');
    await call.getByRole('button', { name: 'Save' }).click();
    await call.waitFor({ state: 'hidden' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Call Sheet' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('call-sheet-2026-12-03.pdf');
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Mass Email' }).click();
    await dialog(page, 'Mass Email').getByText('No performer matches these choices.').waitFor();
    await dialog(page, 'Mass Email').getByRole('textbox', { name: 'Message' }).waitFor();
    await expectDialogAxeClean(page, 'mass email dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Send Availability Check' }).click();
    await dialog(page, 'Send Availability Check').getByText('No performer can take this action now.').waitFor();
    await expectDialogAxeClean(page, 'booking panel');
    await dialog(page, 'Send Availability Check').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Archive Production Day' }).click();
    await expectDialogAxeClean(page, 'archive dialog');
    await dialog(page, 'Archive Production Day').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('This day is archived. Restore it in Settings to change it.').waitFor();
    await page.getByRole('button', { name: 'Restore Production Day' }).waitFor();
    await context.close();
  });

  it('archives a project, lists it as archived, restores it, e-mails its performers, and shows every project to Admin', async () => {
    const name = `Cold Open ${Date.now().toString(36)}`;
    const { projectPath, dayPath, dayId, fansRole } = await projectWithDay(casting, name);
    const fan = await createTestUser({ role: 'Performer', profile: { firstName: 'Frankie', lastName: 'Fan' } });
    await select(dayId, fan.uid, fansRole);
    const { context, page } = await signIn(browser, casting);
    await gotoApp(page, projectPath);
    await page.getByRole('link', { name: /Dec 9, Dec 10/ }).waitFor();
    await page.getByRole('button', { name: 'Archive project' }).click();
    await page.getByRole('button', { name: 'Restore project' }).waitFor();
    await page.getByRole('link', { name: 'Archived projects' }).click();
    await page.getByRole('heading', { name: 'Archived projects', level: 1 }).waitFor();
    await page.getByRole('heading', { name }).waitFor();
    await expectNoAxeViolations(page, 'archived projects');
    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await page.getByText('No archived projects.').waitFor();

    await gotoApp(page, dayPath);
    await page.getByRole('rowheader', { name: 'Frankie Fan' }).waitFor();
    await page.getByRole('button', { name: 'Mass Email' }).click();
    const mass = dialog(page, 'Mass Email');
    await mass.getByText('1 performer will receive this e-mail.').waitFor();
    const subject = `Arena reminder ${Date.now().toString(36)}`;
    await mass.getByLabel('Subject').fill(subject);
    await mass.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Bring your own skates.');
    await mass.getByRole('button', { name: 'Send email' }).click();
    await mass.getByText('Sent to 1 performer.').waitFor();
    expect((await waitForMail(fan.email, new RegExp(subject))).text).toContain('Bring your own skates.');
    await context.close();

    const asAdmin = await signIn(browser, admin);
    await asAdmin.page.getByRole('link', { name: 'Projects', exact: true }).first().click();
    await waitForPath(asAdmin.page, (path) => path === '/admin/projects');
    await asAdmin.page.getByRole('heading', { name }).waitFor();
    await expectNoAxeViolations(asAdmin.page, 'admin projects');
    await asAdmin.context.close();
  });

  it('works at 360 px without sideways scrolling, and sends old casting addresses to /casting', async () => {
    const { projectPath, dayPath } = await projectWithDay(casting, 'Small screens');
    const { context, page } = await signIn(browser, casting, 'mobile');
    for (const path of [dayPath, `${projectPath}/new-days`]) {
      await gotoApp(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
      await expectNoAxeViolations(page, `${path} at 360 px`);
    }
    await gotoApp(page, '/old-casting/production-days/abc');
    expect(await waitForPath(page, (path) => path.startsWith('/casting'))).toBe('/casting/production-days/abc');
    await context.close();
  });
});
