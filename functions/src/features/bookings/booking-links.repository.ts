/** `bookingLinks/{sha256 of the token}`: the one-click answer links (see booking-links.ts). */
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';

export const BOOKING_LINKS_COLLECTION = 'bookingLinks';

/** A one-click answer link, stored by the hash of its token (the token itself is only in the e-mail). */
export interface BookingLinkRecord {
  dayId: string;
  performerId: string;
  answerer: 'performer' | 'guardian';
  /** The participant's deadline when the link was issued: a new request makes older links void. */
  deadline: string;
  offer: boolean;
  usedAt: string | null;
  createdAt: string;
}

const bookingLinkConverter = recordConverter<BookingLinkRecord>(['dayId', 'performerId', 'deadline', 'usedAt']);
export const bookingLinkRef = (hash: string) =>
  db().collection(BOOKING_LINKS_COLLECTION).withConverter(bookingLinkConverter).doc(hash);

/** Stores a new one-click link (issued when its e-mail is composed). */
export async function saveBookingLink(hash: string, record: BookingLinkRecord): Promise<void> {
  await bookingLinkRef(hash).create(record);
}

export async function deleteBookingLink(hash: string): Promise<void> {
  await bookingLinkRef(hash).delete();
}

export async function findBookingLink(hash: string): Promise<BookingLinkRecord | undefined> {
  countDocumentReads(1);
  return (await bookingLinkRef(hash).get()).data();
}
