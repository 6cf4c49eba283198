/**
 * Who must fill in what (spec 1 §5 'Profile update', §4 'Union status choices', spec 2 §4 account
 * activation). One module for the update form and the update/activate endpoints.
 */
import { ADULT_AGE } from './constants';
import type { Gender, UnionStatus } from './enums';
import { UNION_STATUSES } from './enums';
import { ageFromDateOfBirth } from './dates';
import type { GuardianConsentState } from './guardian-consent';
import { PROFILE_FIELD_LABELS, PROFILE_FIELDS, type ProfileField } from './profile-fields';

export type ProfileDraft = Partial<Record<ProfileField, unknown>>;

export interface ProfileRuleContext {
  /** Activated accounts no longer need the identity document. */
  userActivated: boolean;
  today?: Date;
}

/** Required for everyone: the spec's list, plus union status (it decides activation) and the pictures. */
export const ALWAYS_REQUIRED_FIELDS = [
  'keyName',
  'fullBodyKeyName',
  'whasaKeyName',
  'firstName',
  'lastName',
  'unionStatus',
  'dateOfBirth',
  'city',
  'state',
  'postalCode',
  'gender',
  'ethnicity',
  'visibleTattoos',
  'hairColor',
  'eyeColor',
  'sizeHeight',
  'sizeWeight',
  'sizeChest',
  'sizeWaist',
  'sizeHips',
  'sizeShoe',
  'sizeInseam',
  'emergencyFullName',
  'emergencyTel',
  'lgbt',
  'bipoc',
  'trans',
] as const satisfies readonly ProfileField[];

export const MALE_SIZE_FIELDS = [
  'sizeJacket',
  'sizeSleeve',
  'sizeNeck',
  'sizeHat',
] as const satisfies readonly ProfileField[];
export const FEMALE_SIZE_FIELDS = [
  'sizeDress',
  'sizeBustCup',
  'sizeBustBand',
] as const satisfies readonly ProfileField[];
/** A minor's guardian (the agreement): name, phone, e-mail, relationship, identity document and proof of guardianship. */
export const GUARDIAN_FIELDS = [
  'guardianIdDocumentKeyName',
  'guardianshipProofKeyName',
  'guardianFullName',
  'guardianTel',
  'guardianEmail',
  'guardianRelationship',
] as const satisfies readonly ProfileField[];

const UNION_MEMBER_STATUSES: readonly UnionStatus[] = ['AABP', 'ACTRA Apprentice', 'ACTRA Full'];
const ACTRA_STATUSES: readonly UnionStatus[] = ['ACTRA Apprentice', 'ACTRA Full'];
const TEST_STATUSES: readonly UnionStatus[] = ['Non-Union', 'AABP'];

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** unionId is shown and required for AABP, ACTRA Apprentice and ACTRA Full. */
export const hasUnionId = (status: unknown): boolean => isIn(UNION_MEMBER_STATUSES, status);
export const isActra = (status: unknown): boolean => isIn(ACTRA_STATUSES, status);
/** Non-Union and AABP performers activate by passing the test; ACTRA members on a complete save. */
export const needsActivationTest = (status: unknown): boolean => isIn(TEST_STATUSES, status);
export const activatesOnSave = isActra;

/** Dress, bust cup and bra size: female and non-binary-female. */
export const hasFemaleSizes = (gender: unknown): boolean => isIn<Gender>(['female', 'non-binary-female'], gender);
/** Jacket, sleeve, neck and hat: male and non-binary-male. */
export const hasMaleSizes = (gender: unknown): boolean => isIn<Gender>(['male', 'non-binary-male'], gender);

export const isMinorOn = (dateOfBirth: unknown, today = new Date()): boolean =>
  ageFromDateOfBirth(typeof dateOfBirth === 'string' ? dateOfBirth : null, today) < ADULT_AGE;

/** The identity document is asked of adults until the account is activated. */
export function needsIdentityDocument(dateOfBirth: unknown, context: ProfileRuleContext): boolean {
  if (context.userActivated || typeof dateOfBirth !== 'string' || dateOfBirth === '') return false;
  return !isMinorOn(dateOfBirth, context.today);
}

