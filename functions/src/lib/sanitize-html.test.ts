import { describe, expect, it } from 'vitest';
import { isBlankRichText, richTextToPlainText, sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the editor formatting', async () => {
    const html = '<p>Bring <strong>two</strong> <em>outfits</em></p><ul><li>No logos</li></ul><blockquote>Quiet</blockquote>';
    expect(await sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers, images and dangerous links', async () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style><img src="https://x.test/beacon.gif" onerror="x()">' +
      '<a href="javascript:alert(1)">bad</a> <a href="//evil.test">proto</a> <iframe src="https://x.test"></iframe></p>';
    const clean = await sanitizeRichText(html);
    expect(clean).not.toMatch(/script|style|onclick|onerror|img|iframe|javascript|evil/i);
    expect(clean).toContain('Hi');
  });

  it('opens links in a new tab without giving the page a handle on ours', async () => {
    expect(await sanitizeRichText('<a href="https://maps.example/set" onmouseover="x()">Map</a>')).toBe(
      '<a href="https://maps.example/set" target="_blank" rel="noopener noreferrer">Map</a>',
    );
  });
});

describe('richTextToPlainText', () => {
  it('puts paragraphs and list items on their own lines, bulleted, with entities read back', async () => {
    const text = await richTextToPlainText(
      '<p>Tom &amp; Jerry &lt;3</p><ul><li>One</li><li>Two&nbsp;words</li></ul><p>Line<br>break</p>',
    );
    expect(text).toBe('Tom & Jerry <3\n• One\n• Two words\n\nLine\nbreak');
  });

  it('knows an empty editor from a message', async () => {
    expect(await isBlankRichText('<p></p><p> </p>')).toBe(true);
    expect(await isBlankRichText('<p>x</p>')).toBe(false);
  });
});
