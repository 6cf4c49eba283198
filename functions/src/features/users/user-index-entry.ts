/**
 * What the user index holds per user: a compact entry with what the lists and the casting view need
 * and nothing more private: no SIN, no identity document, WHASA or ACTRA card key, no guardian or
 * emergency contact, no address beyond the city, no self-declared LGBTQ+/BIPOC/transgender answers.
 *
 * An entry is built from its stored part (`StoredEntry`: what a user document or the index snapshot
 * gives) plus what is derived from it (the name, the search terms). Entries are kept small, since an
 * instance holds one per user (100,000 performers): every profile object has its fields in one order
 * (one hidden class per set of fields), repeated values (union status, city, dates…) are one string
 * instance each (`intern`), and no-date lists share one empty array.
 *
 * Extending (casting search): add the field to `INDEXED_PROFILE_FIELDS` (the snapshot's schema
 * follows it, so every snapshot is rebuilt once), or to `StoredEntry` and `storedEntryOf`, then to the
 * snapshot's columns (user-index-snapshot.ts) with `USER_INDEX_SCHEMA_VERSION` raised.
 */
import {
  accountOf,
  fullName,
  isProfileComplete,
  type AccountState,
  type GuardianConsentState,
  type PerformerProfile,
  type Role,
  type UserRecord,
} from '@scenecall/shared';
import { searchTermsOf } from './user-search';

/** The profile fields the lists and the casting view read. */
export const INDEXED_PROFILE_FIELDS = [
  'keyName',
  'fullBodyKeyName',
  'firstName',
  'middleName',
  'lastName',
  'unionStatus',
  'dateOfBirth',
  'city',
  'selfDrive',
  'gender',
  'ethnicity',
  'hairColor',
  'eyeColor',
  'visibleTattoos',
  'sizeHeight',
  'sizeWeight',
  'sizeChest',
  'sizeWaist',
  'sizeHips',
  'sizeShoe',
  'sizeInseam',
  'sizeSleeve',
  'sizeNeck',
  'sizeHat',
  'sizeJacket',
  'sizeBustCup',
  'sizeBustBand',
  'sizeDress',
] as const satisfies readonly (keyof PerformerProfile)[];
export type IndexedProfileField = (typeof INDEXED_PROFILE_FIELDS)[number];
export type IndexedProfile = Partial<Pick<PerformerProfile, IndexedProfileField>>;

/** The part of an entry that is stored (in the user document, or the index snapshot). */
export interface StoredEntry {
  uid: string;
  role: Role;
  tel: string;
  email: string;
  companyName: string | null;
  emailVerified: boolean;
  testPassed: boolean;
  userActivated: boolean;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  profile: IndexedProfile;
  /** Every field the profile form requires is filled in. */
  profileComplete: boolean;
  /** Dates the performer is booked on (booking loop) and cannot work (their calendar): casting hides them. */
  bookedDates: readonly string[];
  unavailableDates: readonly string[];
  /** Minors: their guardian's consent (casting, booking and open calls need it given). */
  guardianConsent: GuardianConsentState;
  /** The account's state (issue 40): only an active performer is searched, asked, booked or alerted. */
  accountState: AccountState;
}

export interface UserIndexEntry extends StoredEntry {
  /** 'First Middle Last' (staff accounts keep their name in the profile too). */
  name: string;
  /** Lower-case words a search word may be the start of (see user-search.ts). */
  searchTerms: readonly string[];
}

/**
 * One string instance per distinct value of the fields many users share. Values only ever come from
 * stored users, so the table grows with what is stored, not with requests.
 */
const interned = new Map<string, string>();
export function intern<T extends string | null | undefined>(value: T): T {
  if (typeof value !== 'string') return value;
  const known = interned.get(value);
  if (known !== undefined) return known as T;
  interned.set(value, value);
  return value;
}

const NO_DATES: readonly string[] = Object.freeze([]);
export const datesOf = (dates: readonly string[] | null | undefined): readonly string[] =>
  dates && dates.length > 0 ? dates.map(intern) : NO_DATES;

/** Names, keys and dates of birth are the user's own; everything else is one of a few values. */
const OWN_VALUES: ReadonlySet<IndexedProfileField> = new Set([
  'keyName',
  'fullBodyKeyName',
  'firstName',
  'middleName',
  'lastName',
]);

/** The indexed fields of a profile, always in the same order, shared values interned. */
export function indexedProfileOf(profile: Partial<Record<IndexedProfileField, unknown>> | null | undefined) {
  const indexed: Record<string, unknown> = {};
  if (!profile) return indexed as IndexedProfile;
  for (const field of INDEXED_PROFILE_FIELDS) {
    const value = profile[field];
    if (value === undefined || value === null) continue;
    indexed[field] = typeof value === 'string' && !OWN_VALUES.has(field) ? intern(value) : value;
  }
  return indexed as IndexedProfile;
}

export function storedEntryOf(uid: string, user: UserRecord): StoredEntry {
  return {
    uid,
    role: intern(user.role),
    tel: user.tel,
    email: user.email,
    companyName: intern(user.companyName ?? null),
    emailVerified: user.emailVerified,
    testPassed: user.testPassed,
    userActivated: user.userActivated,
    disabled: user.disabled,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    profile: indexedProfileOf(user.profile),
    profileComplete:
      user.role === 'Performer' && isProfileComplete(user.profile, { userActivated: user.userActivated }),
    bookedDates: datesOf(user.bookedDates),
    unavailableDates: datesOf(user.unavailableDates),
    guardianConsent: user.guardianConsent ?? null,
    accountState: intern(accountOf(user).state),
  };
}

/** The entry: the stored part and what derives from it. */
export function completeEntry(stored: StoredEntry): UserIndexEntry {
  const name = fullName(stored.profile);
  // Written out, not spread: one object shape for every entry, its fields inside the object.
  return {
    uid: stored.uid,
    role: stored.role,
    tel: stored.tel,
    email: stored.email,
    name,
    companyName: stored.companyName,
    emailVerified: stored.emailVerified,
    testPassed: stored.testPassed,
    userActivated: stored.userActivated,
    disabled: stored.disabled,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    profile: stored.profile,
    profileComplete: stored.profileComplete,
    searchTerms: searchTermsOf({ name, companyName: stored.companyName, email: stored.email, tel: stored.tel }),
    bookedDates: stored.bookedDates,
    unavailableDates: stored.unavailableDates,
    guardianConsent: stored.guardianConsent,
    accountState: stored.accountState,
  };
}

export const entryOf = (uid: string, user: UserRecord): UserIndexEntry => completeEntry(storedEntryOf(uid, user));
