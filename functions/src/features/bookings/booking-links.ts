/**
 * One-click answer links: random, single-use, valid until the request's deadline, stored only as a
 * hash. A link is issued when its e-mail is composed (so no token sits in the outbox) and revoked if
 * that e-mail is not sent. Opening the link changes nothing (mail scanners follow links); the page
 * it opens posts the answer with one button.
 */
import { createHash, randomBytes } from 'node:crypto';
import { config } from '../../config';
import { deleteBookingLink, saveBookingLink, type BookingLinkRecord } from './booking-links.repository';

export const hashBookingToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const bookingAnswerUrl = (token: string, available: boolean) =>
  `${config().webBaseUrl}/booking/answer?token=${encodeURIComponent(token)}&answer=${available ? 'available' : 'not-available'}`;

/** A text's link: a short path on the app's own domain that opens the same answer page. */
export const bookingShortUrl = (token: string) => `${config().webBaseUrl}/b/${token}`;

export interface IssuedBookingLink {
  available: string;
  notAvailable: string;
  /** The short link of a text (`/b/<token>`): the answer page, either answer. */
  short: string;
  revoke: () => Promise<void>;
}

/**
 * `tokenBytes`: 32 for e-mail; a text's link takes 16 (128 random bits, still beyond guessing, and
 * the per-address limits on link answers stand) so that it stays short.
 */
export async function issueBookingLink(
  fields: Omit<BookingLinkRecord, 'usedAt' | 'createdAt'>,
  now = new Date(),
  tokenBytes = 32,
): Promise<IssuedBookingLink> {
  const token = randomBytes(tokenBytes).toString('base64url');
  const hash = hashBookingToken(token);
  await saveBookingLink(hash, { ...fields, usedAt: null, createdAt: now.toISOString() });
  return {
    available: bookingAnswerUrl(token, true),
    notAvailable: bookingAnswerUrl(token, false),
    short: bookingShortUrl(token),
    revoke: () => deleteBookingLink(hash),
  };
}
