/**
 * Varied bench performers (bench:casting, bench:open-calls): attributes well mixed by index, one in
 * ten not activated, some booked or unavailable on DAY_DATE, most with pictures.
 */
import {
  BUST_CUPS,
  DRESS_SIZES,
  ETHNICITIES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  JACKET_SIZES,
  UNION_STATUSES,
  type UserRecord,
} from '@scenecall/shared';

export const DAY_DATE = '2026-12-10';
const CITIES = ['Toronto', 'Mississauga', 'Hamilton', 'Oshawa', 'Brampton', 'Markham', 'Oakville', 'Barrie'];
const FIRST = ['Amara', 'Ben', 'Chloé', 'Darius', 'Elena', 'Farid', 'Grace', 'Hiro', 'Isla', 'Jamal', 'Keira', 'Luca'];

/** A well-mixed choice per performer and attribute, so attributes do not move together. */
function pick<T>(values: readonly T[], index: number, salt: number): T {
  let hash = Math.imul(index + 1, 2654435761) ^ Math.imul(salt, 40503);
  hash = Math.imul(hash ^ (hash >>> 15), 2246822519);
  return values[((hash ^ (hash >>> 13)) >>> 0) % values.length]!;
}

export function performer(index: number): { uid: string; record: UserRecord } {
  const now = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
  const gender = pick(GENDERS, index, 3);
  const female = gender === 'female' || gender === 'non-binary-female';
  const uid = `bench-performer-${String(index).padStart(6, '0')}`;
  return {
    uid,
    record: {
      tel: `1-416-${String(100 + (Math.floor(index / 10_000) % 900)).padStart(3, '0')}-${String(index % 10_000).padStart(4, '0')}`,
      email: `performer${index}@bench.example`,
      role: 'Performer',
      emailVerified: true,
      testPassed: index % 10 !== 0,
      userActivated: index % 10 !== 0,
      disabled: false,
      companyName: null,
      bookedDates: index % 17 === 0 ? [DAY_DATE] : index % 5 === 0 ? ['2026-11-02', '2026-11-20'] : [],
      unavailableDates: index % 23 === 0 ? [DAY_DATE] : [],
      profile: {
        firstName: pick(FIRST, index, 1),
        lastName: `Bench${index}`,
        keyName: index % 7 === 0 ? null : `performers/${uid}/profile/aaaaaaaaaaaa.jpg`,
        fullBodyKeyName: index % 4 === 0 ? null : `performers/${uid}/fullbody/bbbbbbbbbbbb.jpg`,
        unionStatus: pick(UNION_STATUSES, index, 1),
        dateOfBirth: `${1950 + (index % 58)}-0${1 + (index % 9)}-1${index % 10}`,
        city: pick(CITIES, index, 5),
        selfDrive: index % 3 === 0,
        gender,
        ethnicity: pick(ETHNICITIES, index, 7),
        hairColor: pick(HAIR_COLORS, index, 11),
        eyeColor: pick(EYE_COLORS, index, 13),
        visibleTattoos: index % 6 === 0,
        sizeHeight: 150 + (index % 50),
        sizeJacket: female ? null : pick(JACKET_SIZES, index, 1),
        sizeDress: female ? pick(DRESS_SIZES, index, 1) : null,
        sizeBustCup: female ? pick(BUST_CUPS, index, 1) : null,
      },
      createdAt: now,
      updatedAt: now,
    },
  };
}
