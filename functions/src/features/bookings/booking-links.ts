/**
 * One-click answer links: random, single-use, valid until the request's deadline, stored only as a
 * hash. A link is issued when its e-mail is composed (so no token sits in the outbox) and revoked if
 * that e-mail is not sent. Opening the link changes nothing (mail scanners follow links); the page
 * it opens posts the answer with one button.
 */
import { createHash, randomBytes } from 'node:crypto';
import { config } from '../../config';
import { deleteBookingLink, saveBookingLink, type BookingLinkRecord } from '../projects';

export const hashBookingToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const bookingAnswerUrl = (token: string, available: boolean) =>
  `${config().webBaseUrl}/booking/answer?token=${encodeURIComponent(token)}&answer=${available ? 'available' : 'not-available'}`;

export interface IssuedBookingLink {
  available: string;
  notAvailable: string;
  revoke: () => Promise<void>;
}

export async function issueBookingLink(
  fields: Omit<BookingLinkRecord, 'usedAt' | 'createdAt'>,
  now = new Date(),
): Promise<IssuedBookingLink> {
  const token = randomBytes(32).toString('base64url');
  const hash = hashBookingToken(token);
  await saveBookingLink(hash, { ...fields, usedAt: null, createdAt: now.toISOString() });
  return {
    available: bookingAnswerUrl(token, true),
    notAvailable: bookingAnswerUrl(token, false),
    revoke: () => deleteBookingLink(hash),
  };
}
