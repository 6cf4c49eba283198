/**
 * 'Mass Email': rich text to a day's participants, chosen by role and status, through the outbox.
 * The body is sanitised here (the shared allow-list) before it is queued. Each recipient's e-mail has
 * a dedupe key made of the day, the form's request id and the performer, so a retried send (a double
 * click, a lost answer) queues nobody twice.
 */
import { createHash } from 'node:crypto';
import { isMassEmailRecipient, type MassEmailAnswer, type MassEmailBody } from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { isBlankRichText, sanitizeRichText } from '../../lib/sanitize-html';
import { enqueueMail, massEmailTemplate } from '../mail';
import { dayBookings } from './day-bookings';
import type { DayTarget } from './projects.policy';

/** E-mails queued at once (each is one document write). */
const QUEUED_AT_ONCE = 20;

const dedupeKey = (dayId: string, requestId: string, performerId: string) =>
  `mass-${createHash('sha256').update(`${dayId}\n${requestId}\n${performerId}`).digest('hex').slice(0, 40)}`;

export async function sendMassEmail(caller: Caller, target: DayTarget, body: MassEmailBody): Promise<MassEmailAnswer> {
  const day = target.day.record;
  if (day.status === 'Archived') throw new ApiError('conflict', 'This day is archived. Restore it first');
  const unknownRole = body.roleIds.find((roleId) => !day.roles.some((role) => role.id === roleId));
  if (unknownRole) {
    throw new ApiError('validation-failed', 'Choose roles of this day', [
      { field: 'roleIds', message: 'is not a role of this day' },
    ]);
  }
  const html = await sanitizeRichText(body.html);
  if (await isBlankRichText(html)) {
    throw new ApiError('validation-failed', 'Write a message', [{ field: 'html', message: 'Write a message' }]);
  }
  const recipients = (await dayBookings().participantsOfDay(target.day.id)).filter((participant) =>
    isMassEmailRecipient(participant, body),
  );
  if (recipients.length === 0) throw new ApiError('validation-failed', 'No performer matches these choices');

  const data = { subject: body.subject, html, production: `${day.production}, ${day.title}` };
  for (let start = 0; start < recipients.length; start += QUEUED_AT_ONCE) {
    await Promise.all(
      recipients.slice(start, start + QUEUED_AT_ONCE).map((participant) =>
        enqueueMail({
          template: massEmailTemplate,
          data,
          to: { uid: participant.performerId },
          dedupeKey: dedupeKey(target.day.id, body.requestId, participant.performerId),
        }),
      ),
    );
  }
  logEvent('projects.mass_email_queued', { dayId: target.day.id, recipients: recipients.length, byRole: caller.role });
  return { sent: recipients.length };
}
