/**
 * The public /jobs page with its open calls in the HTML (issue 37), for a visitor without JavaScript
 * and for search engines: the page's templates (made by the web build's prerender, see web
 * `scripts/jobs-page-templates.ts`) with the stand-in card repeated for each call, its slots filled
 * with the call's public texts, escaped; and the calls as JSON for the app's first render, which
 * then shows the same cards.
 */
import { JOBS_PAGE_CALLS_ID, JOBS_PAGE_SLOTS, publicOpenCallFacts, type PublicOpenCall } from '@scenecall/shared';

export interface JobsPageTemplates {
  /** The page with one card, whose texts are `JOBS_PAGE_SLOTS`. */
  withCalls: string;
  /** The page saying there is no open call. */
  withoutCalls: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** JSON inside a `<script>` element: no `<` at all, so no text can close the element or open a comment. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function slotTexts(call: PublicOpenCall): Record<keyof typeof JOBS_PAGE_SLOTS, string> {
  const facts = new Map(publicOpenCallFacts(call));
  return {
    title: call.title,
    dates: facts.get('Dates') ?? '',
    city: call.city,
    rate: call.rate,
    closes: facts.get('Closes') ?? '',
    description: call.description,
  };
}

function cardOf(call: PublicOpenCall, card: string): string {
  const texts = slotTexts(call);
  let filled = card;
  for (const [name, slot] of Object.entries(JOBS_PAGE_SLOTS) as [keyof typeof JOBS_PAGE_SLOTS, string][]) {
    filled = filled.replace(slot, () => escapeHtml(texts[name]));
  }
  return filled;
}

/** The stand-in card's bounds in the template: the `<article>` around the title's slot. */
function cardBounds(template: string): { start: number; end: number } {
  const title = template.indexOf(JOBS_PAGE_SLOTS.title);
  const start = template.lastIndexOf('<article', title);
  const close = template.indexOf('</article>', title);
  if (title < 0 || start < 0 || close < 0) throw new Error('The /jobs template has no card');
  return { start, end: close + '</article>'.length };
}

export function renderJobsPage(templates: JobsPageTemplates, calls: readonly PublicOpenCall[]): string {
  let page = templates.withoutCalls;
  if (calls.length > 0) {
    const { start, end } = cardBounds(templates.withCalls);
    const card = templates.withCalls.slice(start, end);
    const cards = calls.map((call) => cardOf(call, card)).join('');
    page = templates.withCalls.slice(0, start) + cards + templates.withCalls.slice(end);
  }
  const data = `<script type="application/json" id="${JOBS_PAGE_CALLS_ID}">${scriptJson(calls)}</script>`;
  if (!page.includes('</body>')) throw new Error('The /jobs template has no </body>');
  return page.replace('</body>', () => `${data}\n  </body>`);
}
