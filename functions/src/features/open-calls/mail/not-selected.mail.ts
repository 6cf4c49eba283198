/**
 * A call closed without choosing the performer: told kindly, at once, so nobody is left wondering.
 * A minor's message greets their guardian, as availability requests do.
 */
import { formatDateForPeople, idSchema, isMinor } from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../../config';
import { defineMailTemplate, html, link, paragraphs } from '../../mail';
import { findDay } from '../../projects';
import { findUser } from '../../users';
import { findCall } from '../open-calls.repository';

export const notSelectedData = z.strictObject({ callId: idSchema, performerId: idSchema });

/** The greeting and the facts both the e-mail and the text are made from. */
export async function notSelectedFacts({ callId, performerId }: z.output<typeof notSelectedData>) {
  const [call, user] = await Promise.all([findCall(callId), findUser(performerId)]);
  if (!call) throw new Error('The open call no longer exists');
  const day = await findDay(call.record.dayId);
  const profile = user?.profile ?? null;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || 'there';
  // An unknown date of birth is never taken for a minor's.
  const minor = Boolean(profile?.dateOfBirth) && isMinor(profile?.dateOfBirth);
  const greeting = minor ? `Hello ${profile?.guardianFullName || 'guardian'}, guardian of ${name},` : `Hello ${name},`;
  const dates = day ? ` (${day.record.dates.map(formatDateForPeople).join(', ')})` : '';
  return { title: call.record.title, dates, greeting, listUrl: `${config().webBaseUrl}/performer/open-calls` };
}

export const notSelectedTemplate = defineMailTemplate({
  name: 'open-call-not-selected',
  guardianReceivesForMinor: true,
  data: notSelectedData,
  async compose(data) {
    const { title, dates, greeting, listUrl } = await notSelectedFacts(data);
    const body = [
      `Thank you for putting yourself forward for "${title}"${dates}.`,
      'The call is now closed, and casting chose other performers this time. Roles are matched to very particular looks and dates, so this says nothing about your work.',
      'New open calls that fit you are listed in your account.',
    ].join('\n\n');
    return {
      subject: `Thank you for putting yourself forward: ${title}`,
      text: [greeting, '', body, '', `Open calls: ${listUrl}`].join('\n'),
      html: html`${paragraphs(`${greeting}\n\n${body}`)}
        <p>${link(listUrl, 'See open calls')}</p>`,
    };
  },
});
