/**
 * A new open call that fits the performer: its title, dates and closing time, and where to put
 * themselves forward. A minor's alert greets their guardian, as availability requests do.
 */
import { formatAgencyDateTime } from '@scenecall/shared';
import { config } from '../../../config';
import { defineMailTemplate, html, link, paragraphs } from '../../mail';
import { findCall } from '../open-calls.repository';
import { notSelectedData, notSelectedFacts } from './not-selected.mail';

/** The same facts as the closing message (title, dates, greeting), with the call's closing time. */
export async function alertFacts(data: { callId: string; performerId: string }) {
  const [facts, call] = await Promise.all([notSelectedFacts(data), findCall(data.callId)]);
  const closes = call ? formatAgencyDateTime(call.record.closesAt, { zone: true }) : '';
  return { ...facts, closes, openCallsUrl: `${config().webBaseUrl}/performer/open-calls` };
}

export const alertTemplate = defineMailTemplate({
  name: 'open-call-alert',
  guardianReceivesForMinor: true,
  data: notSelectedData,
  async compose(data) {
    const { title, dates, greeting, closes, openCallsUrl } = await alertFacts(data);
    const body = [
      `A new open call fits your profile: "${title}"${dates}.`,
      `If you would like the role, put yourself forward before ${closes}. Casting chooses among the performers who do.`,
      'You can turn open-call alerts off in your profile settings.',
    ].join('\n\n');
    return {
      subject: `New open call for you: ${title}`,
      text: [greeting, '', body, '', `See the call: ${openCallsUrl}`].join('\n'),
      html: html`${paragraphs(`${greeting}\n\n${body}`)}
        <p>${link(openCallsUrl, 'See the call')}</p>`,
    };
  },
});
