import { gunzipSync, gzipSync } from 'node:zlib';
import type { UserRecord } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { completeEntry, entryOf, storedEntryOf } from './user-index-entry';
import { USER_INDEX_SCHEMA, decodeUserIndexSnapshot, encodeUserIndexSnapshot } from './user-index-snapshot';

const UNIONS = ['Non-Union', 'AABP', 'ACTRA Full'] as const;

function user(index: number): UserRecord {
  const at = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
  return {
    tel: `1-416-555-${String(index).padStart(4, '0')}`,
    email: `performer${index}@example.test`,
    role: index % 10 === 0 ? 'Casting' : 'Performer',
    emailVerified: true,
    testPassed: index % 3 !== 0,
    userActivated: index % 3 !== 0,
    disabled: index % 7 === 0,
    companyName: index % 10 === 0 ? 'Northern Lights Casting' : null,
    bookedDates: index % 4 === 0 ? ['2026-12-10', '2026-12-11'] : [],
    unavailableDates: index % 5 === 0 ? ['2026-12-10'] : undefined,
    profile: {
      firstName: index % 2 === 0 ? 'Chloé' : 'Ben',
      lastName: `O'Neil-${index}`,
      unionStatus: UNIONS[index % UNIONS.length],
      dateOfBirth: `19${60 + (index % 40)}-04-1${index % 10}`,
      city: 'Toronto',
      selfDrive: index % 2 === 0,
      sizeHeight: 150 + index,
      ...(index % 2 === 0 ? { sizeDress: '4-6' as const, keyName: `performers/u${index}/profile/a.jpg` } : {}),
    },
    createdAt: at,
    updatedAt: at,
  };
}

const documents = Array.from({ length: 40 }, (_, index) => ({
  entry: storedEntryOf(`user-${index}`, user(index)),
  changedAt: 1_780_000_000_000_000 + ((index * 7919) % 40) * 1_000 + 1,
}));

describe('the user index snapshot', () => {
  it('gives back every stored entry, its stamp and the read time', () => {
    const decoded = decodeUserIndexSnapshot(encodeUserIndexSnapshot({ readAt: 1_780_000_001_000_000, documents }));
    expect(decoded.readAt).toBe(1_780_000_001_000_000);
    expect(decoded.schema).toBe(USER_INDEX_SCHEMA);
    const byUid = new Map(decoded.documents.map((document) => [document.entry.uid, document]));
    expect(byUid.size).toBe(documents.length);
    for (const original of documents) expect(byUid.get(original.entry.uid)).toEqual(original);
  });

  it('makes the same entries as the user documents do, search terms and name included', () => {
    const decoded = decodeUserIndexSnapshot(encodeUserIndexSnapshot({ readAt: 1, documents }));
    const entry = decoded.documents.find((document) => document.entry.uid === 'user-4')!.entry;
    expect(completeEntry(entry)).toEqual(entryOf('user-4', user(4)));
    expect(completeEntry(entry).searchTerms).toContain('chloe');
  });

  it('writes the values many users share once, and shares one string per value when decoded', () => {
    const encoded = encodeUserIndexSnapshot({ readAt: 1, documents });
    const json = gunzipSync(encoded).toString('utf8');
    expect(json.match(/Toronto/g)).toHaveLength(1);
    expect(json.match(/Northern Lights Casting/g)).toHaveLength(1);
    const decoded = decodeUserIndexSnapshot(encoded).documents.map((document) => document.entry);
    const booked = decoded.filter((entry) => entry.bookedDates.length > 0);
    expect(booked.every((entry) => entry.bookedDates === booked[0]!.bookedDates)).toBe(true);
    const unbooked = decoded.filter((entry) => entry.bookedDates.length === 0);
    expect(unbooked.every((entry) => entry.bookedDates === unbooked[0]!.bookedDates)).toBe(true);
  });

  it('refuses a snapshot of another schema, and one that is not a snapshot', () => {
    const other = gzipSync(JSON.stringify({ schema: 'old', readAt: 1, count: 0, columns: {} }));
    expect(() => decodeUserIndexSnapshot(other)).toThrow(/schema old/);
    expect(() => decodeUserIndexSnapshot(Buffer.from('not gzip'))).toThrow();
    const truncated = gzipSync(JSON.stringify({ schema: USER_INDEX_SCHEMA, readAt: 1, count: 2, columns: {} }));
    expect(() => decodeUserIndexSnapshot(truncated)).toThrow(/missing/);
  });
});
