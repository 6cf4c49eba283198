/** The stand-in's web page (like MailDev's inbox): every text per phone number, and a reply box for each. */
import { formatAgencyDateTime } from '@scenecall/shared';
import { MessageStore, type StandInMessage } from './messages';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const DIRECTION_LABEL = { 'outbound-api': 'Sent', 'outbound-reply': 'Reply', inbound: 'From the phone' } as const;

function messageItem(message: StandInMessage): string {
  const status =
    message.direction === 'inbound' ? '' : ` · ${message.status}${message.errorCode ? ` (${message.errorCode})` : ''}`;
  return `<li class="${message.direction === 'inbound' ? 'in' : 'out'}">
    <p class="meta">${DIRECTION_LABEL[message.direction]} · ${escape(formatAgencyDateTime(message.createdAt))}${escape(status)}</p>
    <p class="body">${escape(message.body)}</p>
  </li>`;
}

function phoneSection(store: MessageStore, phone: string, index: number): string {
  const id = `reply-${index}`;
  return `<section aria-labelledby="phone-${index}">
    <h2 id="phone-${index}">${escape(phone)}</h2>
    <ol class="thread">${store.ofPhone(phone).map(messageItem).join('')}</ol>
    <form method="post" action="/phones/${encodeURIComponent(phone)}/reply">
      <label for="${id}">Reply as ${escape(phone)}</label>
      <input id="${id}" name="Body" autocomplete="off" required>
      <button type="submit">Send reply</button>
    </form>
  </section>`;
}

export function renderPage(store: MessageStore, only?: string): string {
  const phones = store.phones().filter((phone) => !only || phone === only);
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Text messages (SMS stand-in)</title>
  <style>
    body { font-family: Arial, Helvetica, sans-serif; margin: 0; background: #f4f6f8; color: #1f2933; }
    main { max-width: 720px; margin: 0 auto; padding: 16px; }
    section { background: #fff; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
    h2 { font-size: 1.1rem; margin: 0 0 8px; }
    .thread { list-style: none; padding: 0; margin: 0 0 12px; }
    .thread li { margin: 8px 0; padding: 8px 12px; border-radius: 8px; max-width: 85%; }
    .thread .out { background: #e3f2fd; }
    .thread .in { background: #e8f5e9; margin-left: auto; }
    .meta { margin: 0; font-size: 0.8rem; color: #3e4c59; }
    .body { margin: 4px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
    label { width: 100%; font-size: 0.9rem; }
    input { flex: 1 1 12rem; padding: 8px; font-size: 1rem; }
    button { padding: 8px 16px; font-size: 1rem; }
  </style>
</head>
<body>
<main>
  <h1>Text messages</h1>
  <p>Every text the app sends, per phone number (the Twilio stand-in). Type a reply to answer as that phone.${only ? ' <a href="/">All numbers</a>' : ''}</p>
  ${phones.length === 0 ? '<p>No text yet.</p>' : phones.map((phone, index) => phoneSection(store, phone, index)).join('')}
</main>
</body>
</html>`;
}
