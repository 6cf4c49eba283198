/**
 * The performer profile (spec 1 §3, spec 2 §3): the nested map `profile` of `users/{uid}`, and the
 * body of `PUT /api/performer/update-profile`. Every field may be empty on the wire (null); which
 * fields are required depends on the account (see `profile-rules.ts`), so presence is checked there.
 * The schema is strict: account fields (userActivated, testPassed, role, emailVerified) are refused.
 */
import { z } from 'zod';
import {
  BUST_CUPS,
  COUNTRY,
  GUARDIAN_RELATIONSHIPS,
  DRESS_SIZES,
  ETHNICITIES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  JACKET_SIZES,
  PROVINCES,
  UNION_STATUSES,
} from '../enums';
import { ageOn, agencyToday } from '../dates';
import { MIN_PERFORMER_AGE } from '../constants';
import type { Role } from '../enums';
import type { AccountStanding } from '../account-state';
import {
  isMaskedSin,
  MEASUREMENT_LIMITS,
  MIN_BIRTH_YEAR,
  PENDING_PICTURE_KEY_PATTERN,
  PICTURE_KEY_PATTERN,
  SIN_MAX_DIGITS,
} from '../profile-constants';
import { calendarDateSchema, emailSchema } from './common';
import { isPhone } from '../phone';
import type { TextConsentEvent } from '../texts';

const text = (max: number) => z.string().trim().max(max).nullish();
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullish();
const measurement = (max: number) =>
  z
    .number()
    .positive()
    .max(max)
    .transform((value) => Math.round(value * 10) / 10)
    .nullish();
const phone = z.string().trim().refine(isPhone, { message: 'must look like 1-XXX-XXX-XXXX' }).nullish();
const pictureKey = z.string().regex(PICTURE_KEY_PATTERN, { message: 'is not a stored picture' }).nullish();

const dateOfBirth = calendarDateSchema
  .refine((value) => Number(value.slice(0, 4)) >= MIN_BIRTH_YEAR && value <= agencyToday(), {
    message: 'must be a real date in the past',
  })
  .refine((value) => value > agencyToday() || ageOn(value, agencyToday()) >= MIN_PERFORMER_AGE, {
    message: `must make the performer at least ${MIN_PERFORMER_AGE} years old`,
  })
  .nullish();

export const performerProfileSchema = z.strictObject({
  keyName: pictureKey,
  fullBodyKeyName: pictureKey,
  documentKeyName: pictureKey,
  actraCardKeyName: pictureKey,
  whasaKeyName: pictureKey,
  guardianIdDocumentKeyName: pictureKey,
  guardianshipProofKeyName: pictureKey,
  firstName: text(60),
  middleName: text(60),
  lastName: text(60),
  unionStatus: choice(UNION_STATUSES),
  unionId: text(40),
  dateOfBirth,
  guardianFullName: text(120),
  guardianTel: phone,
  guardianEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || emailSchema.safeParse(value).success, { message: 'must be an e-mail address' })
    .nullish(),
  guardianRelationship: choice(GUARDIAN_RELATIONSHIPS),
  socialInsuranceNumber: z
    .string()
    .refine((value) => /^\d{0,9}$/.test(value) || isMaskedSin(value), {
      message: `must be at most ${SIN_MAX_DIGITS} digits`,
    })
    .nullish(),
  emergencyFullName: text(120),
  emergencyTel: phone,
  city: text(80),
  state: choice(PROVINCES),
  postalCode: text(10),
  country: z.literal(COUNTRY).default(COUNTRY),
  selfDrive: z.boolean().nullish(),
  gender: choice(GENDERS),
  ethnicity: choice(ETHNICITIES),
  lgbt: z.boolean().nullish(),
  bipoc: z.boolean().nullish(),
  trans: z.boolean().nullish(),
  visibleTattoos: z.boolean().nullish(),
  hairColor: choice(HAIR_COLORS),
  eyeColor: choice(EYE_COLORS),
  sizeHeight: z.number().int().positive().max(MEASUREMENT_LIMITS.sizeHeight).nullish(),
  sizeWeight: measurement(MEASUREMENT_LIMITS.sizeWeight),
  sizeChest: measurement(MEASUREMENT_LIMITS.sizeChest),
  sizeWaist: measurement(MEASUREMENT_LIMITS.sizeWaist),
  sizeHips: measurement(MEASUREMENT_LIMITS.sizeHips),
  sizeShoe: measurement(MEASUREMENT_LIMITS.sizeShoe),
  sizeInseam: measurement(MEASUREMENT_LIMITS.sizeInseam),
  sizeSleeve: measurement(MEASUREMENT_LIMITS.sizeSleeve),
  sizeNeck: measurement(MEASUREMENT_LIMITS.sizeNeck),
  sizeHat: measurement(MEASUREMENT_LIMITS.sizeHat),
  sizeJacket: choice(JACKET_SIZES),
  sizeBustCup: choice(BUST_CUPS),
  sizeBustBand: measurement(MEASUREMENT_LIMITS.sizeBustBand),
  sizeDress: choice(DRESS_SIZES),
});

const storedOrPendingKey = z
  .string()
  .refine((key) => PICTURE_KEY_PATTERN.test(key) || PENDING_PICTURE_KEY_PATTERN.test(key), {
    message: 'is not an uploaded picture',
  })
  .nullish();

/**
 * The profile of the Admin's create-user call: its pictures may still be pending uploads, which the
 * server binds to the new account (and then saves with `performerProfileSchema`).
 */
export const newAccountProfileSchema = performerProfileSchema.extend({
  keyName: storedOrPendingKey,
  fullBodyKeyName: storedOrPendingKey,
  documentKeyName: storedOrPendingKey,
  actraCardKeyName: storedOrPendingKey,
  whasaKeyName: storedOrPendingKey,
  guardianIdDocumentKeyName: storedOrPendingKey,
  guardianshipProofKeyName: storedOrPendingKey,
});

export type PerformerProfile = z.output<typeof performerProfileSchema>;
export type PerformerProfileInput = z.input<typeof performerProfileSchema>;

/** The current user as the performer area reads it (GET /api/performer/get-user and /api/auth/get-user). */
export interface CurrentUser {
  uid: string;
  email: string;
  tel: string;
  userActivated: boolean;
  testPassed: boolean;
  /** The SIN in it is masked (see `isMaskedSin`). */
  profile: Partial<PerformerProfile> | null;
  /** The account's state and why (issue 40): the performer's pages show it and hide what it refuses. */
  account: AccountStanding;
}

/** A user with profile as an Admin reads it: the performer's view plus the account's state. */
export interface StaffUserView extends CurrentUser {
  role: Role;
  emailVerified: boolean;
  disabled: boolean;
  /** Casting accounts: their company. */
  companyName: string | null;
  /** A performer's text consent events, oldest first (shared `consentHistoryOf`); empty for others. */
  textConsentHistory: TextConsentEvent[];
  createdAt: string;
  updatedAt: string;
}
