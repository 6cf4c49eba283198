/** `inboundTexts/{MessageSid}`: every incoming text acted on, so a replayed webhook changes nothing. */
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

/** gRPC ALREADY_EXISTS. */
const isAlreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

/** True the first time a MessageSid is seen; false for a replay. Keeps nothing personal: no number, no words. */
export async function firstTimeSeen(messageSid: string, receivedAt: Date): Promise<boolean> {
  try {
    await inboundTexts()
      .doc(messageSid)
      .create({
        receivedAt: receivedAt.toISOString(),
        expiresAt: new Date(receivedAt.getTime() + INBOUND_TEXT_KEPT_MS),
      });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
