/** `inboundTexts/{MessageSid}`: every incoming text acted on, so a replayed webhook changes nothing. */
import { db } from '../../lib/firebase';

export const INBOUND_TEXTS_COLLECTION = 'inboundTexts';

/** gRPC ALREADY_EXISTS. */
const isAlreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

/** True the first time a MessageSid is seen; false for a replay. Keeps nothing personal: no number, no words. */
export async function firstTimeSeen(messageSid: string, receivedAt: Date): Promise<boolean> {
  try {
    await db().collection(INBOUND_TEXTS_COLLECTION).doc(messageSid).create({ receivedAt: receivedAt.toISOString() });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
