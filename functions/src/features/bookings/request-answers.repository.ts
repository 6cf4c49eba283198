/**
 * `requestAnswers/{uid}_{key}`: what a request sent with an idempotency key answered (the wizard's
 * Confirm). Stored by the booking loop's plan writer in the transaction that does the work.
 */
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';

/** `requestAnswers/{uid}_{key}`: what a request sent with an idempotency key answered (the wizard's Confirm). */
const REQUEST_ANSWERS_COLLECTION = 'requestAnswers';
interface RequestAnswerRecord {
  value: string;
  at: string;
}
const requestAnswerConverter = recordConverter<RequestAnswerRecord>(['value']);
export const requestAnswerRef = (key: string) =>
  db().collection(REQUEST_ANSWERS_COLLECTION).withConverter(requestAnswerConverter).doc(key);

/** What an earlier request with this idempotency key answered, read outside a transaction. */
export async function answeredBefore(key: string): Promise<string | undefined> {
  countDocumentReads(1);
  return (await requestAnswerRef(key).get()).data()?.value;
}
