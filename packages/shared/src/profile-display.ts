/**
 * The Attributes card of the profile page (spec 1 §3 'Display rules'): which attributes show for
 * whom, and how each value reads.
 */
import { ageFromDateOfBirth, formatDateForPeople } from './dates';
import { titleCaseHyphenated, yesNo, maskSin, formatMeasurement } from './format';
import { formatHeight } from './height';
import { ownValue } from './own-property';
import { displayPhone } from './phone';
import { hasFemaleSizes, hasMaleSizes, hasUnionId, type ProfileDraft } from './profile-rules';
import { PROFILE_FIELD_LABELS, type ProfileField } from './profile-fields';

export interface ProfileAttribute {
  field: ProfileField;
  label: string;
  value: string;
}

/** Yes/No fields of the profile. */
export const PROFILE_BOOLEAN_FIELDS = ['selfDrive', 'lgbt', 'bipoc', 'trans', 'visibleTattoos'] as const;
const CHOICE_FIELDS = ['gender', 'ethnicity', 'hairColor', 'eyeColor', 'sizeJacket'] as const;
/** Measurements other than height (which is typed in feet and inches). */
export const PROFILE_MEASUREMENT_FIELDS = [
  'sizeWeight',
  'sizeChest',
  'sizeWaist',
  'sizeHips',
  'sizeShoe',
  'sizeInseam',
  'sizeSleeve',
  'sizeNeck',
  'sizeHat',
  'sizeBustBand',
] as const;
const PHONE_FIELDS = ['guardianTel', 'emergencyTel'] as const;

/**
 * The unit of each measurement, read by the form's labels ('Chest (in)') and the profile page
 * ('35 in', '130 lbs'). Body measurements are in inches, weight in pounds (the spec's American
 * system). Shoe, dress, jacket and bust cup are sizes, shown as the size itself ('8', '4-6', 'B').
 */
export const MEASUREMENT_UNITS = {
  sizeWeight: 'lbs',
  sizeChest: 'in',
  sizeWaist: 'in',
  sizeHips: 'in',
  sizeInseam: 'in',
  sizeSleeve: 'in',
  sizeNeck: 'in',
  sizeHat: 'in',
  sizeBustBand: 'in',
} as const satisfies Partial<Record<(typeof PROFILE_MEASUREMENT_FIELDS)[number], string>>;

export function measurementUnit(field: string): string | undefined {
  return ownValue<string>(MEASUREMENT_UNITS, field);
}

/** '35 in', '130 lbs'; a size without a unit reads as itself. */
function withUnit(field: ProfileField, value: number): string {
  const unit = measurementUnit(field);
  return unit ? `${formatMeasurement(value)} ${unit}` : formatMeasurement(value);
}

const includes = (list: readonly string[], field: string) => list.includes(field);

/** How one profile value reads on the profile page. */
export function displayProfileValue(field: ProfileField, value: unknown): string {
  if (includes(PROFILE_BOOLEAN_FIELDS, field)) return yesNo(value === true);
  if (value === null || value === undefined || value === '') return '';
  if (field === 'sizeHeight') return formatHeight(Number(value));
  if (field === 'socialInsuranceNumber') return maskSin(String(value));
  if (includes(PHONE_FIELDS, field)) return displayPhone(String(value));
  if (includes(CHOICE_FIELDS, field)) return titleCaseHyphenated(String(value));
  if (field === 'dateOfBirth') return formatDateForPeople(String(value).slice(0, 10));
  if (includes(PROFILE_MEASUREMENT_FIELDS, field)) return withUnit(field, Number(value));
  return String(value);
}

/** The order of the Attributes card; identity and pictures are shown elsewhere on the page. */
export const ATTRIBUTE_FIELDS = [
  'unionId',
  'dateOfBirth',
  'gender',
  'ethnicity',
  'hairColor',
  'eyeColor',
  'sizeHeight',
  'sizeWeight',
  'sizeChest',
  'sizeWaist',
  'sizeHips',
  'sizeShoe',
  'sizeInseam',
  'sizeJacket',
  'sizeSleeve',
  'sizeNeck',
  'sizeHat',
  'sizeDress',
  'sizeBustCup',
  'sizeBustBand',
  'lgbt',
  'bipoc',
  'trans',
  'visibleTattoos',
  'selfDrive',
  'socialInsuranceNumber',
  'city',
  'state',
  'postalCode',
  'country',
  'guardianFullName',
  'guardianTel',
  'guardianEmail',
  'guardianRelationship',
  'emergencyFullName',
  'emergencyTel',
] as const satisfies readonly ProfileField[];

const GUARDIAN_CONTACT_FIELDS = [
  'guardianFullName',
  'guardianTel',
  'guardianEmail',
  'guardianRelationship',
] as const satisfies readonly ProfileField[];

function isShown(field: ProfileField, profile: ProfileDraft): boolean {
  if (field === 'unionId') return hasUnionId(profile.unionStatus);
  if (field === 'sizeDress' || field === 'sizeBustCup' || field === 'sizeBustBand')
    return hasFemaleSizes(profile.gender);
  if (field === 'sizeJacket' || field === 'sizeSleeve' || field === 'sizeNeck' || field === 'sizeHat') {
    return hasMaleSizes(profile.gender);
  }
  if ((GUARDIAN_CONTACT_FIELDS as readonly ProfileField[]).includes(field))
    return profile[field] != null && profile[field] !== '';
  return true;
}

export function profileAttributes(profile: ProfileDraft | null | undefined): ProfileAttribute[] {
  const source = profile ?? {};
  return ATTRIBUTE_FIELDS.filter((field) => isShown(field, source)).map((field) => ({
    field,
    label: PROFILE_FIELD_LABELS[field],
    value: displayProfileValue(field, source[field]),
  }));
}

/** 'First Middle Last', skipping empty parts. */
export function fullName(profile: ProfileDraft | null | undefined): string {
  const parts = [profile?.firstName, profile?.middleName, profile?.lastName];
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
}

/** Age shown on the profile page: from dateOfBirth, 0 when missing. */
export function profileAge(profile: ProfileDraft | null | undefined, today = new Date()): number {
  const dateOfBirth = profile?.dateOfBirth;
  return ageFromDateOfBirth(typeof dateOfBirth === 'string' ? dateOfBirth : null, today);
}
