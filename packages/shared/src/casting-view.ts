/**
 * What casting sees of a performer, and how casting searches. Casting reaches performers through
 * the agency: every casting answer is built by `toCastingPerformer`, a whitelist, so the SIN,
 * identity documents, WHASA and ACTRA card pictures, guardian and emergency contacts, e-mail,
 * phone, date of birth and the self-declared LGBTQ+/transgender/BIPOC answers never leave the server
 * in a casting answer.
 */
import { z } from 'zod';
import { agencyToday, ageOn } from './dates';
import {
  BUST_CUPS,
  DRESS_SIZES,
  ETHNICITIES,
  GENDERS,
  JACKET_SIZES,
  UNION_STATUSES,
  type BustCup,
  type DressSize,
  type Ethnicity,
  type EyeColor,
  type Gender,
  type HairColor,
  type JacketSize,
  type UnionStatus,
} from './enums';
import { calendarDateSchema, idSchema, textSchema } from './schemas/common';
import type { PerformerProfile } from './schemas/profile';

/** The only picture kinds casting may see. */
export const CASTING_PICTURE_KINDS = ['profile', 'fullbody'] as const;

export interface CastingPerformer {
  id: string;
  name: string;
  age: number;
  unionStatus: UnionStatus | null;
  gender: Gender | null;
  ethnicity: Ethnicity | null;
  hairColor: HairColor | null;
  eyeColor: EyeColor | null;
  /** Centimetres. */
  height: number | null;
  /** Pounds. */
  weight: number | null;
  sizes: {
    chest: number | null;
    waist: number | null;
    hips: number | null;
    shoe: number | null;
    inseam: number | null;
    sleeve: number | null;
    neck: number | null;
    hat: number | null;
    jacket: JacketSize | null;
    dress: DressSize | null;
    bustCup: BustCup | null;
    bustBand: number | null;
  };
  selfDrive: boolean;
  visibleTattoos: boolean;
  city: string | null;
  headshotKey: string | null;
  fullBodyKey: string | null;
}

/** The casting view of a performer: the one function every casting answer goes through. */
export function toCastingPerformer(
  id: string,
  profile: Partial<PerformerProfile> | null | undefined,
  today: string = agencyToday(),
): CastingPerformer {
  const p = profile ?? {};
  const name = [p.firstName, p.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  return {
    id,
    name,
    age: ageOn(p.dateOfBirth ?? null, today),
    unionStatus: p.unionStatus ?? null,
    gender: p.gender ?? null,
    ethnicity: p.ethnicity ?? null,
    hairColor: p.hairColor ?? null,
    eyeColor: p.eyeColor ?? null,
    height: p.sizeHeight ?? null,
    weight: p.sizeWeight ?? null,
    sizes: {
      chest: p.sizeChest ?? null,
      waist: p.sizeWaist ?? null,
      hips: p.sizeHips ?? null,
      shoe: p.sizeShoe ?? null,
      inseam: p.sizeInseam ?? null,
      sleeve: p.sizeSleeve ?? null,
      neck: p.sizeNeck ?? null,
      hat: p.sizeHat ?? null,
      jacket: p.sizeJacket ?? null,
      dress: p.sizeDress ?? null,
      bustCup: p.sizeBustCup ?? null,
      bustBand: p.sizeBustBand ?? null,
    },
    selfDrive: p.selfDrive === true,
    visibleTattoos: p.visibleTattoos === true,
    city: p.city ?? null,
    headshotKey: p.keyName ?? null,
    fullBodyKey: p.fullBodyKeyName ?? null,
  };
}

/** Profile fields that must never appear in a casting answer (the privacy scan checks for them). */
export const NEVER_IN_CASTING_ANSWERS = [
  'socialInsuranceNumber',
  'documentKeyName',
  'whasaKeyName',
  'actraCardKeyName',
  'guardianFullName',
  'guardianTel',
  'guardianEmail',
  'guardianIdDocumentKeyName',
  'guardianshipProofKeyName',
  'emergencyFullName',
  'emergencyTel',
  'dateOfBirth',
  'email',
  'tel',
  'lgbt',
  'trans',
  'bipoc',
  'postalCode',
] as const;

/**
 * The spec's hair filter names (spec 2 §2 'Performer filters') mapped to the stored colours.
 * The stored colours have no white: White and Gray both find grey. Afro is stored as a colour; it
 * is found by Black. Bald and Dyed have no spec name and get their own filter values.
 */
export const HAIR_FILTERS = {
  Black: ['black', 'afro'],
  Blonde: ['dark-blonde', 'light-blonde'],
  Brown: ['dark-brown', 'light-brown'],
  Gray: ['grey'],
  Red: ['red'],
  White: ['grey'],
  Bald: ['bald'],
  Dyed: ['dyed'],
} as const satisfies Record<string, readonly HairColor[]>;
export type HairFilter = keyof typeof HAIR_FILTERS;
export const HAIR_FILTER_NAMES = Object.keys(HAIR_FILTERS) as HairFilter[];

/** The spec's eye filter names mapped to the stored colours (amber reads as hazel). */
export const EYE_FILTERS = {
  Blue: ['blue'],
  Brown: ['brown'],
  Green: ['green'],
  Gray: ['grey'],
  Hazel: ['hazel', 'amber'],
} as const satisfies Record<string, readonly EyeColor[]>;
export type EyeFilter = keyof typeof EYE_FILTERS;
export const EYE_FILTER_NAMES = Object.keys(EYE_FILTERS) as EyeFilter[];

export const AGE_FILTER_BOUNDS = { min: 0, max: 100 } as const;
export const CASTING_PAGE_SIZE = 24;

/** A query-string list: `?union=AABP&union=Non-Union` or `?union=AABP,Non-Union`. */
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter((item) => item !== ''))
    .pipe(z.array(z.enum(values)).max(values.length));

