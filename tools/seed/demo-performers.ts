/**
 * Thirty more demo performers, so the Admin's users list pages at once and the performer cards have
 * faces: varied union statuses, genders, ages (two minors), looks and sizes, most activated. Made
 * through the same services as the app: the accounts service creates each account, the pictures
 * service stores a drawn headshot and full-body picture (and a WHASA certificate), and the profile
 * service saves the profile under the admin rules, as the Admin's create form does. Deterministic
 * and idempotent: an account whose phone exists is left as it is.
 */
import {
  BUST_CUPS,
  DRESS_SIZES,
  ETHNICITIES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  isActra,
  JACKET_SIZES,
  UNION_STATUSES,
  type Gender,
  type PerformerProfileInput,
  type PictureKind,
} from '@scenecall/shared';
import sharp from 'sharp';
import { accountUidForTel, createAccount } from '../../functions/src/features/accounts/accounts.service';
import type { Caller } from '../../functions/src/http/caller';
import { storePicture } from '../../functions/src/features/profile/pictures/pictures.service';
import { parseProfileBody, saveProfile } from '../../functions/src/features/profile/profile.service';
import { consentAsTheGuardian } from './guardian-consent';

export const DEMO_PERFORMER_COUNT = 30;
export const DEMO_PERFORMER_PASSWORD = 'Demo-pass-1';

