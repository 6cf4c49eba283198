/**
 * The Admin's users (spec 2 §2 Admin screens, §7): the list from the user index, one user with
 * profile, and the one long form's create and update. The profile goes through the profile
 * service's `admin` rule set (an incomplete profile only while the account is not activated;
 * setting userActivated needs what activation needs), the credentials through the accounts service.
 */
import {
  activationShortfall,
  newAccountProfileSchema,
  PROFILE_FIELD_LABELS,
  type AdminUserRow,
  type AdminUsersPage,
  type AdminUsersQuery,
  type PerformerProfile,
  type Role,
  type StaffUserView,
  type UserRecord,
  adminCreateUserSchema,
  adminUpdateUserSchema,
} from '@scenecall/shared';
import type { z } from 'zod';
import { ApiError, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent, logFailure } from '../../http/logger';
import {
  createAccount,
  discardNewAccount,
  refuseTakenCredentials,
  updateCredentials,
  sendVerificationEmail,
} from '../accounts';
import { recordAudit } from '../audit';
import { bindPendingPictures, getUserForStaff, parseProfileBody, saveProfile } from '../profile';
import { ageOfEntry, currentUserIndex, type UserIndexEntry, findUser, updateUser, type StoredProfile } from '../users';

type CreateBody = z.output<typeof adminCreateUserSchema>;
type UpdateBody = z.output<typeof adminUpdateUserSchema>;

export function toAdminRow(entry: UserIndexEntry): AdminUserRow {
  return {
    id: entry.uid,
    name: entry.name,
    tel: entry.tel,
    email: entry.email,
    role: entry.role,
    companyName: entry.companyName,
    unionStatus: entry.profile.unionStatus ?? null,
    userActivated: entry.userActivated,
    emailVerified: entry.emailVerified,
    disabled: entry.disabled,
    createdAt: entry.createdAt,
    headshotKey: entry.profile.keyName ?? null,
    age: ageOfEntry(entry),
    profileComplete: entry.profileComplete,
  };
}

/** GET /api/admin/users: one page of the users matching the search and filters, newest first. */
export async function listUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
  const index = await currentUserIndex();
  const { role, unionStatus, activated } = query;
  const result = index.page(
    {
      text: query.query,
      where: (entry) =>
        (!role || entry.role === role) &&
        (!unionStatus || entry.profile.unionStatus === unionStatus) &&
        (activated === undefined || entry.userActivated === activated),
    },
    query.page,
    query.size,
  );
  return {
    content: result.entries.map(toAdminRow),
    totalPages: result.totalPages,
    totalElements: result.totalElements,
    page: query.page,
    size: query.size,
  };
}

/** Staff accounts keep only their name in the profile. */
function staffNameOf(profile: PerformerProfile | null): StoredProfile | null {
  if (!profile) return null;
  const { firstName = null, middleName = null, lastName = null } = profile;
  return { firstName, middleName, lastName };
}

const TEST_PASSED_LABEL = 'Test Passed';

/** Before anything is created: an account created activated needs what activation needs. */
function refuseIncompleteActivation(profile: PerformerProfile | null, testPassed: boolean): void {
  const shortfall = activationShortfall({ testPassed, profile });
  const labels = [
    ...shortfall.fields.map((field) => PROFILE_FIELD_LABELS[field]),
    ...(shortfall.testPassed ? [TEST_PASSED_LABEL] : []),
    // A new account has no guardian consent yet: a minor is activated once the guardian agrees.
    ...(shortfall.guardianConsent ? ["Guardian's Consent"] : []),
  ];
  if (labels.length === 0) return;
  throw new ApiError('validation-failed', `Please fill out the following fields: ${labels.join(', ')}`, [
    ...shortfall.fields.map((field) => ({ field, message: `${PROFILE_FIELD_LABELS[field]} is required` })),
    ...(shortfall.testPassed ? [{ field: 'testPassed', message: `${TEST_PASSED_LABEL} is required` }] : []),
  ]);
}

