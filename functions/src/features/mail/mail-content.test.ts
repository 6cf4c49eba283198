import { describe, expect, it } from 'vitest';
import { html, link, paragraphs } from './html';
import { cleanSubject, renderLayout } from './layout';
import { ALL_MAIL_TEMPLATES } from '../../mail-templates';
import { verificationContent } from '../accounts/verify-email.mail';
import { invoiceContent } from '../payments/invoice.mail';
import { supportContent } from './templates/support-message';

const agency = { name: 'Stars & <Extras>', phone: '1-416-555-0100', email: 'office@example.test' };
const hostile = `<img src=x onerror="alert('x')">`;
const escapedHostile = '&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62;';

describe('e-mail HTML', () => {
  it('escapes every interpolated value and keeps what html built', () => {
    expect(html`<p>${hostile}</p>`.value).toBe(`<p>${escapedHostile}</p>`);
    expect(html`<div>${html`<b>${'&'}</b>`}</div>`.value).toBe('<div><b>&#38;</b></div>');
    expect(html`${['<a>', html`<br />`, 3, null, undefined]}`.value).toBe('&#60;a&#62;<br />3');
  });

  it('turns text into paragraphs and line breaks, escaped', () => {
    expect(paragraphs('Hello <you>\nsecond line\n\n\nNext & last').value).toBe(
      '<p>Hello &#60;you&#62;<br />second line</p><p>Next &#38; last</p>',
    );
  });

  it('links only to http(s) addresses', () => {
    expect(link('https://example.test/a?b=1&c="2"', 'Open').value).toBe(
      '<a href="https://example.test/a?b=1&#38;c=&#34;2&#34;" style="color:#1565c0">Open</a>',
    );
    expect(() => link('javascript:alert(1)', 'Open')).toThrow(/http/);
  });
});

describe('the shared layout', () => {
  const content = { subject: 'Hello', text: 'Body text', html: html`<p>Body</p>` };

  it("frames every e-mail with the agency's name, signature and footer, escaped", () => {
    const mail = renderLayout({ ...content, signer: null }, agency);
    expect(mail.html).toContain('Stars &#38; &#60;Extras&#62;');
    expect(mail.html).not.toContain('<Extras>');
    expect(mail.html).toContain('<p>Body</p>');
    expect(mail.html).toContain('href="mailto:office@example.test"');
    expect(mail.text).toBe(
      'Body text\n\nThe Stars & <Extras> team\n\n--\nStars & <Extras> · 1-416-555-0100 · office@example.test\n',
    );
  });

  it('signs with the given signer, or not at all', () => {
    const signed = renderLayout({ ...content, signer: 'Maria <Admin>' }, agency);
    expect(signed.text).toContain('\n\nMaria <Admin>\n');
    expect(signed.html).toContain('Maria &#60;Admin&#62;');
    expect(renderLayout({ ...content, signer: undefined }, agency).text).not.toContain('team');
  });

  it('keeps the subject on one line', () => {
    expect(cleanSubject('Hello\r\nBcc: victim@example.test\t now')).toBe('Hello Bcc: victim@example.test now');
    expect(renderLayout({ ...content, subject: 'A\nB', signer: null }, agency).subject).toBe('A B');
  });
});

describe('the templates', () => {
  it('each have a name of their own (delivery finds a template by the name the outbox stores)', () => {
    const names = ALL_MAIL_TEMPLATES.map((template) => template.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('booking-request');
  });

  it('verification: the link in text and HTML', () => {
    const mail = verificationContent('http://127.0.0.1:5000/verify?token=abc_DEF-1', agency.name);
    expect(mail.subject).toBe('Verify your e-mail address');
    expect(mail.text).toContain('Welcome to Stars & <Extras>!');
    expect(mail.text).toContain('\nhttp://127.0.0.1:5000/verify?token=abc_DEF-1\n');
    expect(mail.html.value).toContain('href="http://127.0.0.1:5000/verify?token=abc_DEF-1"');
    expect(mail.html.value).toContain('Welcome to Stars &#38; &#60;Extras&#62;!');
  });

  it("support: the performer's words as text, escaped in HTML", () => {
    const mail = supportContent({
      uid: 'u1',
      name: 'Ada <b>',
      email: 'ada@example.test',
      tel: '1-416-555-0100',
      subject: 'Parking',
      message: `Where?\n${hostile}`,
    });
    expect(mail.subject).toBe('Performer support: Parking');
    expect(mail.text).toBe(`Where?\n${hostile}\n\n— Ada <b> (ada@example.test, 1-416-555-0100)\nAccount: u1`);
    expect(mail.html.value).toContain(escapedHostile);
    expect(mail.html.value).not.toContain('<img');
    expect(mail.html.value).toContain('Ada &#60;b&#62;');
    expect(mail.unsigned).toBe(true);
  });

  it('invoice: the invoice text, escaped in HTML', () => {
    const mail = invoiceContent({
      number: 'INV-000007',
      agencyName: agency.name,
      hstNumber: '123 RT0001',
      performerName: 'Ada',
      performerEmail: 'ada@example.test',
      rows: [['Production', `Night <Shift>`]],
      total: '$22.60',
      penaltyNote: null,
    });
    expect(mail.subject).toBe('Your invoice INV-000007 from Stars & <Extras>');
    expect(mail.text).toContain('Production: Night <Shift>');
    expect(mail.text).toContain('Total paid: $22.60');
    expect(mail.html.value).toContain('Production: Night &#60;Shift&#62;');
  });
});
