/** Turns an outbox document into the message to send: its template's content in the shared layout (e-mail), or the text with its sender's name. */
import { config } from '../../config';
import type { OutgoingMail } from '../../lib/mailer';
import {
  guardianTextRefusal,
  mailTemplate,
  recipientAddress,
  recipientPhone,
  textRefusal,
  textTemplate,
  workEmailOf,
  workPhoneOf,
} from '../../mail-templates';
import { PermanentMailError } from './delivery-state';
import { renderLayout } from './layout';
import type { OutboxMailRecord } from './outbox-record';
import { textWithSender } from './templates/text-template';

export interface ComposedOutboxMail {
  message: OutgoingMail;
  onNotSent?: () => Promise<void>;
}

/**
 * The recipient's address now: the user document's, else their Auth account's; for a message about
 * a performer's work, their guardian's while they are a minor (with the minor in copy if allowed).
 */
async function addressOf(record: OutboxMailRecord, guardianReceives: boolean): Promise<{ to: string; cc?: string }> {
  if (record.to) return { to: record.to };
  const uid = record.recipientUid;
  const work = uid && guardianReceives ? await workEmailOf(uid) : undefined;
  if (work) return { to: work.address, ...(work.cc ? { cc: work.cc } : {}) };
  const address = uid ? await recipientAddress(uid) : undefined;
  if (!address) throw new PermanentMailError('The recipient has no e-mail address');
  return { to: address };
}

export async function composeOutboxMail(record: OutboxMailRecord): Promise<ComposedOutboxMail> {
  const template = mailTemplate(record.template);
  if (!template) throw new PermanentMailError(`Unknown mail template '${record.template}'`);
  const data = template.data.safeParse(record.data);
  if (!data.success) throw new PermanentMailError(`The stored data does not fit the template '${record.template}'`);
  const { to, cc } = await addressOf(record, template.guardianReceivesForMinor === true);
  const content = await template.compose(data.data);
  const signer = content.unsigned ? undefined : record.signer;
  const rendered = renderLayout({ ...content, signer }, config().agency);
  return {
    message: {
      to,
      ...(cc ? { cc } : {}),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(record.replyTo ? { replyTo: record.replyTo } : {}),
      ...(content.attachments ? { attachments: content.attachments } : {}),
    },
    onNotSent: content.onNotSent,
  };
}

export interface ComposedOutboxText {
  to: string;
  body: string;
  onNotSent?: () => Promise<void>;
}

/** The recipient's number now (E.164): the one queued, else the user's phone (a minor's guardian's, for their work). */
async function phoneOf(record: OutboxMailRecord, guardianReceives: boolean): Promise<string> {
  if (record.to) return record.to;
  const uid = record.recipientUid;
  const phone = uid ? await (guardianReceives ? workPhoneOf(uid) : recipientPhone(uid)) : undefined;
  if (!phone) throw new PermanentMailError('The recipient has no phone number that can take texts');
  return phone;
}

export async function composeOutboxText(record: OutboxMailRecord): Promise<ComposedOutboxText> {
  const template = textTemplate(record.template);
  if (!template) throw new PermanentMailError(`Unknown text template '${record.template}'`);
  const data = template.data.safeParse(record.data);
  if (!data.success) throw new PermanentMailError(`The stored data does not fit the template '${record.template}'`);
  const to = await phoneOf(record, template.guardianReceivesForMinor === true);
  const content = await template.compose(data.data);
  return { to, body: textWithSender(config().sms.senderName, content.body), onNotSent: content.onNotSent };
}

/**
 * Why the text may not go now (its recipient no longer takes texts), read at every attempt; a
 * text queued for a number without a user has only the queuing feature's word.
 */
export async function textNoLongerAllowed(record: OutboxMailRecord): Promise<string | undefined> {
  const uid = record.recipientUid;
  if (!uid) return undefined;
  if (!record.to && textTemplate(record.template)?.guardianReceivesForMinor) {
    const guardian = await guardianTextRefusal(uid);
    if (guardian !== 'not-a-minor') return guardian;
  }
  return textRefusal(uid);
}
