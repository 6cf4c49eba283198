/**
 * The casting search over the user index (in memory): who may appear, the filters, the hiding rules
 * of the day and role being cast, and the one order every page follows. See README.md for the order
 * and the hair mapping.
 */
import {
  AGE_FILTER_BOUNDS,
  CASTING_PAGE_SIZE,
  EYE_FILTERS,
  HAIR_FILTERS,
  addCalendarDays,
  agencyToday,
  ageOn,
  castingFiltersToQuery,
  guardianConsentAllows,
  keptFromWork,
  type CastingSearchQuery,
  type EyeColor,
  type HairColor,
} from '@scenecall/shared';
import { type UserIndex, type UserIndexEntry } from '../users';

/** Bookings this many days back, and every booking ahead, count as 'recent' in the order. */
export const RECENT_BOOKING_DAYS = 90;

/** One searchable performer, with what the order and the filters need computed once per index version and day. */
export interface PoolEntry {
  entry: UserIndexEntry;
  age: number | null;
  /** 0 with both a headshot and a full-body picture, 1 with one, 2 with none: casting chooses by photo. */
  photoRank: number;
  recentBookings: number;
  /** The name folded for comparing and searching. */
  nameKey: string;
  cityKey: string;
}

const PRINTABLE_ASCII = /^[ -~]*$/;
/** Without accents, lower case, trimmed (plain ASCII has no accents to take off: most names skip the normalizing). */
const fold = (text: string) =>
  (PRINTABLE_ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase().trim();

/**
 * Only activated, enabled performers whose account is active (not suspended, not deactivated) are
 * ever found; a minor only with their guardian's consent.
 */
export const isCastable = (entry: UserIndexEntry) =>
  entry.role === 'Performer' &&
  entry.userActivated &&
  !entry.disabled &&
  !keptFromWork(entry.accountState) &&
  guardianConsentAllows({ dateOfBirth: entry.profile.dateOfBirth, guardianConsent: entry.guardianConsent });

/**
 * Builds the pool's entries for one day. Ages and cities repeat across performers, and computing an
 * age parses a date, so each distinct value is worked out once per build (at 100,000 performers
 * this is most of a cold search's time otherwise).
 */
function poolEntriesBuilder(today: string): (entry: UserIndexEntry) => PoolEntry {
  const recentFrom = addCalendarDays(today, -RECENT_BOOKING_DAYS);
  const ages = new Map<string, number>();
  const cities = new Map<string, string>();
  const ageOf = (dateOfBirth: string) => {
    let age = ages.get(dateOfBirth);
    if (age === undefined) ages.set(dateOfBirth, (age = ageOn(dateOfBirth, today)));
    return age;
  };
  const cityKeyOf = (city: string) => {
    let key = cities.get(city);
    if (key === undefined) cities.set(city, (key = fold(city)));
    return key;
  };
  return (entry) => {
    const { profile } = entry;
    return {
      entry,
      age: profile.dateOfBirth ? ageOf(profile.dateOfBirth) : null,
      photoRank: (profile.keyName ? 0 : 1) + (profile.fullBodyKeyName ? 0 : 1),
      recentBookings: countFrom(entry.bookedDates, recentFrom),
      nameKey: fold(entry.name),
      cityKey: cityKeyOf(profile.city ?? ''),
    };
  };
}

const countFrom = (dates: readonly string[], from: string) => {
  let count = 0;
  for (const date of dates) if (date >= from) count += 1;
  return count;
};

type SortKey = readonly [number, number, string, string];
const keyOf = (item: PoolEntry): SortKey => [item.photoRank, item.recentBookings, item.nameKey, item.entry.uid];

function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < a.length; i += 1) {
    const [x, y] = [a[i]!, b[i]!];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

const compareValues = <T extends number | string>(x: T, y: T) => (x === y ? 0 : x < y ? -1 : 1);

/** The order of `compareKeys(keyOf(a), keyOf(b))`, without building keys: the sort calls it n log n times. */
const comparePoolEntries = (a: PoolEntry, b: PoolEntry) =>
  compareValues(a.photoRank, b.photoRank) ||
  compareValues(a.recentBookings, b.recentBookings) ||
  compareValues(a.nameKey, b.nameKey) ||
  compareValues(a.entry.uid, b.entry.uid);

/**
 * The search's order (photos first, then fewest recent bookings, name, uid) with other recent
 * activity counted beside the bookings: open calls rank submissions with their submitters' recent
 * submissions too, so whoever worked or put themselves forward least comes first.
 */
export function fairnessOrder(otherRecent: (uid: string) => number): (a: PoolEntry, b: PoolEntry) => number {
  return (a, b) =>
    compareValues(a.photoRank, b.photoRank) ||
    compareValues(a.recentBookings + otherRecent(a.entry.uid), b.recentBookings + otherRecent(b.entry.uid)) ||
    compareValues(a.nameKey, b.nameKey) ||
    compareValues(a.entry.uid, b.entry.uid);
}

/** One performer's pool entry as the search sees it today (matching them alone against filters). */
export const poolEntryOf = (entry: UserIndexEntry, today = agencyToday()): PoolEntry =>
  poolEntriesBuilder(today)(entry);

function ageBoundsOf(entries: readonly PoolEntry[]): { min: number; max: number } {
  let [min, max] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const { age } of entries) {
    if (age === null) continue;
    if (age < min) min = age;
    if (age > max) max = age;
  }
  if (min > max) return { ...AGE_FILTER_BOUNDS };
  return { min: Math.max(AGE_FILTER_BOUNDS.min, min), max: Math.min(AGE_FILTER_BOUNDS.max, max) };
}

