/** The one layout of every e-mail: the agency's name on top, the content, a signature, the footer. */
import type { ServerConfig } from '../../config';
import { html, type SafeHtml } from './html';

type Agency = Pick<ServerConfig['agency'], 'name' | 'phone' | 'email'>;

export interface LayoutInput {
  subject: string;
  text: string;
  html: SafeHtml;
  /** Who signs; null signs as the agency's team, undefined leaves the signature out. */
  signer: string | null | undefined;
}

/** One line, no control characters: a subject can never add a header. */
export const cleanSubject = (subject: string) =>
  subject
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function renderLayout(input: LayoutInput, agency: Agency): { subject: string; text: string; html: string } {
  const subject = cleanSubject(input.subject);
  const signature = input.signer === undefined ? undefined : (input.signer ?? `The ${agency.name} team`);
  const footer = `${agency.name} · ${agency.phone} · ${agency.email}`;
  const text = [input.text.trim(), ...(signature ? ['', signature] : []), '', '--', footer, ''].join('\n');
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f4f6f8;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5"
      >
        <div style="max-width:600px;margin:0 auto;padding:24px 16px">
          <p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0d47a1">${agency.name}</p>
          <div style="background:#ffffff;border-radius:8px;padding:24px">
            ${input.html} ${signature ? html`<p style="margin-top:24px">${signature}</p>` : ''}
          </div>
          <p style="margin:16px 0 0;font-size:13px;color:#52606d">
            ${agency.name} · ${agency.phone} ·
            <a href="mailto:${agency.email}" style="color:#52606d">${agency.email}</a>
          </p>
        </div>
      </body>
    </html> `;
  return { subject, text, html: body.value };
}
