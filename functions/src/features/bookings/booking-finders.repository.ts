/**
 * The booking loop's finders outside a transaction: requests and days past their deadline, worked
 * days whose commission is unpaid (the jobs), a performer's participations, and the days of their
 * bookings page.
 */
import {
  PARTICIPANTS_COLLECTION,
  PRODUCTION_DAYS_COLLECTION,
  type ParticipantRecord,
  type ProductionDayRecord,
} from '@scenecall/shared';
import { readAll, recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { PARTICIPANTS_OF_PERFORMER } from './booking-reads.repository';
import { participantConverter } from './participants.repository';
import { dayConverter, dayRef } from './booking-days.repository';

const WAITING_PAST_DEADLINE = declareQuery('requests and offers whose deadline passed (booking deadlines job)', {
  collection: PARTICIPANTS_COLLECTION,
  where: [
    ['status', 'in'],
    ['deadline', '<='],
  ],
});
const DAYS_PAST_DEADLINE = declareQuery('days whose availability deadline passed (booking deadlines job)', {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [
    ['status', '=='],
    ['availabilityDeadline', '<='],
  ],
});

const WORKED_UNPAID = declareQuery('worked days whose commission is not paid (commission reminders job)', {
  collection: PARTICIPANTS_COLLECTION,
  where: [
    ['status', 'in'],
    ['commissionPaid', '=='],
  ],
});

/** Requests and offers whose deadline has passed, oldest first (the deadlines job). */
export async function findWaitingPastDeadline(now: Date, limit: number): Promise<ParticipantRecord[]> {
  const snapshot = await WAITING_PAST_DEADLINE.build([['asked', 'offered'], now.toISOString()], { limit })
    .withConverter(participantConverter)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Days still in Availability Check whose deadline has passed (automatic booking at the deadline). */
export async function findDaysPastDeadline(
  now: Date,
  limit: number,
): Promise<{ id: string; record: ProductionDayRecord }[]> {
  const snapshot = await DAYS_PAST_DEADLINE.build(['Availability Check', now.toISOString()], { limit })
    .withConverter(dayConverter)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, record: doc.data() }));
}

/** Every participation of a performer (their bookings page, calendar feed, worked days). */
export async function listParticipationsOf(performerId: string): Promise<ParticipantRecord[]> {
  const snapshot = await PARTICIPANTS_OF_PERFORMER.build([performerId], { limit: 1000 })
    .withConverter(participantConverter)
    .get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => doc.data());
}

/** What a performer's bookings page shows of a day. */
const DAY_FIELDS_FOR_PERFORMER = [
  'production',
  'title',
  'dates',
  'lastDate',
  'location',
  'rate',
  'requiredDocuments',
  'notes',
  'roles',
  'status',
] as const;
export type DayForPerformer = Pick<ProductionDayRecord, (typeof DAY_FIELDS_FOR_PERFORMER)[number]>;
/** The masked read holds only those fields: the whole day's converter would call it malformed. */
const dayForPerformerConverter = recordConverter<DayForPerformer>(['dates', 'status', 'roles']);

/**
 * Days by id with only what the performer's bookings page shows, in one batched read: a day's
 * performer map (one entry per participant) stays in Firestore (docs/performance.md, bench:load).
 */
export async function findDaysForPerformer(dayIds: readonly string[]): Promise<Map<string, DayForPerformer>> {
  const unique = [...new Set(dayIds)];
  if (unique.length === 0) return new Map();
  const refs = unique.map((dayId) => dayRef(dayId).withConverter(null).withConverter(dayForPerformerConverter));
  const snapshots = await readAll(refs, { fieldMask: [...DAY_FIELDS_FOR_PERFORMER] });
  countDocumentReads(snapshots.length);
  return new Map(
    snapshots.flatMap((snapshot) => {
      const record = snapshot.data();
      return record ? [[snapshot.id, record] as const] : [];
    }),
  );
}

/** Worked (or booked) participations whose commission is not paid yet, for the reminders job. */
export async function findWorkedUnpaid(limit: number): Promise<ParticipantRecord[]> {
  const snapshot = await WORKED_UNPAID.build([['worked', 'booked'], false], { limit })
    .withConverter(participantConverter)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}
