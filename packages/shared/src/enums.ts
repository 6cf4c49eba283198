/** Enumerations of the spec, as `as const` tuples so zod and TypeScript share one source. */

export const ROLES = ['Performer', 'Casting', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

export const UNION_STATUSES = ['Non-Union', 'AABP', 'ACTRA Apprentice', 'ACTRA Full'] as const;
export type UnionStatus = (typeof UNION_STATUSES)[number];

export const GENDERS = ['male', 'female', 'non-binary-male', 'non-binary-female'] as const;
export type Gender = (typeof GENDERS)[number];

export const ETHNICITIES = [
  'white',
  'black',
  'caucasian',
  'east-asian',
  'south-asian',
  'southeast-asian',
  'indigenous',
  'latino',
  'mena',
] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];

export const HAIR_COLORS = [
  'afro',
  'black',
  'dark-brown',
  'light-brown',
  'dark-blonde',
  'light-blonde',
  'red',
  'grey',
  'bald',
  'dyed',
] as const;
export type HairColor = (typeof HAIR_COLORS)[number];

export const EYE_COLORS = ['brown', 'hazel', 'amber', 'green', 'blue', 'grey', 'other'] as const;
export type EyeColor = (typeof EYE_COLORS)[number];

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];

export const JACKET_SIZES = ['short', 'regular', 'tall'] as const;
export type JacketSize = (typeof JACKET_SIZES)[number];

export const DRESS_SIZES = ['0-2', '2-4', '4-6', '6-8', '8-10', '10-12', '12-14'] as const;
export type DressSize = (typeof DRESS_SIZES)[number];

export const BUST_CUPS = ['AA', 'A', 'B', 'C', 'D', 'DD/E', 'DDD/F'] as const;
export type BustCup = (typeof BUST_CUPS)[number];

export const COUNTRY = 'Canada';

/** How the guardian of a minor is related to them (the agreement: 'parent or guardian'). */
export const GUARDIAN_RELATIONSHIPS = ['Parent', 'Legal guardian'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];
