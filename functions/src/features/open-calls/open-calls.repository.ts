/**
 * Open calls (`openCalls/{callId}`) and their submissions (`openCallSubmissions/{callId}_{performerId}`):
 * the only code that reads or writes them. Every change that touches a call's counts, a submission
 * and what it tells people runs in one transaction; selecting a submission also moves the performer
 * through the booking loop's one write path (`prepareBookingIn`) in that same transaction.
 */
import {
  nextSubmissionStatus,
  OPEN_CALL_SUBMISSIONS_COLLECTION,
  OPEN_CALLS_COLLECTION,
  submissionId,
  type OpenCallCloseReason,
  type OpenCallRecord,
  type SubmissionActor,
  type SubmissionEvent,
  type SubmissionRecord,
  type UserRecord,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { ApiError } from '../../http/api-error';
import { db } from '../../lib/firebase';
import { readAll, recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { prepareBookingIn, type BookingPlan, type BookingReads } from '../bookings';
import { readUserInTransaction } from '../users';

const callConverter = recordConverter<OpenCallRecord>([
  'dayId',
  'roleId',
  'castingId',
  'criteria',
  'questions',
  'status',
  'closesAt',
  'submissionsWanted',
  'activeSubmissions',
]);
const submissionConverter = recordConverter<SubmissionRecord>(['callId', 'performerId', 'status', 'answers']);

const calls = () => db().collection(OPEN_CALLS_COLLECTION).withConverter(callConverter);
const callRef = (callId: string) => calls().doc(callId);
const submissionRef = (callId: string, performerId: string) =>
  db()
    .collection(OPEN_CALL_SUBMISSIONS_COLLECTION)
    .withConverter(submissionConverter)
    .doc(submissionId(callId, performerId));

const CALLS_OF_DAY = declareQuery("a day's open calls, newest first (the day page)", {
  collection: OPEN_CALLS_COLLECTION,
  where: [['dayId', '==']],
  orderBy: [['postedAt', 'desc']],
});
const CALLS_BY_STATUS = declareQuery('open calls in a status, newest first (performers, /jobs)', {
  collection: OPEN_CALLS_COLLECTION,
  where: [['status', '==']],
  orderBy: [['postedAt', 'desc']],
});
const CALLS_DUE = declareQuery('calls still open or paused whose closing time passed (closing job)', {
  collection: OPEN_CALLS_COLLECTION,
  where: [
    ['status', 'in'],
    ['closesAt', '<='],
  ],
});
const CALLS_NOT_CLOSED = declareQuery('calls still open or paused (closing job: day or role gone)', {
  collection: OPEN_CALLS_COLLECTION,
  where: [['status', 'in']],
});
const SUBMISSIONS_OF_CALL = declareQuery("a call's submissions", {
  collection: OPEN_CALL_SUBMISSIONS_COLLECTION,
  where: [['callId', '==']],
});
const RECENT_SUBMISSIONS_OF = declareQuery("performers' submissions since a time (fairness order)", {
  collection: OPEN_CALL_SUBMISSIONS_COLLECTION,
  where: [
    ['performerId', 'in'],
    ['submittedAt', '>='],
  ],
});

/** Open calls read at most per list (performers' list, /jobs, the job's sweeps). */
const CALLS_LISTED = 500;
/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

export interface StoredCall {
  id: string;
  record: OpenCallRecord;
}

export const newCallId = (): string => calls().doc().id;

/** Stores a new call unless a call with this id exists already (a retried post): answers whether it did. */
export async function insertCall(id: string, record: OpenCallRecord): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    if ((await tx.get(callRef(id))).exists) return false;
    tx.create(callRef(id), record);
    return true;
  });
}

export async function findCall(callId: string): Promise<StoredCall | undefined> {
  countDocumentReads(1);
  const record = (await callRef(callId).get()).data();
  return record ? { id: callId, record } : undefined;
}

const storedCalls = (docs: { id: string; data(): OpenCallRecord }[]): StoredCall[] =>
  docs.map((doc) => ({ id: doc.id, record: doc.data() }));

export async function listCallsOfDay(dayId: string): Promise<StoredCall[]> {
  const snapshot = await CALLS_OF_DAY.build([dayId], { limit: CALLS_LISTED }).withConverter(callConverter).get();
  countDocumentReads(snapshot.size, { query: true });
  return storedCalls(snapshot.docs);
}

export async function listOpenCalls(): Promise<StoredCall[]> {
  const snapshot = await CALLS_BY_STATUS.build(['open'], { limit: CALLS_LISTED }).withConverter(callConverter).get();
  countDocumentReads(snapshot.size, { query: true });
  return storedCalls(snapshot.docs);
}

export async function listDueCalls(now: Date): Promise<StoredCall[]> {
  const snapshot = await CALLS_DUE.build([['open', 'paused'], now.toISOString()], { limit: CALLS_LISTED })
    .withConverter(callConverter)
    .get();
  return storedCalls(snapshot.docs);
}

