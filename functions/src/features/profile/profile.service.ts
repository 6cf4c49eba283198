/**
 * A performer's profile, acted on by someone: the performer themself or an Admin. Every function
 * takes who acts (`actor`) and whose profile it is (`targetUid`); the routes' policies decide who may
 * reach whose data, and `assertMayActOnProfile` checks it again here. Saving has two rule sets:
 * `performer` (the update form: required fields, union status choices) and `admin` (an incomplete
 * profile only while the account is not activated; activating requires what activation requires).
 */
import {
  activationShortfall,
  COUNTRY,
  missingRequiredFields,
  parsePictureKey,
  PICTURE_FIELD_BY_KIND,
  PICTURE_KINDS,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  accountOf,
  standingOf,
  newAccountProfileSchema,
  performerProfileSchema,
  profileFieldLabel,
  unionStatusChoices,
  consentHistoryOf,
  type CurrentUser,
  type PerformerProfile,
  type ProfileField,
  type StaffUserView,
  type SupportMessage,
  type UserRecord,
} from '@scenecall/shared';
import { config } from '../../config';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent, logFailure } from '../../http/logger';
import { enqueueMail, supportMessageTemplate } from '../mail';
import { findUser, inUserTransaction, type StoredProfile } from '../users';
import { pictureExists } from './pictures/pictures.repository';
import { deletePictures, markPicturesInUse } from './pictures/pictures.service';
import { assertMayActOnProfile } from './profile.policy';
import { maskedSinOf, sinAfterSave } from './sin.service';

export type ProfileRules = 'performer' | 'admin';

export interface SaveProfileOptions {
  rules: ProfileRules;
  /** Admin rules only: account flags saved with the profile (absent: unchanged). */
  account?: { userActivated?: boolean; testPassed?: boolean };
}

const storedProfileOf = (user: UserRecord): StoredProfile => user.profile ?? {};

/** The user as answers carry it: the SIN masked, never whole. */
export function toCurrentUser(uid: string, user: UserRecord): CurrentUser {
  return {
    uid,
    email: user.email,
    tel: user.tel,
    userActivated: user.userActivated,
    testPassed: user.testPassed,
    profile: user.profile ? { ...user.profile, socialInsuranceNumber: maskedSinOf(user) } : null,
    account: standingOf(accountOf(user)),
  };
}

export function toStaffUserView(uid: string, user: UserRecord): StaffUserView {
  return {
    ...toCurrentUser(uid, user),
    role: user.role,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    companyName: user.companyName ?? null,
    textConsentHistory: consentHistoryOf(user.texts),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

async function requireUser(uid: string): Promise<UserRecord> {
  const user = await findUser(uid);
  if (!user) throw notFound('User');
  return user;
}

export async function getCurrentUser(actor: Caller, targetUid: string): Promise<CurrentUser> {
  assertMayActOnProfile(actor, targetUid);
  return toCurrentUser(targetUid, await requireUser(targetUid));
}

/** A user with profile and account state, for an Admin (GET /api/admin/users/{id}). */
export async function getUserForStaff(actor: Caller, targetUid: string): Promise<StaffUserView> {
  if (actor.role !== 'Admin') throw forbidden();
  return toStaffUserView(targetUid, await requireUser(targetUid));
}

const fieldError = (field: ProfileField, message: string) => ({
  field,
  message: `${PROFILE_FIELD_LABELS[field]} ${message}`,
});

/** The shared strict schema (or the create call's, which allows pending pictures), each bad field named by its friendly name. */
export function parseProfileBody(
  body: unknown,
  schema: typeof performerProfileSchema | typeof newAccountProfileSchema = performerProfileSchema,
): PerformerProfile {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: key, message: `${key} cannot be changed here` }));
    }
    const field = String(issue.path[0] ?? '(body)');
    return [{ field, message: `${profileFieldLabel(field)}: ${issue.message}` }];
  });
  const names = [...new Set(fields.map((field) => profileFieldLabel(field.field)))];
  throw new ApiError('validation-failed', `Please correct the following fields: ${names.join(', ')}`, fields);
}

const TEST_PASSED_LABEL = 'Test Passed';
const GUARDIAN_CONSENT_LABEL = "Guardian's Consent";

