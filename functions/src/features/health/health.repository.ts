import { FieldValue } from 'firebase-admin/firestore';
import { auth, bucket, db } from '../../lib/firebase';

/**
 * Each check writes, reads back and removes a probe of its own (named by its stamp), so checks that
 * run at the same time never read each other's value.
 */
const probeDoc = (stamp: string) => db().collection('_system').doc(`health-${stamp}`);
const probeObject = (stamp: string) => bucket().file(`_system/health-${stamp}.txt`);

/** Writes then reads one document; returns what was read back. */
export async function roundTripFirestore(stamp: string): Promise<string | undefined> {
  const ref = probeDoc(stamp);
  await ref.set({ stamp, at: FieldValue.serverTimestamp() });
  try {
    return (await ref.get()).get('stamp') as string | undefined;
  } finally {
    await ref.delete().catch(() => undefined);
  }
}

/** Writes then reads one Storage object; returns its content. */
export async function roundTripStorage(stamp: string): Promise<string> {
  const file = probeObject(stamp);
  await file.save(stamp, { contentType: 'text/plain', resumable: false });
  try {
    const [content] = await file.download();
    return content.toString('utf8');
  } finally {
    await file.delete().catch(() => undefined);
  }
}

/** Asks Auth for one account: any answer means it serves. */
export async function askAuth(): Promise<void> {
  await auth().listUsers(1);
}
