/** Accessibility checks for browser tests: axe-core's WCAG 2.2 A/AA rules, failures printed readably. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeViolation = AxeResults['violations'][number];

let axeSource: string | undefined;

/**
 * axe-core run in the page itself once it has settled, injected once per document: about 0.1 s a check where
 * @axe-core/playwright took 0.7 s (it injects axe again and finishes each run in a new page). Only
 * the page's own document is checked, not third-party frames (Stripe's card fields).
 */
export async function axeViolationsOf(page: Page, runOnly?: RunOptions['runOnly']): Promise<AxeViolation[]> {
  await settled(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const options: RunOptions = {
    resultTypes: ['violations'],
    iframes: false,
    ...(runOnly ? { runOnly } : {}),
  };
  return page.evaluate(
    async (runOptions) =>
      (await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, runOptions)).violations,
    options,
  );
}

/** Serious and critical violations of any axe rule, one line each (the older profile and payment checks). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeViolationsOf(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    at ${node.target.map(String).join(' > ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/**
 * Waits for finite CSS transitions and animations (fades, page transitions) to end: mid-fade colours
 * are not the page's real ones. Spinners run forever and are left alone.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  const violations = await axeViolationsOf(page, { type: 'tag', values: WCAG_TAGS });
  if (violations.length > 0) {
    const where = context ? `${context} (${page.url()})` : page.url();
    throw new Error(`${violations.length} accessibility violation(s) on ${where}:\n${formatViolations(violations)}`);
  }
}

/**
 * WCAG 2.5.3, Label in Name: a control's visible text is in its accessible name, so that a person
 * using speech input can say what they see (a count's bubble included). axe's rule for it is marked
 * experimental and is not among its WCAG tags; Lighthouse runs it.
 */
export async function expectLabelsInNames(page: Page, context: string): Promise<void> {
  const violations = await axeViolationsOf(page, { type: 'rule', values: ['label-content-name-mismatch'] });
  if (violations.length > 0) {
    throw new Error(
      `A visible label is not in its control's name, ${context} (${page.url()}):\n${formatViolations(violations)}`,
    );
  }
}

/** Axe on an open MUI dialog once its fade-in has finished (mid-fade colours are not the real ones). */
export async function expectDialogAxeClean(page: Page, context: string): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
  await expectNoAxeViolations(page, context);
}
