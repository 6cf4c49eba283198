/** Accessibility checks for browser tests: axe-core's WCAG 2.2 A/AA rules, failures printed readably. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
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
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/** Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page once it has settled. */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  await settled(page);
  // @axe-core/playwright is typed against @playwright/test's Page; playwright-core's is the same object.
  const results = await new AxeBuilder({ page: page as never }).withTags(WCAG_TAGS).analyze();
  if (results.violations.length > 0) {
    const where = context ? `${context} (${page.url()})` : page.url();
    throw new Error(
      `${results.violations.length} accessibility violation(s) on ${where}:\n${formatViolations(results.violations)}`,
    );
  }
}
