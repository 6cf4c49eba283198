/**
 * The user index's snapshot: every entry's stored part (`StoredEntry`) with its commit stamp, as one
 * gzip-compressed columnar JSON document, so that a new instance loads 100,000 users from a few
 * large reads instead of 100,000 document reads (see docs/decisions/user-index-in-memory.md).
 *
 * Columnar: one array per field in the same order of users, so field names are written once; a
 * column with few distinct values (role, union status, city, dates…) is a dictionary and codes, which
 * also gives one string instance per value when decoded. Stamps are sorted and written as deltas.
 * Pure: storing it (chunked under Firestore's 1 MiB document limit) is the repository's.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { AccountState, GuardianConsentState } from '@scenecall/shared';
import {
  INDEXED_PROFILE_FIELDS,
  datesOf,
  indexedProfileOf,
  intern,
  type IndexedProfileField,
  type StoredEntry,
} from './user-index-entry';

/** Raise when the columns below or what an entry means change: every snapshot is then rebuilt. */
export const USER_INDEX_SCHEMA_VERSION = 3;
/** The version and the indexed profile fields: a snapshot of another schema is never read. */
export const USER_INDEX_SCHEMA = `${USER_INDEX_SCHEMA_VERSION}:${createHash('sha256')
  .update(INDEXED_PROFILE_FIELDS.join(','))
  .digest('hex')
  .slice(0, 12)}`;

export interface SnapshotDocument {
  entry: StoredEntry;
  /** The user document's commit stamp (µs). */
  changedAt: number;
}

export interface UserIndexSnapshot {
  schema: string;
  /** Every commit stamped up to this time (µs) is in it; later ones are caught up by the updatedAt query. */
  readAt: number;
  documents: SnapshotDocument[];
}

type Scalar = string | number | boolean | null;
/** A plain column, or a dictionary of distinct values and one code per user. */
type Column = { p: Scalar[] } | { d: Scalar[]; c: number[] };

interface Encoded {
  schema: string;
  readAt: number;
  count: number;
  columns: Record<string, Column>;
}

/** A dictionary pays when values repeat: at most one distinct value in four. */
function columnOf(values: Scalar[]): Column {
  const codes = new Map<Scalar, number>();
  for (const value of values) if (!codes.has(value)) codes.set(value, codes.size);
  if (codes.size * 4 > values.length) return { p: values };
  return { d: [...codes.keys()], c: values.map((value) => codes.get(value)!) };
}

function valuesOf(column: Column | undefined, count: number): Scalar[] {
  if (!column) throw new Error('user index snapshot: a column is missing');
  const values = 'p' in column ? column.p : column.c.map((code) => column.d[code] ?? null);
  if (values.length !== count) throw new Error('user index snapshot: a column has the wrong length');
  return values;
}

const DATE_SEPARATOR = ',';
const datesColumn = (dates: readonly string[]) => dates.join(DATE_SEPARATOR);

const BASE_COLUMNS = {
  uid: (entry: StoredEntry) => entry.uid,
  role: (entry) => entry.role,
  tel: (entry) => entry.tel,
  email: (entry) => entry.email,
  companyName: (entry) => entry.companyName,
  emailVerified: (entry) => entry.emailVerified,
  testPassed: (entry) => entry.testPassed,
  userActivated: (entry) => entry.userActivated,
  disabled: (entry) => entry.disabled,
  createdAt: (entry) => entry.createdAt,
  updatedAt: (entry) => entry.updatedAt,
  profileComplete: (entry) => entry.profileComplete,
  bookedDates: (entry) => datesColumn(entry.bookedDates),
  unavailableDates: (entry) => datesColumn(entry.unavailableDates),
  guardianConsent: (entry) => entry.guardianConsent,
  accountState: (entry) => entry.accountState,
} satisfies Record<string, (entry: StoredEntry) => Scalar>;

const profileColumn = (field: IndexedProfileField) => `profile.${field}`;

export function encodeUserIndexSnapshot(snapshot: Omit<UserIndexSnapshot, 'schema'>): Buffer {
  const documents = [...snapshot.documents].sort((a, b) => a.changedAt - b.changedAt);
  const entries = documents.map((document) => document.entry);
  const columns: Record<string, Column> = {
    changedAt: { p: documents.map((document, i) => document.changedAt - (documents[i - 1]?.changedAt ?? 0)) },
  };
  const baseColumns: [string, (entry: StoredEntry) => Scalar][] = Object.entries(BASE_COLUMNS);
  for (const [name, read] of baseColumns) columns[name] = columnOf(entries.map((entry) => read(entry)));
  for (const field of INDEXED_PROFILE_FIELDS)
    columns[profileColumn(field)] = columnOf(entries.map((entry) => (entry.profile[field] ?? null) as Scalar));
  const encoded: Encoded = { schema: USER_INDEX_SCHEMA, readAt: snapshot.readAt, count: entries.length, columns };
  return gzipSync(JSON.stringify(encoded));
}

/** The snapshot, or an error when it is not one of this schema (the caller then reads every user). */
export function decodeUserIndexSnapshot(data: Buffer): UserIndexSnapshot {
  const encoded = JSON.parse(gunzipSync(data).toString('utf8')) as Encoded;
  if (encoded.schema !== USER_INDEX_SCHEMA) throw new Error(`user index snapshot: schema ${encoded.schema}`);
  const { count, columns } = encoded;
  const column = (name: string) => valuesOf(columns[name], count);
  const base = Object.fromEntries(Object.keys(BASE_COLUMNS).map((name) => [name, column(name)])) as Record<
    keyof typeof BASE_COLUMNS,
    Scalar[]
  >;
  const profiles = INDEXED_PROFILE_FIELDS.map((field) => column(profileColumn(field)));
  const deltas = column('changedAt') as number[];
  const dates = new Map<string, readonly string[]>();
  const datesOfColumn = (value: Scalar) => {
    const text = String(value ?? '');
    let list = dates.get(text);
    if (!list) dates.set(text, (list = datesOf(text === '' ? [] : text.split(DATE_SEPARATOR))));
    return list;
  };
  const documents: SnapshotDocument[] = new Array(count);
  let changedAt = 0;
  for (let i = 0; i < count; i += 1) {
    changedAt += deltas[i]!;
    const profile: Partial<Record<IndexedProfileField, unknown>> = {};
    INDEXED_PROFILE_FIELDS.forEach((field, f) => {
      profile[field] = profiles[f]![i];
    });
    const entry: StoredEntry = {
      uid: base.uid[i] as string,
      role: intern(base.role[i] as StoredEntry['role']),
      tel: base.tel[i] as string,
      email: base.email[i] as string,
      companyName: intern(base.companyName[i] as string | null),
      emailVerified: base.emailVerified[i] as boolean,
      testPassed: base.testPassed[i] as boolean,
      userActivated: base.userActivated[i] as boolean,
      disabled: base.disabled[i] as boolean,
      createdAt: base.createdAt[i] as string,
      updatedAt: base.updatedAt[i] as string,
      profile: indexedProfileOf(profile),
      profileComplete: base.profileComplete[i] as boolean,
      bookedDates: datesOfColumn(base.bookedDates[i]!),
      unavailableDates: datesOfColumn(base.unavailableDates[i]!),
      guardianConsent: (base.guardianConsent[i] ?? null) as GuardianConsentState,
      accountState: intern(base.accountState[i] as AccountState),
    };
    documents[i] = { entry, changedAt };
  }
  return { schema: encoded.schema, readAt: encoded.readAt, documents };
}