async function sendVerificationQuietly(uid: string, email: string): Promise<void> {
  try {
    await sendVerificationEmail(uid, email);
  } catch (error) {
    logFailure('admin.verification_mail_failed', error, { uid });
  }
}

/**
 * POST /api/admin/users: creates the account (role preset to Performer), binds the pictures the
 * Admin uploaded for it, and saves its profile under the admin rules. Everything is checked before
 * the account exists; if a later step fails, the account is removed again. An account created with
 * its e-mail not verified is sent the verification e-mail.
 */
export async function createUserByAdmin(actor: Caller, body: CreateBody): Promise<StaffUserView> {
  const isPerformer = body.role === 'Performer';
  const parsed = body.performerProfile ? parseProfileBody(body.performerProfile, newAccountProfileSchema) : null;
  if (isPerformer && body.userActivated) refuseIncompleteActivation(parsed, body.testPassed);
  await refuseTakenCredentials(body.tel, body.email);
  const { uid } = await createAccount({
    tel: body.tel,
    email: body.email,
    password: body.password,
    role: body.role,
    emailVerified: body.emailVerified,
    testPassed: isPerformer ? false : body.testPassed,
    userActivated: isPerformer ? false : body.userActivated,
    companyName: body.role === 'Casting' ? (body.companyName ?? null) : null,
    profile: isPerformer ? null : staffNameOf(parsed),
  });
  try {
    if (isPerformer) {
      const profile = await bindPendingPictures(actor, uid, parsed ?? {});
      await saveProfile(actor, uid, parseProfileBody(profile), {
        rules: 'admin',
        account: { userActivated: body.userActivated, testPassed: body.testPassed },
      });
    }
  } catch (error) {
    await discardNewAccount(uid);
    throw error;
  }
  await recordAudit(actor, uid, 'account.created', { detail: body.role });
  if (!body.emailVerified) await sendVerificationQuietly(uid, body.email);
  logEvent('admin.user_created', { uid, role: body.role, by: actor.uid });
  return getUserForStaff(actor, uid);
}

async function requireUser(uid: string): Promise<UserRecord> {
  const user = await findUser(uid);
  if (!user) throw notFound('User');
  return user;
}

/** The account fields of the user document besides the profile. */
function accountFields(body: UpdateBody, role: Role) {
  return {
    tel: body.tel,
    email: body.email,
    emailVerified: body.emailVerified,
    ...(role === 'Casting' ? { companyName: body.companyName ?? null } : {}),
  };
}

/**
 * PUT /api/admin/users/{id}: the account (phone, e-mail, verified flag, a new password unless blank)
 * and, for a performer, the profile with testPassed and userActivated under the admin rules; for
 * staff, their name (and a Casting account's company). A 400 or 409 changes nothing.
 */
export async function updateUserByAdmin(actor: Caller, uid: string, body: UpdateBody): Promise<StaffUserView> {
  const user = await requireUser(uid);
  await refuseTakenCredentials(body.tel, body.email, uid);
  if (user.role === 'Performer') {
    const profile = parseProfileBody(body.performerProfile ?? user.profile ?? {});
    await saveProfile(actor, uid, profile, {
      rules: 'admin',
      account: { userActivated: body.userActivated, testPassed: body.testPassed },
    });
  }
  await updateCredentials(uid, {
    tel: body.tel,
    email: body.email,
    emailVerified: body.emailVerified,
    password: body.password,
  });
  const staffProfile =
    user.role === 'Performer' || !body.performerProfile
      ? {}
      : { profile: staffNameOf(parseProfileBody(body.performerProfile)) };
  const staffFlags =
    user.role === 'Performer' ? {} : { testPassed: body.testPassed, userActivated: body.userActivated };
  await updateUser(uid, { ...accountFields(body, user.role), ...staffProfile, ...staffFlags });
  await recordAudit(actor, uid, 'account.updated', body.password ? { detail: 'password changed' } : {});
  logEvent('admin.user_updated', { uid, by: actor.uid, passwordChanged: Boolean(body.password) });
  return getUserForStaff(actor, uid);
}