/** A query-string list of calendar dates (the wizard's dates before its day exists). */
const datesParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter((item) => item !== ''))
  .pipe(z.array(calendarDateSchema).max(31));

const numberParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET /api/casting/performers/all: filters, the day and role being cast, and the page cursor.
 * `dayId` (+ `roleId`) hides performers for that day and role; the wizard, before its day exists,
 * passes `dates` and `projectId` instead.
 */
export const castingSearchQuerySchema = z
  .strictObject({
    union: listOf(UNION_STATUSES).optional(),
    hair: listOf(HAIR_FILTER_NAMES as unknown as [HairFilter, ...HairFilter[]]).optional(),
    eyes: listOf(EYE_FILTER_NAMES as unknown as [EyeFilter, ...EyeFilter[]]).optional(),
    gender: listOf(GENDERS).optional(),
    ethnicity: listOf(ETHNICITIES).optional(),
    jacket: listOf(JACKET_SIZES).optional(),
    dress: listOf(DRESS_SIZES).optional(),
    bustCup: listOf(BUST_CUPS).optional(),
    ageMin: numberParam(AGE_FILTER_BOUNDS.min, AGE_FILTER_BOUNDS.max).optional(),
    ageMax: numberParam(AGE_FILTER_BOUNDS.min, AGE_FILTER_BOUNDS.max).optional(),
    heightMin: numberParam(0, 275).optional(),
    heightMax: numberParam(0, 275).optional(),
    selfDrive: booleanParam.optional(),
    visibleTattoos: booleanParam.optional(),
    city: textSchema.trim().max(80).optional(),
    name: textSchema.trim().max(80).optional(),
    dayId: idSchema.optional(),
    roleId: idSchema.optional(),
    projectId: idSchema.optional(),
    dates: datesParam.optional(),
    cursor: z.string().max(300).optional(),
    size: numberParam(1, 100).optional(),
  })
  .refine((q) => q.ageMin === undefined || q.ageMax === undefined || q.ageMin <= q.ageMax, {
    message: 'ageMin must not be above ageMax',
    path: ['ageMin'],
  })
  .refine((q) => q.heightMin === undefined || q.heightMax === undefined || q.heightMin <= q.heightMax, {
    message: 'heightMin must not be above heightMax',
    path: ['heightMin'],
  });
export type CastingSearchQuery = z.infer<typeof castingSearchQuerySchema>;

export interface CastingSearchPage {
  performers: CastingPerformer[];
  /** Opaque cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /** The age slider's bounds from the data (spec 2 §9), defaults 0-100. */
  ageBounds: { min: number; max: number };
}

/** The filters a saved filter keeps: the search without its day, role, cursor and page size. */
export const SAVED_FILTER_KEYS = [
  'union',
  'hair',
  'eyes',
  'gender',
  'ethnicity',
  'jacket',
  'dress',
  'bustCup',
  'ageMin',
  'ageMax',
  'heightMin',
  'heightMax',
  'selfDrive',
  'visibleTattoos',
  'city',
  'name',
] as const satisfies readonly (keyof CastingSearchQuery)[];

/** The casting search's filters as a query string ('union=AABP,Non-Union&ageMin=20'), keys in a fixed order. */
export function castingFiltersToQuery(filters: Partial<Record<string, unknown>>): string {
  const pairs: string[] = [];
  for (const key of SAVED_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') pairs.push(`${key}=${encodeURIComponent(text)}`);
  }
  return pairs.join('&');
}

/** A query string's parameters (the last of a repeated key wins); undefined when it is malformed. */
export function queryParamsOf(query: string): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const [key = '', value = ''] = pair.split('=');
    try {
      params[decodeURIComponent(key.replace(/\+/g, ' '))] = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
  }
  return params;
}

export const MAX_SAVED_FILTERS = 20;

/** POST /api/casting/saved-filters: a named filter, kept as its query string (validated by the search schema). */
export const savedFilterBodySchema = z.strictObject({
  name: textSchema.trim().min(1, { message: 'Name is required' }).max(60, { message: 'Name is too long' }),
  query: z
    .string()
    .max(1000)
    .refine(
      (query) => {
        const params = queryParamsOf(query);
        if (!params) return false;
        const keys = Object.keys(params);
        return (
          keys.every((key) => (SAVED_FILTER_KEYS as readonly string[]).includes(key)) &&
          castingSearchQuerySchema.safeParse(params).success
        );
      },
      { message: 'is not a valid casting filter' },
    ),
});
export type SavedFilterBody = z.infer<typeof savedFilterBodySchema>;

export interface SavedFilter {
  id: string;
  name: string;
  query: string;
  savedAt: string;
}
