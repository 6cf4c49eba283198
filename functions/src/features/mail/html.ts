/**
 * HTML for e-mails, escaped by construction: every value placed into an `html` template is escaped
 * unless it is already `SafeHtml` (built by `html` itself). Templates never concatenate strings.
 */
import { escapeHtml } from '../../lib/mailer';

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = string | number | SafeHtml | readonly HtmlValue[] | null | undefined;

function render(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]) : ''), ''),
  );
}

/** A link to the app or another web page; anything but http(s) is refused so no template can emit `javascript:`. */
export function link(href: string, label: string): SafeHtml {
  if (!/^https?:\/\//i.test(href)) throw new Error('E-mail links must be http(s) URLs');
  return html`<a href="${href}" style="color:#1565c0">${label}</a>`;
}

/** Plain text as paragraphs: blank lines separate paragraphs, single newlines become line breaks. */
export function paragraphs(text: string): SafeHtml {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return html`${blocks.map((block) => html`<p>${block.split('\n').map((line, i) => (i === 0 ? line : html`<br />${line}`))}</p>`)}`;
}
