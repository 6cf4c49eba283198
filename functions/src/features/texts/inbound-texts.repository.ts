/** `inboundTexts/{MessageSid}`: every incoming text acted on, so a replayed webhook changes nothing. */
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';

export const INBOUND_TEXTS_COLLECTION = 'inboundTexts';

/** Twilio retries a webhook for hours at most; a record is kept a month, then Firestore's TTL policy removes it. */
export const INBOUND_TEXT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

interface InboundTextRecord {
  receivedAt: string;
  expiresAt: Date;
}

const inboundTexts = () =>
  db()
    .collection(INBOUND_TEXTS_COLLECTION)
    .withConverter(recordConverter<InboundTextRecord>(['receivedAt']));

/** gRPC ALREADY_EXISTS: the incoming text was recorded meanwhile (a concurrent delivery of it). */
export const isAlreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

const seenRecord = (receivedAt: Date): InboundTextRecord => ({
  receivedAt: receivedAt.toISOString(),
  expiresAt: new Date(receivedAt.getTime() + INBOUND_TEXT_KEPT_MS),
});

/** Whether the MessageSid was acted on already (a replay). Keeps nothing personal: no number, no words. */
export async function seenBefore(messageSid: string): Promise<boolean> {
  return (await inboundTexts().doc(messageSid).get()).exists;
}

/**
 * Records the MessageSid in the transaction that acts on the text (STOP, START, an answer), so a
 * failure before it commits leaves the provider's retry to be acted on; a concurrent delivery of
 * the same text makes that transaction fail with ALREADY_EXISTS.
 */
export function markSeenIn(tx: Transaction, messageSid: string, receivedAt: Date): void {
  tx.create(inboundTexts().doc(messageSid), seenRecord(receivedAt));
}

/** Records the MessageSid after acting on a text that changed nothing in a transaction (HELP, OK, a question). */
export async function markSeen(messageSid: string, receivedAt: Date): Promise<void> {
  try {
    await inboundTexts().doc(messageSid).create(seenRecord(receivedAt));
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
}
