import { FieldValue } from 'firebase-admin/firestore';
import { bucket, db } from '../../lib/firebase';

const PROBE_DOC = '_system/health';
const PROBE_OBJECT = '_system/health.txt';

/** Writes then reads one document; returns what was read back. */
export async function roundTripFirestore(stamp: string): Promise<string | undefined> {
  const ref = db().doc(PROBE_DOC);
  await ref.set({ stamp, at: FieldValue.serverTimestamp() });
  const snapshot = await ref.get();
  return snapshot.get('stamp') as string | undefined;
}

/** Writes then reads one Storage object; returns its content. */
export async function roundTripStorage(stamp: string): Promise<string> {
  const file = bucket().file(PROBE_OBJECT);
  await file.save(stamp, { contentType: 'text/plain', resumable: false });
  const [content] = await file.download();
  return content.toString('utf8');
}