function refuseMissing(missing: ProfileField[], testPassed = false, guardianConsent = false): void {
  if (missing.length === 0 && !testPassed && !guardianConsent) return;
  const labels = [
    ...missing.map((field) => PROFILE_FIELD_LABELS[field]),
    ...(testPassed ? [TEST_PASSED_LABEL] : []),
    ...(guardianConsent ? [GUARDIAN_CONSENT_LABEL] : []),
  ];
  throw new ApiError('validation-failed', `Please fill out the following fields: ${labels.join(', ')}`, [
    ...missing.map((field) => fieldError(field, 'is required')),
    ...(testPassed ? [{ field: 'testPassed', message: `${TEST_PASSED_LABEL} is required` }] : []),
    ...(guardianConsent
      ? [
          {
            field: 'guardianConsent',
            message: `${GUARDIAN_CONSENT_LABEL} is required: the guardian agrees by the e-mailed link`,
          },
        ]
      : []),
  ]);
}

function checkUnionStatus(profile: PerformerProfile, user: UserRecord): void {
  const current = storedProfileOf(user).unionStatus ?? null;
  const choices = unionStatusChoices({
    userActivated: user.userActivated,
    testPassed: user.testPassed,
    unionStatus: current,
  });
  if (profile.unionStatus && profile.unionStatus !== current && !choices.includes(profile.unionStatus)) {
    throw new ApiError('forbidden', 'Your union status cannot be changed to this value', [
      fieldError('unionStatus', 'cannot be changed to this value'),
    ]);
  }
}

/** The account flags an Admin's save leaves: what was sent, else what is stored. */
function accountAfter(user: UserRecord, options: SaveProfileOptions) {
  return {
    userActivated: options.account?.userActivated ?? user.userActivated,
    testPassed: options.account?.testPassed ?? user.testPassed,
  };
}

/** Checks the save against the rule set; throws what is wrong. */
function checkRules(profile: PerformerProfile, user: UserRecord, options: SaveProfileOptions): void {
  if (profile.guardianEmail && profile.guardianEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new ApiError('validation-failed', "The guardian's e-mail must be their own, not the performer's", [
      fieldError('guardianEmail', "must be the guardian's own, not the performer's"),
    ]);
  }
  if (options.rules === 'performer') {
    checkUnionStatus(profile, user);
    refuseMissing(missingRequiredFields(profile, { userActivated: user.userActivated }));
    return;
  }
  const after = accountAfter(user, options);
  if (!after.userActivated) return;
  if (user.userActivated) {
    refuseMissing(missingRequiredFields(profile, { userActivated: true }));
    return;
  }
  const shortfall = activationShortfall({
    testPassed: after.testPassed,
    profile,
    guardianConsent: user.guardianConsent,
  });
  refuseMissing(shortfall.fields, shortfall.testPassed, shortfall.guardianConsent);
}

/** Each newly referenced picture must be the target account's, of the right kind, and really uploaded. */
async function checkPictures(
  actor: Caller,
  uid: string,
  profile: PerformerProfile,
  stored: StoredProfile,
): Promise<void> {
  const whose = actor.uid === uid ? 'your' : "this user's";
  const checks = PICTURE_KINDS.map(async (kind) => {
    const field = PICTURE_FIELD_BY_KIND[kind];
    const key = profile[field];
    if (!key || key === stored[field]) return undefined;
    const parsed = parsePictureKey(key);
    if (!parsed || parsed.uid !== uid || parsed.kind !== kind)
      return fieldError(field, `is not one of ${whose} uploads`);
    return (await pictureExists(key)) ? undefined : fieldError(field, 'was not uploaded');
  });
  const problems = (await Promise.all(checks)).filter((problem) => problem !== undefined);
  if (problems.length > 0) {
    throw new ApiError('forbidden', `Please upload again: ${problems.map((p) => p.message).join(', ')}`, problems);
  }
}

/** Every field present (null when empty), trimmed text as sent, country fixed; the SIN is kept apart. */
function normalise(profile: PerformerProfile): PerformerProfile {
  const complete = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? null]));
  const blankToNull = (value: unknown) => (value === '' ? null : value);
  return {
    ...Object.fromEntries(Object.entries(complete).map(([k, v]) => [k, blankToNull(v)])),
    socialInsuranceNumber: null,
    country: COUNTRY,
  } as PerformerProfile;
}

function replacedPictures(before: StoredProfile, after: PerformerProfile): { removed: string[]; added: string[] } {
  const removed: string[] = [];
  const added: string[] = [];
  for (const kind of PICTURE_KINDS) {
    const field = PICTURE_FIELD_BY_KIND[kind];
    const old = before[field];
    const next = after[field];
    if (old === next) continue;
    if (old) removed.push(old);
    if (next) added.push(next);
  }
  return { removed, added };
}

