/**
 * The Admin's one long form (spec 2 §2 'User update and user create'): its account values, the
 * create and update bodies, what activating still lacks, and the spec's failure texts.
 */
import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  isActra,
  missingFieldLabels,
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
  type Role,
  type StaffUserView,
} from '@scenecall/shared';
import {
  toProfile,
  withChosenPictures,
  type ChosenPictures,
  type PictureKeys,
  type ProfileFormValues,
} from '../../../components/profile-form/profile-form';
import { ADMIN_FORM_RULES } from '../../../components/profile-form/profile-form-rules';
import { ApiClientError } from '../../../lib/api-client';
import type { AccountErrors, AccountField, AccountValues } from './account-section';

const yesNo = (value: boolean) => (value ? 'true' : 'false');

export function accountValuesOf(user: StaffUserView | undefined): AccountValues {
  return {
    tel: user?.tel ?? '',
    email: user?.email ?? '',
    password: '',
    emailVerified: yesNo(user?.emailVerified ?? false),
    testPassed: yesNo(user?.testPassed ?? false),
    userActivated: yesNo(user?.userActivated ?? false),
    companyName: user?.companyName ?? '',
  };
}

const flagsOf = (account: AccountValues) => ({
  emailVerified: account.emailVerified === 'true',
  testPassed: account.testPassed === 'true',
  userActivated: account.userActivated === 'true',
});

/** Staff accounts keep only their name in the profile. */
function profileBody(role: Role, values: ProfileFormValues, keys: PictureKeys) {
  const profile = toProfile(values, keys, ADMIN_FORM_RULES);
  if (role === 'Performer') return profile;
  return { firstName: profile.firstName, middleName: profile.middleName, lastName: profile.lastName };
}

export function createBody(
  account: AccountValues,
  values: ProfileFormValues,
  keys: PictureKeys,
): AdminCreateUserRequest {
  return {
    tel: account.tel.trim(),
    email: account.email.trim(),
    password: account.password,
    role: 'Performer',
    ...flagsOf(account),
    performerProfile: profileBody('Performer', values, keys),
  };
}

export function updateBody(
  role: Role,
  account: AccountValues,
  values: ProfileFormValues,
  keys: PictureKeys,
): AdminUpdateUserRequest {
  return {
    tel: account.tel.trim(),
    email: account.email.trim(),
    password: account.password,
    ...flagsOf(account),
    ...(role === 'Casting' ? { companyName: account.companyName.trim() } : {}),
    performerProfile: profileBody(role, values, keys),
  };
}

const ACCOUNT_FIELDS = new Set<string>(['tel', 'email', 'password', 'companyName']);

/** The account fields the server's own schema refuses, by field (checked before anything uploads). */
export function accountErrorsOf(
  body: AdminCreateUserRequest | AdminUpdateUserRequest,
  creating: boolean,
): AccountErrors {
  const result = (creating ? adminCreateUserSchema : adminUpdateUserSchema).safeParse(body);
  if (result.success) return {};
  return accountErrorsFrom(
    result.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })),
  );
}

export function accountErrorsFrom(fields: readonly { field: string; message: string }[]): AccountErrors {
  const errors: AccountErrors = {};
  for (const { field, message } of fields) {
    if (ACCOUNT_FIELDS.has(field)) errors[field as AccountField] ??= message;
  }
  return errors;
}

/**
 * What the server will refuse when the account is to be activated: an account activated already
 * needs every field it needs now; one being activated needs what activation needs (identity
 * document included) and the test, unless ACTRA.
 */
export function activationShortfallLabels(
  account: AccountValues,
  wasActivated: boolean,
  values: ProfileFormValues,
  keys: PictureKeys,
  chosen: ChosenPictures,
): string[] {
  const flags = flagsOf(account);
  if (!flags.userActivated) return [];
  const profile = toProfile(values, withChosenPictures(keys, chosen), ADMIN_FORM_RULES);
  const labels = missingFieldLabels(profile, { userActivated: wasActivated });
  const needsTest = !wasActivated && !flags.testPassed && !isActra(profile.unionStatus);
  return needsTest ? [...labels, 'Test Passed'] : labels;
}

export interface Failure {
  title: string;
  message: string;
}

/** The server's own text for what the Admin can fix (400, 403, 409), else the spec's. */
export function failureOf(cause: unknown, creating: boolean): Failure {
  const fallback = creating ? 'Something went wrong during creation.' : 'Something went wrong during update.';
  if (!(cause instanceof ApiClientError) || cause.status === 0 || cause.status >= 500)
    return { title: 'Error', message: fallback };
  const title = cause.status === 400 ? 'Missing required fields' : 'Error';
  return { title, message: cause.message || fallback };
}
