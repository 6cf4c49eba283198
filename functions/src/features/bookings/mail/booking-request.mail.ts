/**
 * An availability check or an offered slot: the day's details and two one-click answers. A minor's
 * request is addressed to their guardian, who answers for them (`../messages/booking-request.facts`).
 */
import { formatAgencyDateTime, formatDateForPeople, productionDayName, roleDisplayName } from '@scenecall/shared';
import { guardianPageUrl } from '../guardian-links';
import { defineMailTemplate, html, link, paragraphs } from '../../mail';
import { bookingRequestData, bookingRequestFacts } from '../messages/booking-request.facts';

export const bookingRequestTemplate = defineMailTemplate({
  name: 'booking-request',
  guardianReceivesForMinor: true,
  data: bookingRequestData,
  async compose(data) {
    const { performerId, offer } = data;
    const { day: record, role, deadline, user, minor, links: issued } = await bookingRequestFacts(data);
    const profile = user?.profile ?? null;
    const guardian = minor ? (profile?.guardianFullName ?? '') : null;
    const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || 'there';
    const greeting = guardian === null ? `Hello ${name},` : `Hello ${guardian || 'guardian'}, guardian of ${name},`;
    const ask = offer
      ? 'A booked slot has opened and you are first on standby. Do you want it?'
      : 'Are you available to work this production day?';
    const details = [
      `Production: ${record.production}`,
      // A day titled with its production (the wizard's) has no title of its own to name.
      ...(productionDayName(record) === record.production ? [] : [`Day: ${record.title}`]),
      `Dates: ${record.dates.map(formatDateForPeople).join(', ')}`,
      `Location: ${record.location}`,
      ...(role ? [`Role: ${roleDisplayName(role)}`] : []),
      `Rate: ${record.rate}`,
    ].join('\n');
    const guardianPage = guardian !== null && user ? guardianPageUrl(performerId, user) : undefined;
    const answerElsewhere = guardianPage
      ? `You can also answer on ${name}'s guardian page, which lists all of their requests and bookings.`
      : 'You can also answer in your account under Bookings.';
    const by = `Please answer by ${formatAgencyDateTime(deadline, { zone: true })}. ${answerElsewhere}`;
    return {
      subject: offer ? `A slot opened: ${record.production}` : `Are you available? ${record.production}`,
      text: [
        greeting,
        '',
        ask,
        '',
        details,
        '',
        `Available: ${issued.available}`,
        `Not available: ${issued.notAvailable}`,
        '',
        by,
        ...(guardianPage ? [`Guardian page: ${guardianPage}`] : []),
      ].join('\n'),
      html: html`${paragraphs(`${greeting}\n\n${ask}`)}
        <pre style="font-family:inherit;white-space:pre-wrap">${details}</pre>
        <p>${link(issued.available, 'Available')} &nbsp; ${link(issued.notAvailable, 'Not available')}</p>
        ${paragraphs(by)} ${guardianPage ? html`<p>${link(guardianPage, 'Open the guardian page')}</p>` : ''}`,
      onNotSent: issued.revoke,
    };
  },
});
