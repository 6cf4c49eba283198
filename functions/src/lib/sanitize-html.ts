/**
 * The one HTML sanitiser of the server: every piece of rich text that comes in (a production day's
 * notes, mass e-mails, the admin's custom e-mails) goes through `sanitizeRichText` before it is
 * stored or sent. An allow-list (sanitize-html): the formatting the editor makes and nothing else, so
 * no script, style, event handler, image beacon or `javascript:` link survives. The library (with
 * its parser and postcss) is loaded on first use.
 */
import type sanitizeHtmlType from 'sanitize-html';

type Sanitize = typeof sanitizeHtmlType;
let loaded: Promise<Sanitize> | undefined;
const sanitizer = (): Promise<Sanitize> => (loaded ??= import('sanitize-html').then((module) => module.default));

const RICH_TEXT: sanitizeHtmlType.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Headings the editor may make above the page's own structure read as h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
  disallowedTagsMode: 'discard',
};

/** Rich text reduced to the allowed formatting. */
export async function sanitizeRichText(html: string): Promise<string> {
  return (await sanitizer())(html, RICH_TEXT).trim();
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/**
 * Rich text as plain text (PDFs, the text part of e-mails): paragraphs and list items on their own
 * lines, list items bulleted, every tag removed.
 */
export async function richTextToPlainText(html: string): Promise<string> {
  const marked = html
    .replace(/<li[^>]*>/gi, '$&• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|ul|ol)>/gi, '$&\n');
  const text = (await sanitizer())(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(lt|gt|quot|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when the rich text shows nothing to a reader (e.g. '<p></p>'). */
export const isBlankRichText = async (html: string): Promise<boolean> => (await richTextToPlainText(html)) === '';
