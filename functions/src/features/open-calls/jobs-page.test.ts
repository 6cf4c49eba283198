import { JOBS_PAGE_CALLS_ID, JOBS_PAGE_SLOTS, type PublicOpenCall } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { renderJobsPage } from './jobs-page';

const S = JOBS_PAGE_SLOTS;
const templates = {
  withCalls:
    `<html><body><div id="root"><h1>Jobs</h1><div class="list"><article class="card"><h2>${S.title}</h2>` +
    `<dl><dt>Dates</dt><dd>${S.dates}</dd><dt>Where</dt><dd>${S.city}</dd><dt>Rate</dt><dd>${S.rate}</dd>` +
    `<dt>Closes</dt><dd>${S.closes}</dd></dl><p>${S.description}</p></article></div></div></body></html>`,
  withoutCalls: '<html><body><div id="root"><h1>Jobs</h1><p>No open call right now.</p></div></body></html>',
};

const call = (overrides: Partial<PublicOpenCall>): PublicOpenCall => ({
  id: 'call-1',
  title: 'Hockey fans',
  description: 'Warm clothes.\nNo logos.',
  dates: ['2026-12-03', '2026-12-04'],
  city: 'Toronto',
  rate: '$150/day',
  closesAt: '2026-12-01T22:00:00.000Z',
  ...overrides,
});

const embeddedCalls = (html: string): unknown => {
  const match = new RegExp(`<script type="application/json" id="${JOBS_PAGE_CALLS_ID}">(.*?)</script>`).exec(html);
  return JSON.parse(match?.[1] ?? 'null');
};

describe('the /jobs page with its open calls', () => {
  it('repeats the card for each call with its public texts, formatted as the page formats them', () => {
    const calls = [call({}), call({ id: 'call-2', title: 'Office workers', city: 'Mississauga' })];
    const html = renderJobsPage(templates, calls);
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html).toContain('<h2>Hockey fans</h2>');
    expect(html).toContain('<h2>Office workers</h2>');
    expect(html).toContain('<dd>Thu, Dec 3, 2026; Fri, Dec 4, 2026</dd>');
    expect(html).toContain('<dd>Mississauga</dd>');
    expect(html).toContain('<dd>Tue, Dec 1, 2026, 5:00 PM Toronto time</dd>');
    expect(html).toContain('<p>Warm clothes.\nNo logos.</p>');
    expect(Object.values(S).some((slot) => html.includes(slot))).toBe(false);
    expect(embeddedCalls(html)).toEqual(calls);
  });

  it('writes every text inert: markup in a call is shown as text and cannot close the data element', () => {
    const hostile = call({
      title: '<script>alert("title")</script>',
      description: '</script><img src=x onerror=alert(1)> & $& $1',
      city: `"Toronto' <b>`,
      rate: '<!-- $150',
    });
    const html = renderJobsPage(templates, [hostile]);
    expect(html).toContain('<h2>&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;</h2>');
    expect(html).toContain('<p>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; $&amp; $1</p>');
    expect(html).toContain('<dd>&quot;Toronto&#39; &lt;b&gt;</dd>');
    expect(html).toContain('<dd>&lt;!-- $150</dd>');
    expect(html).not.toMatch(/<script>alert|<img|<b>|<!--/);
    // One script element only (the data), holding no '<' at all.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(embeddedCalls(html)).toEqual([hostile]);
  });

  it('serves the page that says there is no open call when there is none', () => {
    const html = renderJobsPage(templates, []);
    expect(html).toContain('No open call right now.');
    expect(html).not.toContain('<article');
    expect(embeddedCalls(html)).toEqual([]);
  });
});
