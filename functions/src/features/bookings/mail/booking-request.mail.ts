/**
 * An availability check or an offered slot: the day's details and two one-click answers. A minor's
 * request is addressed to their guardian, who answers for them (the licence agreement says so); the
 * links then record the guardian as the one who answered.
 */
import {
  formatAgencyDateTime,
  formatDateForPeople,
  idSchema,
  isMinor,
  productionDayName,
  roleDisplayName,
} from '@scenecall/shared';
import { z } from 'zod';
import { issueBookingLink } from '../booking-links';
import { guardianPageUrl } from '../guardian-links';
import { findDay } from '../../projects';
import { findParticipant } from '../participants.repository';
import { findUser } from '../../users';
import { defineMailTemplate, html, link, paragraphs } from '../../mail';

/** What a request's e-mail and text are made from (the text template takes the same). */
export const bookingRequestData = z.strictObject({ dayId: idSchema, performerId: idSchema, offer: z.boolean() });

export const bookingRequestTemplate = defineMailTemplate({
  name: 'booking-request',
  guardianReceivesForMinor: true,
  data: bookingRequestData,
  async compose({ dayId, performerId, offer }) {
    const [day, participant, user] = await Promise.all([
      findDay(dayId),
      findParticipant(dayId, performerId),
      findUser(performerId),
    ]);
    if (!day || !participant?.deadline) throw new Error('The request no longer exists');
    const record = day.record;
    const profile = user?.profile ?? null;
    // An unknown date of birth is never taken for a minor's.
    const minor = Boolean(profile?.dateOfBirth) && isMinor(profile?.dateOfBirth);
    const guardian = minor ? (profile?.guardianFullName ?? '') : null;
    const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || 'there';
    const role = record.roles.find((candidate) => candidate.id === participant.roleId);
    const issued = await issueBookingLink({
      dayId,
      performerId,
      answerer: guardian === null ? 'performer' : 'guardian',
      deadline: participant.deadline,
      offer,
    });
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
    const by = `Please answer by ${formatAgencyDateTime(participant.deadline, { zone: true })}. ${answerElsewhere}`;
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