export async function listCallsNotClosed(): Promise<StoredCall[]> {
  const snapshot = await CALLS_NOT_CLOSED.build([['open', 'paused']], { limit: CALLS_LISTED })
    .withConverter(callConverter)
    .get();
  return storedCalls(snapshot.docs);
}

export async function listSubmissionsOfCall(callId: string): Promise<SubmissionRecord[]> {
  const snapshot = await SUBMISSIONS_OF_CALL.build([callId], { limit: 1000 }).withConverter(submissionConverter).get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => doc.data());
}

/** The performer's submissions to these calls, by call id, in one batched read. */
export async function findSubmissionsOf(
  performerId: string,
  callIds: readonly string[],
): Promise<Map<string, SubmissionRecord>> {
  const snapshots = await readAll(callIds.map((callId) => submissionRef(callId, performerId)));
  countDocumentReads(snapshots.length);
  return new Map(
    snapshots.flatMap((snapshot) => {
      const record = snapshot.data();
      return record ? [[record.callId, record] as const] : [];
    }),
  );
}

/** How many calls each performer put themselves forward for since `from` (withdrawn ones left out). */
export async function countRecentSubmissions(
  performerIds: readonly string[],
  from: string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const unique = [...new Set(performerIds)];
  const batches = Array.from({ length: Math.ceil(unique.length / IN_LIMIT) }, (_, at) =>
    unique.slice(at * IN_LIMIT, (at + 1) * IN_LIMIT),
  );
  // Batches read at once: an alert wave counts thousands of performers.
  const snapshots = await Promise.all(
    batches.map((batch) => RECENT_SUBMISSIONS_OF.build([batch, from]).withConverter(submissionConverter).get()),
  );
  for (const snapshot of snapshots) {
    countDocumentReads(snapshot.size, { query: true });
    for (const doc of snapshot.docs) {
      const record = doc.data();
      if (record.status !== 'withdrawn') counts.set(record.performerId, (counts.get(record.performerId) ?? 0) + 1);
    }
  }
  return counts;
}

async function callInTransaction(tx: Transaction, callId: string): Promise<OpenCallRecord> {
  const record = (await tx.get(callRef(callId))).data();
  if (!record) throw new ApiError('not-found', 'Open call not found');
  return record;
}

/** Read-decide-write on a call alone (edit, pause, resume): `decide` answers the changes, or throws. */
export async function changeCall(
  callId: string,
  decide: (call: OpenCallRecord, now: Date) => Partial<OpenCallRecord>,
): Promise<OpenCallRecord> {
  return db().runTransaction(async (tx) => {
    const now = new Date();
    const call = await callInTransaction(tx, callId);
    const changes = { ...decide(call, now), updatedAt: now.toISOString() };
    tx.update(callRef(callId), changes);
    return { ...call, ...changes };
  });
}

function submissionChange(
  current: SubmissionRecord | undefined,
  event: SubmissionEvent,
  context: { by: SubmissionActor; callOpen: boolean },
) {
  const change = nextSubmissionStatus(current?.status ?? null, event, context);
  if (!change.ok) throw new ApiError(current || event.kind === 'submit' ? 'conflict' : 'not-found', change.reason);
  return change.status;
}

/**
 * A performer puts themselves forward (or again, after withdrawing): the submission and the
 * call's count of active submissions change together, within the places the call wants.
 */
export async function saveSubmission(
  callId: string,
  performerId: string,
  answers: SubmissionRecord['answers'],
  callOpen: (call: OpenCallRecord, now: Date) => boolean,
): Promise<SubmissionRecord> {
  return db().runTransaction(async (tx) => {
    const now = new Date();
    const call = await callInTransaction(tx, callId);
    const current = (await tx.get(submissionRef(callId, performerId))).data();
    submissionChange(current, { kind: 'submit' }, { by: 'performer', callOpen: callOpen(call, now) });
    if (call.activeSubmissions >= call.submissionsWanted) {
      throw new ApiError('conflict', 'This open call has all the submissions it needs');
    }
    const at = now.toISOString();
    const record: SubmissionRecord = {
      callId,
      dayId: call.dayId,
      castingId: call.castingId,
      performerId,
      status: 'submitted',
      answers,
      submittedAt: at,
      updatedAt: at,
      byUid: performerId,
    };
    tx.set(submissionRef(callId, performerId), record);
    tx.update(callRef(callId), { activeSubmissions: call.activeSubmissions + 1, updatedAt: at });
    return record;
  });
}

export async function withdrawSubmission(
  callId: string,
  performerId: string,
  callOpen: (call: OpenCallRecord, now: Date) => boolean,
): Promise<SubmissionRecord> {
  return db().runTransaction(async (tx) => {
    const now = new Date();
    const call = await callInTransaction(tx, callId);
    const current = (await tx.get(submissionRef(callId, performerId))).data();
    const status = submissionChange(current, { kind: 'withdraw' }, { by: 'performer', callOpen: callOpen(call, now) });
    const at = now.toISOString();
    // The photo goes with the withdrawal (the caller deletes the object once this commits).
    const record = { ...current!, status, updatedAt: at, byUid: performerId, photoKey: null };
    tx.set(submissionRef(callId, performerId), record);
    tx.update(callRef(callId), { activeSubmissions: Math.max(0, call.activeSubmissions - 1), updatedAt: at });
    return { ...record, photoKey: current?.photoKey ?? null };
  });
}