/** A concurrent save replaced pictures after this save's checks: its old keys may be gone. */
function picturesChangedMeanwhile(checked: StoredProfile, current: StoredProfile): boolean {
  return PICTURE_KINDS.some(
    (kind) => (checked[PICTURE_FIELD_BY_KIND[kind]] ?? null) !== (current[PICTURE_FIELD_BY_KIND[kind]] ?? null),
  );
}

async function settlePictures(removed: string[], added: string[]): Promise<void> {
  const results = await Promise.allSettled([deletePictures(removed), markPicturesInUse(added)]);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) logFailure('profile.picture_cleanup_failed', failed[0]!.reason, { count: failed.length });
}

/**
 * Saves the target's profile under a rule set. The user document changes in a transaction; pictures
 * the save replaced are deleted only after it commits, so a failed save leaves the old profile and
 * pictures. The SIN follows `sinAfterSave` and is stored encrypted, outside the profile.
 */
export async function saveProfile(
  actor: Caller,
  targetUid: string,
  input: PerformerProfile,
  options: SaveProfileOptions,
): Promise<CurrentUser> {
  assertMayActOnProfile(actor, targetUid);
  if (options.rules === 'admin' && actor.role !== 'Admin') throw forbidden();
  const profile = normalise(input);
  const before = await requireUser(targetUid);
  checkRules(profile, before, options);
  await checkPictures(actor, targetUid, profile, storedProfileOf(before));

  const { user, replaced } = await inUserTransaction(targetUid, (tx) => {
    if (!tx.user) throw notFound('User');
    checkRules(profile, tx.user, options);
    const stored = storedProfileOf(tx.user);
    if (picturesChangedMeanwhile(storedProfileOf(before), stored)) {
      throw new ApiError('conflict', 'Your pictures changed in another window. Please reload the page and try again');
    }
    const changes = {
      profile,
      sin: sinAfterSave(targetUid, input.socialInsuranceNumber, tx.user),
      ...(options.rules === 'admin' ? accountAfter(tx.user, options) : {}),
    };
    tx.write(changes);
    return { user: { ...tx.user, ...changes }, replaced: replacedPictures(stored, profile) };
  });
  await settlePictures(replaced.removed, replaced.added);
  logEvent('profile.updated', {
    rules: options.rules,
    byStaff: actor.uid !== targetUid,
    replacedPictures: replaced.removed.length,
  });
  return toCurrentUser(targetUid, user);
}

/**
 * Activates a target who qualifies: complete profile with its pictures, and the test passed unless
 * ACTRA. A performer who does not qualify is told so (403); an Admin gets the list of what is missing (400).
 */
export async function activateAccount(actor: Caller, targetUid: string): Promise<CurrentUser> {
  assertMayActOnProfile(actor, targetUid);
  const user = await inUserTransaction(targetUid, (tx) => {
    if (!tx.user) throw notFound('User');
    if (tx.user.userActivated) return tx.user;
    const shortfall = activationShortfall({
      testPassed: tx.user.testPassed,
      profile: tx.user.profile,
      guardianConsent: tx.user.guardianConsent,
    });
    if (actor.role === 'Admin') refuseMissing(shortfall.fields, shortfall.testPassed, shortfall.guardianConsent);
    else if (shortfall.guardianConsent) {
      throw new ApiError('forbidden', 'Your account is activated once your parent or guardian has consented');
    } else if (shortfall.fields.length > 0 || shortfall.testPassed) {
      throw new ApiError(
        'forbidden',
        'Your account cannot be activated yet: complete your profile, and pass the test unless you are an ACTRA member',
      );
    }
    tx.write({ userActivated: true });
    return { ...tx.user, userActivated: true };
  });
  logEvent('profile.activated', { byStaff: actor.uid !== targetUid });
  return toCurrentUser(targetUid, user);
}

/** A performer's message to the agency, signed with their name and contact details. */
export async function sendSupportMessage(actor: Caller, message: SupportMessage): Promise<void> {
  const user = await requireUser(actor.uid);
  const profile = storedProfileOf(user);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'A performer';
  await enqueueMail({
    template: supportMessageTemplate,
    data: { uid: actor.uid, name, email: user.email, tel: user.tel, ...message },
    to: { address: config().agency.email },
    replyTo: user.email,
  });
  logEvent('profile.support_message_sent', {});
}
