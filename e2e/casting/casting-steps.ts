/** Steps of the casting wizard shared by the casting and booking browser tests. */
import type { Page } from 'playwright-core';

/** Picks an option of one of the wizard's selects (Union, Exterior…). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Step 3: adds a role with its slots. */
export async function addRole(page: Page, name: string, slots: number): Promise<void> {
  await page.getByLabel('Role name').fill(name);
  await page.getByLabel('Slots').fill(String(slots));
  await page.getByRole('button', { name: 'Add role' }).click();
}
