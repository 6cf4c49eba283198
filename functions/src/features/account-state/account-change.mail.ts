/** The performer's e-mail and text about a change of their account (issue 40). */
import { accountOf, idSchema } from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../config';
import { defineMailTemplate, defineTextTemplate, html, paragraphs } from '../mail';
import { findUser } from '../users';
import { accountChangeMessage, type AccountChangeMessage } from './account-change-message';

/** The account's history entry the message tells, by its time (the history is never rewritten). */
export const accountChangeData = z.strictObject({ uid: idSchema, at: z.string().min(1).max(40) });

async function messageOf({ uid, at }: z.output<typeof accountChangeData>): Promise<AccountChangeMessage> {
  const user = await findUser(uid);
  const entry = user && accountOf(user).history.find((candidate) => candidate.at === at);
  if (!entry) throw new Error('account change: the history entry is gone');
  return accountChangeMessage(entry, config().agency);
}

export const accountChangeTemplate = defineMailTemplate({
  name: 'account-change',
  data: accountChangeData,
  async compose(data) {
    const message = await messageOf(data);
    const body = message.paragraphs.join('\n\n');
    return { subject: message.subject, text: body, html: html`${paragraphs(body)}` };
  },
});

export const accountChangeText = defineTextTemplate({
  name: 'account-change-text',
  data: accountChangeData,
  async compose(data) {
    return { body: (await messageOf(data)).text };
  },
});