export interface CastingPool {
  entries: PoolEntry[];
  ageBounds: { min: number; max: number };
}

let cached: { version: number; today: string; pool: CastingPool } | undefined;

/**
 * The castable performers in search order (photos first, fewest recent bookings, name, id). Built
 * once per index version and day and shared by every request until then (`cached`).
 */
export function castingPoolOf(index: UserIndex, today = agencyToday()): CastingPool {
  if (cached?.version === index.version && cached.today === today) return cached.pool;
  const poolEntryOf = poolEntriesBuilder(today);
  const entries: PoolEntry[] = [];
  for (const entry of index.all()) if (isCastable(entry)) entries.push(poolEntryOf(entry));
  entries.sort(comparePoolEntries);
  const pool = { entries, ageBounds: ageBoundsOf(entries) };
  cached = { version: index.version, today, pool };
  return pool;
}

/** What the day (or the wizard's dates and project) being cast hides. */
export interface CastingScope {
  /** performerId -> roleId of the day being cast. */
  participantRoles: Record<string, string>;
  roleId: string | null;
  dates: ReadonlySet<string>;
  blacklist: ReadonlySet<string>;
}

export const NO_SCOPE: CastingScope = { participantRoles: {}, roleId: null, dates: new Set(), blacklist: new Set() };

/** The spec's hiding rules: another role of this day, booked or unavailable on its dates, blacklisted on the project. */
export function isHidden(entry: UserIndexEntry, scope: CastingScope): boolean {
  if (scope.blacklist.has(entry.uid)) return true;
  const roleOnDay = scope.participantRoles[entry.uid];
  // On the role being cast: visible, though its own booking fills these dates.
  if (roleOnDay !== undefined) return roleOnDay !== scope.roleId;
  if (scope.dates.size === 0) return false;
  const { dates } = scope;
  return entry.bookedDates.some((date) => dates.has(date)) || entry.unavailableDates.some((date) => dates.has(date));
}

type Filters = Omit<CastingSearchQuery, 'dayId' | 'roleId' | 'projectId' | 'dates' | 'cursor' | 'size'>;

const setOf = <T>(values: readonly T[] | undefined) => (values && values.length > 0 ? new Set(values) : null);

