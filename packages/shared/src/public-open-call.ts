/**
 * The public `/jobs` page's view of an open call, read by the page itself (web) and by the server
 * that writes the open calls into the page's HTML (functions, open-calls `jobs-page.ts`), so a
 * visitor without JavaScript, a search engine and the app all show the same card.
 */
import { formatAgencyDateTime, formatDateForPeople } from './dates';
import type { PublicOpenCall } from './schemas/open-call';

/** The facts under a call's title, as label and text, in the card's order. */
export function publicOpenCallFacts(call: PublicOpenCall): readonly (readonly [string, string])[] {
  return [
    ['Dates', call.dates.map(formatDateForPeople).join('; ')],
    ['Where', call.city],
    ['Rate', call.rate],
    ['Closes', formatAgencyDateTime(call.closesAt, { zone: true })],
  ];
}

/**
 * The page's HTML templates, written by the web build's prerender (the page rendered from a
 * stand-in call whose texts are the slots below, and from no call) and filled by the server.
 */
export const JOBS_PAGE_TEMPLATES = {
  withCalls: '/page-templates/jobs.html',
  withoutCalls: '/page-templates/jobs-none.html',
} as const;

/** Where each text of the stand-in call stands in the template; the card is the `<article>` around them. */
export const JOBS_PAGE_SLOTS = {
  title: '__SC_CALL_TITLE__',
  dates: '__SC_CALL_DATES__',
  city: '__SC_CALL_CITY__',
  rate: '__SC_CALL_RATE__',
  closes: '__SC_CALL_CLOSES__',
  description: '__SC_CALL_DESCRIPTION__',
} as const;

/** The element (`<script type="application/json">`) holding the calls the HTML shows, for the app's first render. */
export const JOBS_PAGE_CALLS_ID = 'jobs-open-calls';
