/**
 * The update form's values (strings, as inputs hold them) and their conversion to and from the
 * shared profile. Conditional fields that no longer apply are sent empty.
 */
import {
  cmToHeightInput,
  COUNTRY,
  hasFemaleSizes,
  hasMaleSizes,
  hasUnionId,
  heightInputToCm,
  isActra,
  missingFieldLabels,
  needsGuardian,
  PICTURE_FIELD_BY_KIND,
  PICTURE_KINDS,
  PROFILE_FIELDS,
  type PerformerProfile,
  type PictureField,
  PROFILE_BOOLEAN_FIELDS,
  PROFILE_MEASUREMENT_FIELDS,
  type PictureKind,
  type ProfileField,
} from '@scenecall/shared';
import { PERFORMER_FORM_RULES, type ProfileFormRules } from './profile-form-rules';

type FormField = Exclude<ProfileField, PictureField | 'country'>;
export type ProfileFormValues = Record<FormField, string>;
export type PictureKeys = Record<PictureKind, string | null>;
export type ChosenPictures = Partial<Record<PictureKind, File>>;

const PICTURE_FIELD_SET = new Set<string>(Object.values(PICTURE_FIELD_BY_KIND));
const FORM_FIELDS = PROFILE_FIELDS.filter(
  (field): field is FormField => !PICTURE_FIELD_SET.has(field) && field !== 'country',
);
const isIn = (list: readonly string[], field: string) => list.includes(field);

export function formValuesOf(profile: Partial<PerformerProfile> | null | undefined): ProfileFormValues {
  const source = profile ?? {};
  const entries = FORM_FIELDS.map((field) => {
    const value = source[field];
    if (value === null || value === undefined) return [field, ''];
    if (field === 'sizeHeight') return [field, cmToHeightInput(Number(value))];
    return [field, String(value)];
  });
  return Object.fromEntries(entries) as ProfileFormValues;
}

export function pictureKeysOf(profile: Partial<PerformerProfile> | null | undefined): PictureKeys {
  return Object.fromEntries(
    PICTURE_KINDS.map((kind) => [kind, profile?.[PICTURE_FIELD_BY_KIND[kind]] ?? null]),
  ) as PictureKeys;
}

function valueOf(field: FormField, raw: string): unknown {
  const value = raw.trim();
  // The SIN comes back masked and is kept when sent back so; an emptied field clears it ('').
  if (value === '') return field === 'socialInsuranceNumber' ? '' : null;
  if (isIn(PROFILE_BOOLEAN_FIELDS, field)) return value === 'true';
  if (field === 'sizeHeight') return heightInputToCm(value);
  if (isIn(PROFILE_MEASUREMENT_FIELDS, field)) {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return value;
}

/** Which optional sections apply to these values (the form shows only these). */
export function visibleSections(values: ProfileFormValues, rules: ProfileFormRules = PERFORMER_FORM_RULES) {
  const adultKnown = values.dateOfBirth !== '' && !needsGuardian(values.dateOfBirth);
  return {
    unionId: rules.unionIdAlways || hasUnionId(values.unionStatus),
    actraCard: isActra(values.unionStatus),
    guardian: needsGuardian(values.dateOfBirth),
    identityDocument: adultKnown,
    maleSizes: hasMaleSizes(values.gender),
    femaleSizes: hasFemaleSizes(values.gender),
  };
}

const HIDDEN_WHEN = {
  unionId: ['unionId'],
  guardian: ['guardianFullName', 'guardianTel', 'guardianEmail', 'guardianRelationship'],
  maleSizes: ['sizeJacket', 'sizeSleeve', 'sizeNeck', 'sizeHat'],
  femaleSizes: ['sizeDress', 'sizeBustCup', 'sizeBustBand'],
} as const;

const GUARDIAN_PICTURES: readonly PictureKind[] = ['guardian-id', 'guardianship-proof'];

/** Whether a picture kind applies to the visible sections (ACTRA card, identity document, the guardian's). */
export function pictureApplies(kind: PictureKind, sections: ReturnType<typeof visibleSections>): boolean {
  if (GUARDIAN_PICTURES.includes(kind)) return sections.guardian;
  return (kind !== 'actra-card' || sections.actraCard) && (kind !== 'document' || sections.identityDocument);
}

/** The PUT body: every field, empty ones null, fields of hidden sections cleared. */
export function toProfile(
  values: ProfileFormValues,
  keys: PictureKeys,
  rules: ProfileFormRules = PERFORMER_FORM_RULES,
): PerformerProfile {
  const sections = visibleSections(values, rules);
  const hidden = new Set<string>(
    (Object.keys(HIDDEN_WHEN) as (keyof typeof HIDDEN_WHEN)[]).flatMap((section) =>
      sections[section] ? [] : [...HIDDEN_WHEN[section]],
    ),
  );
  const fields = Object.fromEntries(
    FORM_FIELDS.map((field) => [field, hidden.has(field) ? null : valueOf(field, values[field])]),
  );
  const pictures = Object.fromEntries(
    PICTURE_KINDS.map((kind) => {
      const applies = pictureApplies(kind, sections);
      return [PICTURE_FIELD_BY_KIND[kind], applies ? keys[kind] : null];
    }),
  );
  return { ...fields, ...pictures, country: COUNTRY } as PerformerProfile;
}

/** Friendly names of missing fields; a chosen (not yet uploaded) picture counts as given. */
export function missingLabels(
  values: ProfileFormValues,
  keys: PictureKeys,
  chosen: ChosenPictures,
  userActivated: boolean,
  rules: ProfileFormRules = PERFORMER_FORM_RULES,
): string[] {
  return missingFieldLabels(toProfile(values, withChosenPictures(keys, chosen), rules), { userActivated });
}

/** The keys as they will be once the chosen pictures are uploaded ('chosen' stands for a new key). */
export function withChosenPictures(keys: PictureKeys, chosen: ChosenPictures): PictureKeys {
  return Object.fromEntries(PICTURE_KINDS.map((kind) => [kind, chosen[kind] ? 'chosen' : keys[kind]])) as PictureKeys;
}