const FIRST_NAMES = [
  'Amara',
  'Benoît',
  'Chloé',
  'Darius',
  'Elena',
  'Farid',
  'Grace',
  'Hiroshi',
  'Isla',
  'Jamal',
  'Keira',
  'Luca',
  'Maya',
  'Nikhil',
  'Olivia',
  'Pedro',
  'Quinn',
  'Rania',
  'Samuel',
  'Tamsin',
  'Umar',
  'Valérie',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoë',
  'Aiden',
  'Bianca',
  'Connor',
  'Dalia',
];
const LAST_NAMES = [
  'Okafor',
  'Gagnon',
  'Roy',
  'Haddad',
  'Kowalski',
  'Rahimi',
  'Campbell',
  'Tanaka',
  'MacLeod',
  'Williams',
  "O'Brien",
  'Rossi',
  'Singh',
  'Sharma',
  'Bouchard',
  'Silva',
  'Murphy',
  'Aziz',
  'Osei',
  'Fraser',
  'Khan',
  'Côté',
  'Zhang',
  'Hernández',
  'Demir',
  'Lévesque',
  'Kim',
  'Moreau',
  'Walsh',
  'Nasser',
];
const CITIES = ['Toronto', 'Mississauga', 'Brampton', 'Hamilton', 'Oakville', 'Markham', 'Scarborough', 'Etobicoke'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const pad = (value: number) => String(value).padStart(2, '0');

/** The i-th demo performer's profile (no pictures yet). */
export function demoPerformerProfile(i: number): PerformerProfileInput {
  const gender: Gender = pick(GENDERS, i);
  const female = gender === 'female' || gender === 'non-binary-female';
  const minor = i === 7 || i === 22;
  const year = minor ? 2011 + (i % 4) : 1958 + ((i * 7) % 46);
  const union = pick(UNION_STATUSES, i * 3 + (i >> 2));
  const memberId = union === 'Non-Union' ? null : `${union === 'AABP' ? 'AABP' : 'ACTRA'}-${30_100 + i * 17}`;
  return {
    firstName: pick(FIRST_NAMES, i),
    lastName: pick(LAST_NAMES, i),
    unionStatus: union,
    unionId: memberId,
    dateOfBirth: `${year}-${pad(1 + (i % 12))}-${pad(1 + ((i * 5) % 28))}`,
    ...(minor
      ? {
          guardianFullName: `${pick(FIRST_NAMES, i + 11)} ${pick(LAST_NAMES, i)}`,
          guardianTel: `1-647-555-03${pad(i)}`,
          guardianEmail: `guardian.${pick(LAST_NAMES, i)
            .toLowerCase()
            .replace(/[^a-z]/g, '')}${pad(i)}.demo@scenecall.example`,
          guardianRelationship: 'Parent' as const,
        }
      : {}),
    // Made-up numbers for the demo (never real SINs), stored encrypted like any other.
    socialInsuranceNumber: String(900_000_000 + i * 3_217_531).slice(0, 9),
    emergencyFullName: `${pick(FIRST_NAMES, i + 5)} ${pick(LAST_NAMES, i + 3)}`,
    emergencyTel: `1-647-555-04${pad(i)}`,
    city: pick(CITIES, i),
    state: 'ON',
    postalCode: `M${(i % 9) + 1}${pick(['A', 'B', 'C', 'E', 'G', 'H'], i)} ${(i % 9) + 1}${pick(['J', 'K', 'L', 'M'], i)}${(i * 3) % 10}`,
    country: 'Canada',
    selfDrive: i % 3 !== 0,
    gender,
    ethnicity: pick(ETHNICITIES, i * 2),
    lgbt: i % 6 === 0,
    bipoc: i % 3 === 1,
    trans: i % 11 === 0,
    visibleTattoos: i % 4 === 0,
    hairColor: pick(HAIR_COLORS, i * 3),
    eyeColor: pick(EYE_COLORS, i * 2),
    sizeHeight: minor ? 150 + (i % 10) : female ? 155 + ((i * 3) % 20) : 168 + ((i * 3) % 24),
    sizeWeight: minor ? 95 + i : female ? 115 + ((i * 7) % 50) : 150 + ((i * 9) % 70),
    sizeChest: female ? 32 + (i % 8) : 36 + (i % 10),
    sizeWaist: female ? 26 + (i % 8) : 30 + (i % 10),
    sizeHips: female ? 34 + (i % 9) : 36 + (i % 8),
    sizeShoe: female ? 6 + (i % 5) : 8 + (i % 6),
    sizeInseam: female ? 28 + (i % 5) : 30 + (i % 5),
    ...(female
      ? { sizeDress: pick(DRESS_SIZES, i), sizeBustCup: pick(BUST_CUPS, i + 1), sizeBustBand: 32 + (i % 4) * 2 }
      : {
          sizeJacket: pick(JACKET_SIZES, i),
          sizeSleeve: 32 + (i % 4),
          sizeNeck: 14.5 + (i % 4) * 0.5,
          sizeHat: 7 + (i % 4) * 0.125,
        }),
  };
}

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a0522d'];
const SHIRTS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00838f', '#ef6c00', '#37474f'];
const HAIR = ['#2b1d0e', '#4a2c17', '#b5651d', '#d4a017', '#8b0000', '#9e9e9e', '#111111'];

/** A drawn portrait (3:4): a headshot, or a full-body figure. */
function drawing(i: number, kind: 'profile' | 'fullbody'): string {
  const [skin, shirt, hair] = [pick(SKIN, i), pick(SHIRTS, i * 2), pick(HAIR, i * 3)];
  const background = `hsl(${(i * 47) % 360} 45% 85%)`;
  const figure =
    kind === 'profile'
      ? `<path d="M40 400 C40 285 260 285 260 400 Z" fill="${shirt}"/>
         <circle cx="150" cy="160" r="70" fill="${skin}"/>
         <path d="M80 150 C80 70 220 70 220 150 C205 110 95 110 80 150 Z" fill="${hair}"/>`
      : `<rect x="110" y="120" width="80" height="130" rx="24" fill="${shirt}"/>
         <rect x="115" y="245" width="30" height="120" rx="12" fill="#263238"/>
         <rect x="155" y="245" width="30" height="120" rx="12" fill="#263238"/>
         <circle cx="150" cy="85" r="38" fill="${skin}"/>
         <path d="M112 80 C112 35 188 35 188 80 C180 60 120 60 112 80 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
    <rect width="300" height="400" fill="${background}"/>${figure}</svg>`;
}

/** A drawn document (certificate or card) in the given colour. */
const documentDrawing = (
  colour: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260" viewBox="0 0 400 260">
  <rect width="400" height="260" rx="16" fill="#fffdf5" stroke="${colour}" stroke-width="12"/>
  <rect x="40" y="40" width="320" height="18" fill="${colour}"/><rect x="40" y="90" width="220" height="10" fill="#90a4ae"/>
  <rect x="40" y="115" width="250" height="10" fill="#90a4ae"/><circle cx="320" cy="195" r="30" fill="${colour}"/></svg>`;

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();

/** Creates the demo performers that do not exist yet; answers how many were created. */
export async function seedDemoPerformers(admin: Caller): Promise<number> {
  const certificate = await jpeg(documentDrawing('#2e7d32'));
  const identity = await jpeg(documentDrawing('#0d47a1'));
  const actraCard = await jpeg(documentDrawing('#c62828'));
  let created = 0;
  for (let i = 0; i < DEMO_PERFORMER_COUNT; i += 1) {
    const tel = `1-416-555-02${pad(i)}`;
    if (await accountUidForTel(tel)) continue;
    const profile = demoPerformerProfile(i);
    const local = `${profile.firstName}.${profile.lastName}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    const activated = i % 3 !== 2;
    const adult = !profile.guardianFullName;
    const { uid } = await createAccount({
      tel,
      email: `${local}.demo@scenecall.example`,
      password: DEMO_PERFORMER_PASSWORD,
      role: 'Performer',
      emailVerified: true,
    });
    const account = { kind: 'account', uid } as const;
    const store = async (kind: PictureKind, bytes: Buffer) => storePicture(admin, account, kind, bytes);
    const pictures = {
      keyName: await store('profile', await jpeg(drawing(i, 'profile'))),
      fullBodyKeyName: await store('fullbody', await jpeg(drawing(i, 'fullbody'))),
      whasaKeyName: await store('whasa', certificate),
      documentKeyName: adult ? await store('document', identity) : null,
      actraCardKeyName: isActra(profile.unionStatus) ? await store('actra-card', actraCard) : null,
      guardianIdDocumentKeyName: adult ? null : await store('guardian-id', identity),
      guardianshipProofKeyName: adult ? null : await store('guardianship-proof', certificate),
    };
    const testPassed = activated || i % 4 === 0;
    // A minor is activated once their guardian's consent is on record (given through the real link).
    if (!adult) {
      await saveProfile(admin, uid, parseProfileBody({ ...profile, ...pictures }), {
        rules: 'admin',
        account: { userActivated: false, testPassed },
      });
      await consentAsTheGuardian(uid);
    }
    await saveProfile(admin, uid, parseProfileBody({ ...profile, ...pictures }), {
      rules: 'admin',
      account: { userActivated: activated, testPassed },
    });
    created += 1;
  }
  return created;
}
