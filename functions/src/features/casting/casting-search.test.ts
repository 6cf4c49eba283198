import type { UserRecord } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import type { UserIndex, UserIndexEntry } from '../users';
import { entryOf } from '../users/user-index-entry';
import { NO_SCOPE, castingPoolOf, decodeCursor, fairnessOrder, pageOf, poolEntryOf } from './casting-search';

const TODAY = '2026-11-25';

interface PerformerFacts {
  first: string;
  last?: string;
  headshot?: boolean;
  fullBody?: boolean;
  bookedDates?: string[];
  dateOfBirth?: string | null;
  city?: string;
  activated?: boolean;
}

function performer(uid: string, facts: PerformerFacts): UserIndexEntry {
  const record: UserRecord = {
    tel: '1-416-555-0100',
    email: `${uid}@example.test`,
    role: 'Performer',
    emailVerified: true,
    testPassed: true,
    userActivated: facts.activated ?? true,
    disabled: false,
    companyName: null,
    bookedDates: facts.bookedDates ?? [],
    unavailableDates: [],
    profile: {
      firstName: facts.first,
      lastName: facts.last ?? 'Doe',
      keyName: facts.headshot === false ? null : `performers/${uid}/profile/a.jpg`,
      fullBodyKeyName: facts.fullBody === false ? null : `performers/${uid}/fullbody/b.jpg`,
      dateOfBirth: facts.dateOfBirth === undefined ? '1990-06-15' : facts.dateOfBirth,
      city: facts.city ?? 'Toronto',
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  return entryOf(uid, record);
}

/** The pool is cached by index version across the module: every fake index gets versions of its own. */
let nextVersion = 1_000_000;

/** A `UserIndex` over fixed entries that counts how often its entries are listed. */
function fakeIndex(entries: UserIndexEntry[]) {
  const index = {
    version: (nextVersion += 10),
    listed: 0,
    all() {
      index.listed += 1;
      return entries;
    },
    get: (uid: string) => entries.find((entry) => entry.uid === uid),
    search: () => [...entries],
    page: () => ({ entries: [...entries], totalElements: entries.length, totalPages: 1 }),
  };
  return index satisfies UserIndex;
}

const uidsOf = (index: UserIndex, today = TODAY) => castingPoolOf(index, today).entries.map(({ entry }) => entry.uid);

describe('the casting pool', () => {
  it('is built once per index version and day: requests on an unchanged index reuse it', () => {
    const index = fakeIndex([performer('a', { first: 'Ana' }), performer('b', { first: 'Ben' })]);
    const pool = castingPoolOf(index, TODAY);
    expect(castingPoolOf(index, TODAY)).toBe(pool);
    expect(castingPoolOf(index, TODAY)).toBe(pool);
    expect(index.listed).toBe(1);

    index.version += 1;
    const afterChange = castingPoolOf(index, TODAY);
    expect(afterChange).not.toBe(pool);
    expect(index.listed).toBe(2);

    // A new Toronto day changes ages and recent bookings.
    expect(castingPoolOf(index, '2026-11-26')).not.toBe(afterChange);
    expect(index.listed).toBe(3);
  });

  it('orders photos first, then fewest recent bookings, then the name without accents or case, then the id', () => {
    const index = fakeIndex([
      performer('no-photos', { first: 'Aaron', headshot: false, fullBody: false }),
      performer('one-photo', { first: 'Aaron', fullBody: false }),
      performer('busy', { first: 'Aaron', bookedDates: ['2026-10-01', '2026-12-01'] }),
      performer('booked-long-ago', { first: 'Zed', bookedDates: ['2026-01-05'] }),
      performer('emile-2', { first: 'émile' }),
      performer('emile-1', { first: 'Emile' }),
      performer('chloe', { first: '  Chloé' }),
      performer('not-activated', { first: 'Aaron', activated: false }),
    ]);
    expect(uidsOf(index)).toEqual(['chloe', 'emile-1', 'emile-2', 'booked-long-ago', 'busy', 'one-photo', 'no-photos']);
  });

  it('bounds the age slider by the youngest and oldest performer, within the filter bounds', () => {
    const index = fakeIndex([
      performer('a', { first: 'Ana', dateOfBirth: '2000-11-26' }),
      performer('b', { first: 'Ben', dateOfBirth: '1970-11-25' }),
      performer('c', { first: 'Cy', dateOfBirth: '2000-11-26' }),
      performer('d', { first: 'Di', dateOfBirth: null }),
    ]);
    const pool = castingPoolOf(index, TODAY);
    expect(pool.ageBounds).toEqual({ min: 25, max: 56 });
    expect(pool.entries.map(({ age }) => age)).toEqual([25, 56, 25, null]);
    expect(castingPoolOf(fakeIndex([performer('e', { first: 'Eve', dateOfBirth: null })]), TODAY).ageBounds).toEqual({
      min: 0,
      max: 100,
    });
  });

  it('finds a city or a name typed without accents', () => {
    const index = fakeIndex([
      performer('montreal', { first: 'Zoë', city: 'Montréal' }),
      performer('toronto', { first: 'Ana', city: 'Toronto' }),
    ]);
    const pool = castingPoolOf(index, TODAY);
    expect(pageOf(pool, { city: 'MONTREAL' }, NO_SCOPE, undefined).items.map(({ entry }) => entry.uid)).toEqual([
      'montreal',
    ]);
    expect(pageOf(pool, { name: 'zoe' }, NO_SCOPE, undefined).items.map(({ entry }) => entry.uid)).toEqual([
      'montreal',
    ]);
  });

  it('pages through every match once, in order, each page starting after the cursor', () => {
    const entries = Array.from({ length: 23 }, (_, n) =>
      performer(`p-${String(n).padStart(2, '0')}`, { first: `Name${n % 5}`, headshot: n % 3 !== 0 }),
    );
    const pool = castingPoolOf(fakeIndex(entries), TODAY);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = pageOf(pool, { size: 5 }, NO_SCOPE, cursor ? decodeCursor(cursor) : undefined);
      seen.push(...page.items.map(({ entry }) => entry.uid));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(pool.entries.map(({ entry }) => entry.uid));
    expect(new Set(seen).size).toBe(23);
  });
});

describe('the fairness order other features rank by', () => {
  const entries = [
    performer('u-busy', { first: 'Ann', bookedDates: ['2026-11-01', '2026-11-02'] }),
    performer('u-keen', { first: 'Bea' }),
    performer('u-idle', { first: 'Cal' }),
    performer('u-faceless', { first: 'Abe', headshot: false }),
  ];
  const order = (otherRecent: Record<string, number>) =>
    entries
      .map((entry) => poolEntryOf(entry, TODAY))
      .sort(fairnessOrder((uid) => otherRecent[uid] ?? 0))
      .map((item) => item.entry.uid);

  it("is the search's order when nothing else is counted: photos, fewest recent bookings, name", () => {
    expect(order({})).toEqual(['u-keen', 'u-idle', 'u-busy', 'u-faceless']);
  });

  it('counts other recent activity beside bookings, after photos', () => {
    expect(order({ 'u-keen': 3 })).toEqual(['u-idle', 'u-busy', 'u-keen', 'u-faceless']);
  });
});
