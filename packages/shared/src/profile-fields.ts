/**
 * The profile's fields in their order (the form, the Attributes card, the 'Missing required
 * fields' list) and their friendly names. Kept apart from the schema (schemas/profile.ts, whose
 * test checks both list the same fields in the same order) so that pages that only show a profile
 * do not load zod.
 */
import { ownValue } from './own-property';
import type { PerformerProfile } from './schemas/profile';

export type ProfileField = keyof PerformerProfile;

/** The friendly names the spec's dialogs use ('Province', 'Headshot Image', ...). */
export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  keyName: 'Headshot Image',
  fullBodyKeyName: 'Full Body Image',
  documentKeyName: 'Identity Document Image',
  actraCardKeyName: 'ACTRA Card Image',
  whasaKeyName: 'WHASA Certificate Image',
  guardianIdDocumentKeyName: "Guardian's Identity Document Image",
  guardianshipProofKeyName: 'Proof of Guardianship Image',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  unionStatus: 'Union Status',
  unionId: 'Union ID',
  dateOfBirth: 'Date of Birth',
  guardianFullName: 'Guardian Full Name',
  guardianTel: 'Guardian Phone Number',
  guardianEmail: 'Guardian E-mail',
  guardianRelationship: 'Guardian Relationship',
  socialInsuranceNumber: 'Social Insurance Number',
  emergencyFullName: 'Emergency Contact Full Name',
  emergencyTel: 'Emergency Contact Phone Number',
  city: 'City',
  state: 'Province',
  postalCode: 'Postal Code',
  country: 'Country',
  selfDrive: 'Self Drive',
  gender: 'Gender',
  ethnicity: 'Ethnicity',
  lgbt: 'LGBTQ+',
  bipoc: 'BIPOC',
  trans: 'Transgender',
  visibleTattoos: 'Visible Tattoos',
  hairColor: 'Hair Color',
  eyeColor: 'Eye Color',
  sizeHeight: 'Height',
  sizeWeight: 'Weight',
  sizeChest: 'Chest',
  sizeWaist: 'Waist',
  sizeHips: 'Hips',
  sizeShoe: 'Shoe Size',
  sizeInseam: 'Inseam',
  sizeSleeve: 'Sleeve',
  sizeNeck: 'Neck',
  sizeHat: 'Hat',
  sizeJacket: 'Jacket',
  sizeBustCup: 'Bust Cup',
  sizeBustBand: 'Bra Size',
  sizeDress: 'Dress Size',
};

export function profileFieldLabel(field: string): string {
  return ownValue(PROFILE_FIELD_LABELS, field) ?? field;
}

/** Field order of the form, the Attributes card and the 'Missing required fields' list. */
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_LABELS) as ProfileField[];
