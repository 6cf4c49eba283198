/**
 * Keyboard-only steps for browser tests: where the focus is, Tab until a control has it, what the
 * app's live region (web/src/app/layout/live-announcer.tsx) said last.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The focused element as a keyboard user meets it. */
export interface Focused {
  /** Lower-case tag name: 'body' when the focus fell back to the page. */
  tag: string;
  role: string | null;
  /** Its aria-label, else its text (whitespace collapsed). */
  name: string;
  ariaDisabled: string | null;
  href: string | null;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = (document.activeElement ?? document.body) as HTMLElement;
    const textOf = (node: Element | null | undefined) => node?.textContent ?? '';
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => textOf(document.getElementById(id)))
      .join(' ');
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map(textOf).join(' ') : '';
    const name = element.getAttribute('aria-label') ?? (labelledBy || labels || textOf(element));
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name: name
        .replace(/\s+/g, ' ')
        .replace(/\s*\*$/, '')
        .trim(),
      ariaDisabled: element.getAttribute('aria-disabled'),
      href: element.getAttribute('href'),
    };
  });
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `wanted` says yes to the focused element; answers
 * how many presses it took. Fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  wanted: (element: Focused) => boolean,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<number> {
  const visited: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const element = await focused(page);
    if (wanted(element)) return presses;
    visited.push(`${element.tag}${element.role ? `[${element.role}]` : ''} "${element.name.slice(0, 30)}"`);
  }
  throw new Error(
    `Not reached in ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; focus is on ${JSON.stringify(await focused(page))}; on the way: ${visited.join(', ')}`,
  );
}

/** A control with exactly this name (a button's text, a field's aria-label). */
export const named =
  (name: string, tag?: string) =>
  (element: Focused): boolean =>
    element.name === name && (tag === undefined || element.tag === tag);

/** What the live region says now. */
export const announcement = (page: Page): Promise<string> =>
  page
    .getByTestId('announcer')
    .innerText()
    .then((text) => text.trim());

/** Waits until the focus is on the page's h1 reading `name`, and the live region has said it. */
export async function expectHeadingFocused(page: Page, name: string, timeout = 15_000): Promise<void> {
  await expect.poll(() => focused(page), { timeout }).toMatchObject({ tag: 'h1', name });
  await expect.poll(() => announcement(page)).toBe(name);
}