export async function findSubmission(callId: string, performerId: string): Promise<SubmissionRecord | undefined> {
  return (await submissionRef(callId, performerId).get()).data();
}

/**
 * The performer's photo joins their waiting submission, while the call takes submissions; answers
 * the photo it replaces (the caller deletes that object once this commits).
 */
export async function attachSubmissionPhoto(
  callId: string,
  performerId: string,
  photoKey: string,
  callOpen: (call: OpenCallRecord, now: Date) => boolean,
): Promise<string | null> {
  return db().runTransaction(async (tx) => {
    const now = new Date();
    const call = await callInTransaction(tx, callId);
    const current = (await tx.get(submissionRef(callId, performerId))).data();
    if (current?.status !== 'submitted')
      throw new ApiError('not-found', 'Put yourself forward first, then add a photo');
    if (!callOpen(call, now)) throw new ApiError('conflict', 'This open call no longer takes submissions');
    tx.update(submissionRef(callId, performerId), { photoKey, updatedAt: now.toISOString() });
    return current.photoKey ?? null;
  });
}

/** What refuses a selection in the booking loop, as the caller maps it to an answer. */
export type BookingDecision<T> = (reads: BookingReads, now: Date) => Promise<BookingPlan<T>>;

/**
 * Casting selects a submission: the booking loop's plan (`book`: the performer joins the role's
 * candidates, or the reason it refuses) and the submission's move to `selected` commit together.
 * `accept` throws the refusal's answer when the plan refused.
 */
export async function selectSubmission<T>(
  callId: string,
  performerId: string,
  actor: { by: SubmissionActor; byUid: string },
  book: BookingDecision<T>,
  accept: (result: T) => void,
): Promise<SubmissionRecord> {
  return db().runTransaction(async (tx) => {
    const now = new Date();
    const call = await callInTransaction(tx, callId);
    if (call.status === 'closed') throw new ApiError('conflict', 'This open call is closed');
    const current = (await tx.get(submissionRef(callId, performerId))).data();
    const status = submissionChange(current, { kind: 'select' }, { by: actor.by, callOpen: false });
    const booking = await prepareBookingIn(tx, book, now);
    accept(booking.result);
    await booking.write();
    const at = now.toISOString();
    const record = { ...current!, status, updatedAt: at, byUid: actor.byUid };
    tx.set(submissionRef(callId, performerId), record);
    tx.update(callRef(callId), { selectedCount: call.selectedCount + 1, updatedAt: at });
    return record;
  });
}

/** Queues what tells one submitter they were not selected, in the closing transaction. */
export type TellNotSelected = (
  tx: Transaction,
  submission: SubmissionRecord,
  user: UserRecord | undefined,
  now: Date,
) => Promise<void>;

/**
 * Closes a call and tells every submitter still waiting that they were not selected (`tell` queues
 * the messages in this same transaction). Answers `closed: false` when the call was already closed
 * (the job and casting may close it at once).
 */
export async function closeCall(
  callId: string,
  reason: OpenCallCloseReason,
  by: SubmissionActor,
  tell: TellNotSelected,
  now = new Date(),
): Promise<{ closed: boolean; told: number }> {
  return db().runTransaction(async (tx) => {
    const call = (await tx.get(callRef(callId))).data();
    if (!call || call.status === 'closed') return { closed: false, told: 0 };
    const snapshot = await tx.get(SUBMISSIONS_OF_CALL.build([callId]).withConverter(submissionConverter));
    const waiting = snapshot.docs.map((doc) => doc.data()).filter((record) => record.status === 'submitted');
    const users = await Promise.all(waiting.map((record) => readUserInTransaction(tx, record.performerId)));
    const at = now.toISOString();
    tx.update(callRef(callId), {
      status: 'closed',
      closedReason: reason,
      closedAt: at,
      activeSubmissions: Math.max(0, call.activeSubmissions - waiting.length),
      updatedAt: at,
    });
    for (const [index, record] of waiting.entries()) {
      const status = submissionChange(record, { kind: 'not-select' }, { by, callOpen: false });
      const told = { ...record, status, updatedAt: at, byUid: null };
      tx.set(submissionRef(callId, record.performerId), told);
      await tell(tx, told, users[index], now);
    }
    return { closed: true, told: waiting.length };
  });
}

/** A call read inside another write of this feature's (an alert wave), so the write sees its status. */
export async function readCallInTransaction(tx: Transaction, callId: string): Promise<OpenCallRecord | undefined> {
  countDocumentReads(1);
  return (await tx.get(callRef(callId))).data();
}
