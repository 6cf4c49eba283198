import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { GUIDE_ARTICLES } from './guide-articles';
import { formatReadTime, GUIDES, type GuideKey } from './guide-catalog';

/** A calm reading pace for plain English on a screen; the badge's minutes are read at this pace. */
const WORDS_PER_MINUTE = 200;
const TOLERANCE = 0.15;

/** Words as a reader sees them: text nodes are separate words, tokens without a letter or digit are not words. */
function countWords(element: Element): number {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

afterEach(cleanup);

describe('countWords', () => {
  it('counts words across elements without gluing them, and skips bare punctuation', () => {
    const element = document.createElement('div');
    element.innerHTML = '<h2>Pay items</h2><p>A fitting pays 2 hours — see <a>the guide</a>.</p><ul><li>$40</li></ul>';
    expect(countWords(element)).toBe(11);
  });
});

// Rendering MUI in jsdom is slow on a shared machine; the ceiling only guards against a hang.
describe('guide read times', { timeout: 20_000 }, () => {
  const KEYS = Object.keys(GUIDES) as GuideKey[];
  const articles = new Map<GuideKey, ComponentType>();
  // The first import pulls in MUI, which takes seconds on a busy machine: load once, outside the tests.
  beforeAll(async () => {
    for (const key of KEYS) articles.set(key, (await GUIDE_ARTICLES[key]()).default);
  }, 60_000);

  it.each(KEYS)('%s has as many words as its badge promises', (key) => {
    const guide = GUIDES[key];
    const Article = articles.get(key)!;
    render(
      <MemoryRouter>
        <Article />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('read-time').textContent).toBe(formatReadTime(guide.readMinutes));
    const words = countWords(screen.getByTestId('guide-text'));
    const target = guide.readMinutes * WORDS_PER_MINUTE;
    const message = `${guide.title}: ${words} words for a ${guide.readMinutes} min badge (target ${target} ±15 %)`;
    expect(words, message).toBeGreaterThanOrEqual(target * (1 - TOLERANCE));
    expect(words, message).toBeLessThanOrEqual(target * (1 + TOLERANCE));
  });
});
