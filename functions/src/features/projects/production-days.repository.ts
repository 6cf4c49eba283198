/**
 * Production days (`productionDays/{dayId}`): the one store of a day's details, roles (with their
 * counts), call and fitting sheets, shared by the project screens, the casting explorer and the
 * booking loop. This file reads them and types them (the collection's converter); a day is created,
 * changed and deleted with its participants through the booking loop's one write path
 * (`booking-plan.repository.ts`), so its counts and its participants never disagree.
 */
import {
  PRODUCTION_DAY_REQUIRED_FIELDS,
  PRODUCTION_DAYS_COLLECTION,
  type ProductionDayRecord,
} from '@scenecall/shared';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { readAll, recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';
import { cachedRead } from '../../lib/run-cache';
import { declareQuery } from '../../lib/firestore-query';

const MAX_DAYS_LISTED = 1000;

export const dayConverter = recordConverter<ProductionDayRecord>([...PRODUCTION_DAY_REQUIRED_FIELDS]);
const days = () => db().collection(PRODUCTION_DAYS_COLLECTION).withConverter(dayConverter);
export const dayRef = (dayId: string) => days().doc(dayId);
/** An id for a day written later in a transaction. */
export const newDayId = (): string => days().doc().id;

const DAYS_OF_PROJECT = declareQuery("a project's days, by first date", {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [['projectId', '==']],
  orderBy: [['firstDate', 'asc']],
});

const DAYS_OF_CASTING = declareQuery("a Casting user's days, latest first (casting explorer)", {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [['castingId', '==']],
  orderBy: [['firstDate', 'desc']],
});

const ALL_DAYS = declareQuery('every day, latest first (casting explorer for Admin)', {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [],
  orderBy: [['firstDate', 'desc']],
});

export interface StoredDay {
  id: string;
  record: ProductionDayRecord;
}

export function findDay(dayId: string): Promise<StoredDay | undefined> {
  return cachedRead(`productionDays/${dayId}`, async () => {
    const record = (await dayRef(dayId).get()).data();
    countDocumentReads(1);
    return record ? { id: dayId, record } : undefined;
  });
}

const toStoredDays = (docs: QueryDocumentSnapshot<ProductionDayRecord>[]): StoredDay[] =>
  docs.map((doc) => ({ id: doc.id, record: doc.data() }));

/** A project's days, earliest first. */
export async function listDaysOfProject(projectId: string): Promise<StoredDay[]> {
  return toStoredDays(
    (await DAYS_OF_PROJECT.build([projectId], { limit: MAX_DAYS_LISTED }).withConverter(dayConverter).get()).docs,
  );
}

const daysOfCasting = (castingId: string | null) =>
  castingId === null
    ? ALL_DAYS.build([], { limit: MAX_DAYS_LISTED })
    : DAYS_OF_CASTING.build([castingId], { limit: MAX_DAYS_LISTED });

/** A Casting user's days (or, with null, every day), latest first. */
export async function listDaysOfCasting(castingId: string | null): Promise<StoredDay[]> {
  return toStoredDays((await daysOfCasting(castingId).withConverter(dayConverter).get()).docs);
}

/** What the casting explorer's list shows of a day. */
const DAY_SUMMARY_FIELDS = [
  'projectId',
  'production',
  'title',
  'dates',
  'firstDate',
  'location',
  'status',
  'roles',
] as const;
export type DaySummaryRecord = Pick<ProductionDayRecord, (typeof DAY_SUMMARY_FIELDS)[number]>;
/** The list's read holds only those fields: the whole day's converter would call it malformed. */
const daySummaryConverter = recordConverter<DaySummaryRecord>(['projectId', 'dates', 'status', 'roles']);
export interface StoredDaySummary {
  id: string;
  record: DaySummaryRecord;
}

/**
 * The casting explorer's list: a Casting user's days (or, with null, every day), latest first, with
 * only the fields it shows. A day's performer map (one entry per participant, hundreds on a big
 * day), sheets and notes stay in Firestore: under load, sending and decoding them for every day of
 * every list was the stack's heaviest work (docs/performance.md, bench:load).
 */
export async function listDaySummariesOfCasting(castingId: string | null): Promise<StoredDaySummary[]> {
  const { docs } = await daysOfCasting(castingId)
    .select(...DAY_SUMMARY_FIELDS)
    .withConverter(daySummaryConverter)
    .get();
  countDocumentReads(docs.length, { query: true });
  return docs.map((doc) => ({ id: doc.id, record: doc.data() }));
}

/** Days by id, in one batched read. */
export async function findDays(dayIds: readonly string[]): Promise<Map<string, ProductionDayRecord>> {
  const unique = [...new Set(dayIds)];
  if (unique.length === 0) return new Map();
  const snapshots = await readAll(unique.map(dayRef));
  countDocumentReads(snapshots.length);
  return new Map(
    snapshots.flatMap((snapshot) => {
      const record = snapshot.data();
      return record ? [[snapshot.id, record] as const] : [];
    }),
  );
}
