/**
 * The profile's constants without zod (pictures and their stored keys, the SIN's length and mask
 * test, measurement limits): what the profile form and pages need at their first paint, apart
 * from the schema in `schemas/profile.ts`, so that a page showing the form does not load and run
 * zod's schemas before it can paint (issue 37).
 */
import { maskSin } from './format';

/** The five pictures: upload kind (URL and storage folder) and the profile field holding its key. */
export const PICTURE_KINDS = [
  'profile',
  'fullbody',
  'document',
  'actra-card',
  'whasa',
  'guardian-id',
  'guardianship-proof',
] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

export const PICTURE_FIELD_BY_KIND = {
  profile: 'keyName',
  fullbody: 'fullBodyKeyName',
  document: 'documentKeyName',
  'actra-card': 'actraCardKeyName',
  whasa: 'whasaKeyName',
  'guardian-id': 'guardianIdDocumentKeyName',
  'guardianship-proof': 'guardianshipProofKeyName',
} as const satisfies Record<PictureKind, string>;
export type PictureField = (typeof PICTURE_FIELD_BY_KIND)[PictureKind];
export const PICTURE_FIELDS = PICTURE_KINDS.map((kind) => PICTURE_FIELD_BY_KIND[kind]);

/** Stored picture keys: `performers/{uid}/{kind}/{random}.{ext}` — never a user-supplied file name. */
export const PICTURE_KEY_PATTERN =
  /^performers\/([A-Za-z0-9_-]{1,128})\/(profile|fullbody|document|actra-card|whasa|guardian-id|guardianship-proof)\/([A-Za-z0-9_-]{8,64})\.(jpg|png|webp)$/;

export function parsePictureKey(key: string): { uid: string; kind: PictureKind; file: string } | null {
  const match = PICTURE_KEY_PATTERN.exec(key);
  if (!match) return null;
  return { uid: match[1]!, kind: match[2] as PictureKind, file: `${match[3]}.${match[4]}` };
}

/**
 * Uploads made by an Admin for an account that does not exist yet: `pending/{uploadId}/{kind}.{ext}`,
 * owned by that Admin until the account's creation binds them (they move to
 * `performers/{uid}/{kind}/{uploadId}.{ext}`). Unbound ones are removed after a day.
 */
export const PENDING_PICTURE_KEY_PATTERN =
  /^pending\/([A-Za-z0-9_-]{16,64})\/(profile|fullbody|document|actra-card|whasa|guardian-id|guardianship-proof)\.(jpg|png|webp)$/;

export function parsePendingPictureKey(key: string): { uploadId: string; kind: PictureKind; extension: string } | null {
  const match = PENDING_PICTURE_KEY_PATTERN.exec(key);
  if (!match) return null;
  return { uploadId: match[1]!, kind: match[2] as PictureKind, extension: match[3]! };
}

export const SIN_MAX_DIGITS = 9;

/**
 * The SIN is write-only: answers carry it masked ('***-***-789'). On a save, digits replace it,
 * an empty string clears it, and null, absence or the masked value as answered keep the stored one.
 */
export const isMaskedSin = (value: unknown): value is string =>
  typeof value === 'string' && value.includes('*') && value.replace(/\D/g, '').length === 3 && maskSin(value) === value;
export const MEASUREMENT_STEP = 0.1;
export const MIN_BIRTH_YEAR = 1900;

/** Largest accepted value of each measurement (height in cm, weight in lbs, the rest in inches or sizes). */
export const MEASUREMENT_LIMITS = {
  sizeHeight: 275,
  sizeWeight: 900,
  sizeChest: 100,
  sizeWaist: 100,
  sizeHips: 100,
  sizeShoe: 25,
  sizeInseam: 60,
  sizeSleeve: 60,
  sizeNeck: 40,
  sizeHat: 40,
  sizeBustBand: 60,
} as const;
export type MeasurementField = keyof typeof MEASUREMENT_LIMITS;