/** The guardian's fields: under 18 (only once a date of birth is given); lifted on the 18th birthday (Toronto date). */
export function needsGuardian(dateOfBirth: unknown, today = new Date()): boolean {
  return typeof dateOfBirth === 'string' && dateOfBirth !== '' && isMinorOn(dateOfBirth, today);
}

export function requiredFields(profile: ProfileDraft, context: ProfileRuleContext): Set<ProfileField> {
  const required = new Set<ProfileField>(ALWAYS_REQUIRED_FIELDS);
  if (hasUnionId(profile.unionStatus)) required.add('unionId');
  if (isActra(profile.unionStatus)) required.add('actraCardKeyName');
  if (hasMaleSizes(profile.gender)) MALE_SIZE_FIELDS.forEach((field) => required.add(field));
  if (hasFemaleSizes(profile.gender)) FEMALE_SIZE_FIELDS.forEach((field) => required.add(field));
  if (needsGuardian(profile.dateOfBirth, context.today)) GUARDIAN_FIELDS.forEach((field) => required.add(field));
  if (needsIdentityDocument(profile.dateOfBirth, context)) required.add('documentKeyName');
  return required;
}

/** 'Required non-empty and non-zero': null, undefined, blank text and 0 are missing; false is an answer. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  return false;
}

/** Missing required fields, in form order. */
export function missingRequiredFields(profile: ProfileDraft, context: ProfileRuleContext): ProfileField[] {
  const required = requiredFields(profile, context);
  return PROFILE_FIELDS.filter((field) => required.has(field) && isBlank(profile[field]));
}

export function missingFieldLabels(profile: ProfileDraft, context: ProfileRuleContext): string[] {
  return missingRequiredFields(profile, context).map((field) => PROFILE_FIELD_LABELS[field]);
}

export const isProfileComplete = (profile: ProfileDraft | null | undefined, context: ProfileRuleContext): boolean =>
  missingRequiredFields(profile ?? {}, context).length === 0;

/** Where a performer stands on the way to activation (not the account's life state: account-state.ts). */
export interface ActivationStanding {
  userActivated: boolean;
  testPassed: boolean;
  /** The union status currently saved (not the one being edited). */
  unionStatus?: UnionStatus | null;
}

/**
 * Union status choices on the update form: not activated users get all four; activated Non-Union
 * users may pick Non-Union or AABP; other activated users keep their status (no choice).
 */
export function unionStatusChoices(account: ActivationStanding): UnionStatus[] {
  // An account activated by an admin before any profile was saved has no status to keep yet.
  if (!account.userActivated || !account.unionStatus) return [...UNION_STATUSES];
  if (account.unionStatus === 'Non-Union') return ['Non-Union', 'AABP'];
  return [account.unionStatus];
}

/** A not-activated Non-Union or AABP performer who has not passed the test is sent to /performer/test. */
export function mustTakeTest(account: ActivationStanding): boolean {
  return !account.userActivated && !account.testPassed && needsActivationTest(account.unionStatus);
}

/** What activation still lacks: profile fields (pictures included, form order), and the test unless ACTRA. */
export interface ActivationShortfall {
  fields: ProfileField[];
  testPassed: boolean;
  /** A minor whose guardian has not consented in writing yet (the account waits for it). */
  guardianConsent: boolean;
}

export function activationShortfall(
  account: Pick<ActivationStanding, 'testPassed'> & {
    profile: ProfileDraft | null | undefined;
    guardianConsent?: GuardianConsentState;
  },
): ActivationShortfall {
  const profile = account.profile ?? {};
  return {
    fields: missingRequiredFields(profile, { userActivated: false }),
    testPassed: !isActra(profile.unionStatus) && !account.testPassed,
    guardianConsent: needsGuardian(profile.dateOfBirth) && account.guardianConsent !== 'given',
  };
}

/** Who may be activated: a complete profile (pictures included), and the test passed unless ACTRA. */
export function qualifiesForActivation(
  account: ActivationStanding & { profile: ProfileDraft | null | undefined; guardianConsent?: GuardianConsentState },
): boolean {
  const shortfall = activationShortfall(account);
  return shortfall.fields.length === 0 && !shortfall.testPassed && !shortfall.guardianConsent;
}
