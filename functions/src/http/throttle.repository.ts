/** Throttle counters in Firestore (`throttles/{rule-hash}`), shared by every function instance. */
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { recordConverter } from '../lib/firestore-converter';

const THROTTLES = 'throttles';

interface ThrottleRecord {
  count: number;
  windowStart: number;
  /** Lets a Firestore TTL policy remove spent windows. */
  expiresAt?: Date | Timestamp;
}

const throttleConverter = recordConverter<ThrottleRecord>(['count', 'windowStart']);
const throttleRef = (key: string) => db().collection(THROTTLES).withConverter(throttleConverter).doc(key);

export interface CountedWindow {
  count: number;
  /** When the window ends (ms since the epoch). */
  endsAt: number;
}

/** Seconds until the key's window ends when `limit` events already happened in it, else 0. */
export async function throttleWait(key: string, limit: number, windowMs: number, now: number): Promise<number> {
  const record = (await throttleRef(key).get()).data();
  if (!record) return 0;
  const endsAt = record.windowStart + windowMs;
  if (endsAt <= now || record.count < limit) return 0;
  return Math.ceil((endsAt - now) / 1000);
}

/** Counts one event for the key in a fixed window that starts at the first event. */
export async function countThrottleEvent(key: string, windowMs: number, now: number): Promise<CountedWindow> {
  const ref = throttleRef(key);
  return db().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data();
    const next: ThrottleRecord =
      record && record.windowStart + windowMs > now
        ? { count: record.count + 1, windowStart: record.windowStart }
        : { count: 1, windowStart: now };
    tx.set(ref, { ...next, expiresAt: new Date(next.windowStart + windowMs) });
    return { count: next.count, endsAt: next.windowStart + windowMs };
  });
}

/** Starts the key's window now with one event (a 'last seen' that slides with each call). */
export async function restartThrottle(key: string, windowMs: number, now: number): Promise<void> {
  await db()
    .collection(THROTTLES)
    .doc(key)
    .set({ count: 1, windowStart: now, expiresAt: new Date(now + windowMs) });
}

export async function clearThrottle(key: string): Promise<void> {
  await throttleRef(key).delete();
}