/** A predicate for the filters: lists match exact values, ranges min and max, text a case-insensitive part. */
export function matcherOf(filters: Filters): (item: PoolEntry) => boolean {
  const union = setOf(filters.union);
  const hair = setOf<HairColor>(filters.hair?.flatMap((name) => HAIR_FILTERS[name]));
  const eyes = setOf<EyeColor>(filters.eyes?.flatMap((name) => EYE_FILTERS[name]));
  const gender = setOf(filters.gender);
  const ethnicity = setOf(filters.ethnicity);
  const jacket = setOf(filters.jacket);
  const dress = setOf(filters.dress);
  const bustCup = setOf(filters.bustCup);
  const city = filters.city ? fold(filters.city) : '';
  const name = filters.name ? fold(filters.name) : '';
  const inSet = <T>(set: Set<T> | null, value: T | undefined) =>
    set === null || (value !== undefined && set.has(value));
  const inRange = (value: number | null | undefined, min?: number, max?: number) =>
    (min === undefined && max === undefined) ||
    (typeof value === 'number' && (min === undefined || value >= min) && (max === undefined || value <= max));
  return ({ entry: { profile }, age, cityKey, nameKey }) =>
    inSet(union, profile.unionStatus) &&
    inSet(hair, profile.hairColor) &&
    inSet(eyes, profile.eyeColor) &&
    inSet(gender, profile.gender) &&
    inSet(ethnicity, profile.ethnicity) &&
    inSet(jacket, profile.sizeJacket) &&
    inSet(dress, profile.sizeDress) &&
    inSet(bustCup, profile.sizeBustCup) &&
    inRange(age, filters.ageMin, filters.ageMax) &&
    inRange(profile.sizeHeight, filters.heightMin, filters.heightMax) &&
    (filters.selfDrive === undefined || (profile.selfDrive === true) === filters.selfDrive) &&
    (filters.visibleTattoos === undefined || (profile.visibleTattoos === true) === filters.visibleTattoos) &&
    (city === '' || cityKey.includes(city)) &&
    (name === '' || nameKey.includes(name));
}

/** The cursor is the sort key of the last performer answered: the next page starts after it. */
export const encodeCursor = (item: PoolEntry) => Buffer.from(JSON.stringify(keyOf(item))).toString('base64url');

export function decodeCursor(cursor: string): SortKey | undefined {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === 4 &&
      typeof key[0] === 'number' &&
      typeof key[1] === 'number' &&
      typeof key[2] === 'string' &&
      typeof key[3] === 'string'
    )
      return key as unknown as SortKey;
  } catch {
    return undefined;
  }
  return undefined;
}

/** The first position after `key` (binary search: the pool is sorted by key). */
function startAfter(entries: readonly PoolEntry[], key: SortKey): number {
  let [low, high] = [0, entries.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareKeys(keyOf(entries[middle]!), key) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface PoolPage {
  items: PoolEntry[];
  nextCursor: string | null;
}

/** Positions in the pool matching each filter set, kept while the pool lives (next pages and repeats skip the scan). */
const matchesByPool = new WeakMap<CastingPool, Map<string, number[]>>();
const MATCH_SETS_KEPT = 100;

function matchingPositions(pool: CastingPool, filters: Filters): number[] {
  const cache = matchesByPool.get(pool) ?? new Map<string, number[]>();
  matchesByPool.set(pool, cache);
  const key = castingFiltersToQuery(filters as Record<string, unknown>);
  const found = cache.get(key);
  if (found) return found;
  const matches = matcherOf(filters);
  const positions: number[] = [];
  pool.entries.forEach((item, position) => {
    if (matches(item)) positions.push(position);
  });
  if (cache.size >= MATCH_SETS_KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, positions);
  return positions;
}

/** The first index of `sorted` holding a value at least `value`. */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One page of matching, visible performers after `cursor`. */
export function pageOf(
  pool: CastingPool,
  query: Filters & { size?: number },
  scope: CastingScope,
  after: SortKey | undefined,
): PoolPage {
  const size = query.size ?? CASTING_PAGE_SIZE;
  const positions = matchingPositions(pool, query);
  const items: PoolEntry[] = [];
  let index = after ? firstAtLeast(positions, startAfter(pool.entries, after)) : 0;
  for (; index < positions.length && items.length <= size; index += 1) {
    const item = pool.entries[positions[index]!]!;
    if (!isHidden(item.entry, scope)) items.push(item);
  }
  const more = items.length > size;
  const page = items.slice(0, size);
  return { items: page, nextCursor: more ? encodeCursor(page[page.length - 1]!) : null };
}
