/**
 * The performer's own profile: read, save (with the shared required-field rules and picture
 * ownership), activation, and messages to the agency. Every function works on the caller's uid only.
 */
import {
  COUNTRY,
  missingRequiredFields,
  parsePictureKey,
  PICTURE_FIELD_BY_KIND,
  PICTURE_KINDS,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  performerProfileSchema,
  profileFieldLabel,
  qualifiesForActivation,
  unionStatusChoices,
  type CurrentUser,
  type PerformerProfile,
  type ProfileField,
  type SupportMessage,
  type UnionStatus,
  type UserRecord,
} from '@scenecall/shared';
import { config } from '../../config';
import { ApiError, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent, logFailure } from '../../http/logger';
import { enqueueMail } from '../mail/outbox.service';
import { deletePicture, markAttached, pictureExists } from './pictures/pictures.repository';
import { inUserTransaction, readUser } from './profile.repository';

type StoredProfile = Partial<PerformerProfile>;

const storedProfileOf = (user: UserRecord): StoredProfile => (user.profile ?? {}) as StoredProfile;
const savedUnionStatus = (user: UserRecord) => (storedProfileOf(user).unionStatus ?? null) as UnionStatus | null;

export function toCurrentUser(uid: string, user: UserRecord): CurrentUser {
  return {
    uid,
    email: user.email,
    tel: user.tel,
    userActivated: user.userActivated === true,
    testPassed: user.testPassed === true,
    profile: user.profile ? storedProfileOf(user) : null,
  };
}

export async function getCurrentUser(caller: Caller): Promise<CurrentUser> {
  const user = await readUser(caller.uid);
  if (!user) throw notFound('User');
  return toCurrentUser(caller.uid, user);
}

const fieldError = (field: ProfileField, message: string) => ({
  field,
  message: `${PROFILE_FIELD_LABELS[field]} ${message}`,
});

/** The shared strict schema, with each bad field named by its friendly name. */
export function parseProfileBody(body: unknown): PerformerProfile {
  const result = performerProfileSchema.safeParse(body);
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

function checkRequired(profile: PerformerProfile, user: UserRecord): void {
  const missing = missingRequiredFields(profile, { userActivated: user.userActivated === true });
  if (missing.length === 0) return;
  const labels = missing.map((field) => PROFILE_FIELD_LABELS[field]);
  throw new ApiError(
    'validation-failed',
    `Please fill out the following fields: ${labels.join(', ')}`,
    missing.map((field) => fieldError(field, 'is required')),
  );
}

function checkUnionStatus(profile: PerformerProfile, user: UserRecord): void {
  const current = savedUnionStatus(user);
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

/** Each referenced picture must be the caller's, of the right kind, and actually uploaded. */
async function checkPictures(uid: string, profile: PerformerProfile, stored: StoredProfile): Promise<void> {
  const checks = PICTURE_KINDS.map(async (kind) => {
    const field = PICTURE_FIELD_BY_KIND[kind];
    const key = profile[field];
    if (!key || key === stored[field]) return undefined;
    const parsed = parsePictureKey(key);
    if (!parsed || parsed.uid !== uid || parsed.kind !== kind) return fieldError(field, 'is not one of your uploads');
    return (await pictureExists(key)) ? undefined : fieldError(field, 'was not uploaded');
  });
  const problems = (await Promise.all(checks)).filter((problem) => problem !== undefined);
  if (problems.length > 0) {
    throw new ApiError('forbidden', `Please upload again: ${problems.map((p) => p.message).join(', ')}`, problems);
  }
}

/** Every field present (null when empty), trimmed text as sent, country fixed. */
function normalise(profile: PerformerProfile): PerformerProfile {
  const complete = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? null]));
  const blankToNull = (value: unknown) => (value === '' ? null : value);
  return {
    ...Object.fromEntries(Object.entries(complete).map(([k, v]) => [k, blankToNull(v)])),
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
  const work = [...removed.map((key) => deletePicture(key)), ...added.map((key) => markAttached(key))];
  const results = await Promise.allSettled(work);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) logFailure('profile.picture_cleanup_failed', failed[0]!.reason, { count: failed.length });
}

/**
 * Saves the caller's profile. The user document changes in a transaction; pictures the save
 * replaced are deleted only after it commits, so a failed save leaves the old profile and pictures.
 */
export async function updateProfile(caller: Caller, input: PerformerProfile): Promise<CurrentUser> {
  const profile = normalise(input);
  const before = await readUser(caller.uid);
  if (!before) throw notFound('User');
  checkUnionStatus(profile, before);
  checkRequired(profile, before);
  await checkPictures(caller.uid, profile, storedProfileOf(before));

  const { user, replaced } = await inUserTransaction(caller.uid, (tx) => {
    if (!tx.user) throw notFound('User');
    checkUnionStatus(profile, tx.user);
    checkRequired(profile, tx.user);
    const stored = storedProfileOf(tx.user);
    if (picturesChangedMeanwhile(storedProfileOf(before), stored)) {
      throw new ApiError('conflict', 'Your pictures changed in another window. Please reload the page and try again');
    }
    tx.write({ profile });
    return { user: { ...tx.user, profile }, replaced: replacedPictures(stored, profile) };
  });
  await settlePictures(replaced.removed, replaced.added);
  logEvent('profile.updated', { replacedPictures: replaced.removed.length });
  return toCurrentUser(caller.uid, user);
}

/** Activates a caller who qualifies: complete profile with its pictures, and the test passed unless ACTRA. */
export async function activate(caller: Caller): Promise<CurrentUser> {
  const user = await inUserTransaction(caller.uid, (tx) => {
    if (!tx.user) throw notFound('User');
    if (tx.user.userActivated) return tx.user;
    const qualifies = qualifiesForActivation({
      userActivated: false,
      testPassed: tx.user.testPassed === true,
      unionStatus: savedUnionStatus(tx.user),
      profile: storedProfileOf(tx.user),
    });
    if (!qualifies) {
      throw new ApiError(
        'forbidden',
        'Your account cannot be activated yet: complete your profile, and pass the test unless you are an ACTRA member',
      );
    }
    tx.write({ userActivated: true });
    return { ...tx.user, userActivated: true };
  });
  logEvent('profile.activated', {});
  return toCurrentUser(caller.uid, user);
}

export async function sendSupportMessage(caller: Caller, message: SupportMessage): Promise<void> {
  const user = await readUser(caller.uid);
  if (!user) throw notFound('User');
  const profile = storedProfileOf(user);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'A performer';
  await enqueueMail({
    template: 'support-message',
    data: { uid: caller.uid, name, email: user.email, tel: user.tel, ...message },
    to: { address: config().agency.email },
    replyTo: user.email,
  });
  logEvent('profile.support_message_sent', {});
}
