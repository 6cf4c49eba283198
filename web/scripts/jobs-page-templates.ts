/**
 * The public /jobs page's HTML templates (issue 37): the server writes the open calls into the page
 * (functions' open-calls `jobs-page.ts`), so a visitor without JavaScript and a search engine see
 * them. The prerender renders the page twice, its list answered with one stand-in call and with
 * none; in the first, the stand-in call's texts become the slots the server fills for each call
 * (its card is the `<article>` around them), with Emotion's rules of the card in the page's style
 * tag, so the app takes over the same markup.
 */
import { JOBS_PAGE_SLOTS, JOBS_PAGE_TEMPLATES, publicOpenCallFacts, type PublicOpenCall } from '@scenecall/shared';

export const JOBS_LIST_API = '**/api/jobs/open-calls';

const STAND_IN_CALL: PublicOpenCall = {
  id: 'stand-in',
  title: JOBS_PAGE_SLOTS.title,
  description: JOBS_PAGE_SLOTS.description,
  dates: ['2000-01-03'],
  city: JOBS_PAGE_SLOTS.city,
  rate: JOBS_PAGE_SLOTS.rate,
  closesAt: '2000-01-02T17:00:00.000Z',
};

export interface JobsTemplate {
  /** The file under dist (Hosting serves it; the server fetches it from there). */
  file: string;
  /** What the page's list is answered with while it renders. */
  calls: PublicOpenCall[];
}

export const JOBS_TEMPLATES: JobsTemplate[] = [
  { file: JOBS_PAGE_TEMPLATES.withCalls.slice(1), calls: [STAND_IN_CALL] },
  { file: JOBS_PAGE_TEMPLATES.withoutCalls.slice(1), calls: [] },
];

const count = (text: string, part: string) => text.split(part).length - 1;

/** The rendered markup with the stand-in call's formatted dates and closing time as slots; each slot once. */
export function withSlots(body: string, template: JobsTemplate): string {
  if (template.calls.length === 0) {
    if (Object.values(JOBS_PAGE_SLOTS).some((slot) => body.includes(slot)))
      throw new Error('/jobs: the template without calls has a slot');
    return body;
  }
  const facts = new Map(publicOpenCallFacts(STAND_IN_CALL));
  const filled = body
    .replace(facts.get('Dates') ?? '', JOBS_PAGE_SLOTS.dates)
    .replace(facts.get('Closes') ?? '', JOBS_PAGE_SLOTS.closes);
  for (const slot of Object.values(JOBS_PAGE_SLOTS)) {
    if (count(filled, slot) !== 1) throw new Error(`/jobs: the template must show ${slot} once`);
  }
  if (count(filled, '<article') !== 1) throw new Error('/jobs: the template must have one <article>');
  return filled;
}
