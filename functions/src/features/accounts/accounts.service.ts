/**
 * Accounts: one Firebase Auth account (credentials, phone, role claim) plus the user document
 * `users/{uid}`, always created, changed and removed together.
 */
import {
  EMAIL_NOT_VERIFIED_FIELD,
  type LoginRequest,
  type RegistrationRequest,
  type Role,
  type SessionAccount,
  type TermsAcceptance,
  type UserRecord,
  TERMS_VERSION,
} from '@scenecall/shared';
import { ApiError, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent, logFailure } from '../../http/logger';
import { recordAudit } from '../audit';
import { forgetMailOfUser } from '../mail';
import { detachCommissionsFromPerformer } from '../payments';
import { forgetGuardianConsent, requestGuardianConsent } from '../guardians';
import { deleteAllPicturesOf } from '../profile';
import {
  createUser,
  deleteUserTree,
  enabledAdminUids,
  findUser,
  inUserTransaction,
  recordUserDeletion,
  type StoredProfile,
  updateUser,
} from '../users';
import { deleteVerificationTokensOf } from './accounts.repository';
import { sendVerificationEmail } from './email-verification.service';
import {
  checkPassword,
  createAuthUser,
  createSignInToken,
  deleteAuthUser,
  findAuthUser,
  findAuthUserByEmail,
  findAuthUserByTel,
  revokeSessions,
  setRoleClaim,
  updateAuthUser,
} from './identity';
import {
  countEvent,
  isRemembered,
  refuseIfThrottled,
  remember,
  resetCounter,
  tooManyAttempts,
} from '../../http/throttle';
import {
  LOGGED_IN_FROM,
  LOGIN_PER_PHONE_AND_IP,
  loginFailureCounts,
  loginRefusals,
  phoneAndAddress,
} from './account-limits';

export interface NewAccount {
  tel: string;
  email: string;
  password: string;
  role: Role;
  emailVerified?: boolean;
  testPassed?: boolean;
  userActivated?: boolean;
  profile?: StoredProfile | null;
  /** Casting accounts: their company. */
  companyName?: string | null;
  /** Registration: the terms accepted (who is the account; when, which version, the client). */
  termsAcceptance?: TermsAcceptance | null;
}

const WRONG_CREDENTIALS = 'The phone number or password is incorrect.';
const DISABLED = 'This account has been disabled. Please contact the agency.';

function takenMessage(tel: boolean, email: boolean): string {
  if (tel && email) return 'This phone number and e-mail address are already registered.';
  return tel ? 'This phone number is already registered.' : 'This e-mail address is already registered.';
}

async function undo(steps: (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps.reverse()) {
    await step().catch((error: unknown) => logFailure('accounts.undo_failed', error));
  }
}

/**
 * Creates the Auth account, its role claim and the user document as one unit: when a later step
 * fails the earlier ones are undone, so no orphan account is left. Used by registration, the
 * seeder and admin user creation.
 */
export async function createAccount(input: NewAccount): Promise<{ uid: string }> {
  const created = await createAuthUser({ ...input, emailVerified: input.emailVerified ?? false });
  if ('taken' in created)
    throw new ApiError('conflict', takenMessage(created.taken === 'tel', created.taken === 'email'));
  const { uid } = created;
  const done: (() => Promise<unknown>)[] = [() => deleteAuthUser(uid)];
  try {
    await setRoleClaim(uid, input.role);
    const now = new Date().toISOString();
    const record: UserRecord = {
      tel: input.tel,
      email: input.email,
      role: input.role,
      emailVerified: input.emailVerified ?? false,
      testPassed: input.testPassed ?? false,
      userActivated: input.userActivated ?? false,
      disabled: false,
      companyName: input.companyName ?? null,
      profile: input.profile ?? null,
      ...(input.termsAcceptance ? { termsAcceptance: input.termsAcceptance } : {}),
      createdAt: now,
      updatedAt: now,
    };
    await createUser(uid, record);
    done.push(() => deleteUserTree(uid));
  } catch (error) {
    await undo(done);
    throw error;
  }
  logEvent('accounts.created', { uid, role: input.role });
  return { uid };
}

/**
 * Public sign-up: performers only. The verification e-mail goes through the outbox, which retries
 * it until it is delivered; should even queueing it fail, the account stays and the performer asks
 * for the e-mail again from the login page.
 */
/** A minor registers with their guardian: the profile starts with the date of birth and the guardian's fields. */
function registrationProfile(input: RegistrationRequest): StoredProfile | null {
  if (!input.dateOfBirth) return null;
  const guardian = input.guardian;
  return {
    dateOfBirth: input.dateOfBirth,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
    ...(guardian
      ? {
          guardianFullName: guardian.fullName,
          guardianEmail: guardian.email,
          guardianTel: guardian.tel,
          guardianRelationship: guardian.relationship,
        }
      : {}),
  };
}

export async function register(input: RegistrationRequest, client: string | null = null): Promise<{ uid: string }> {
  if (input.role !== 'Performer') {
    throw new ApiError(
      'forbidden',
      'Only performers can register. Casting and admin accounts are created by the agency.',
    );
  }
  await refuseTakenCredentials(input.tel, input.email);
  const { uid } = await createAccount({
    tel: input.tel,
    email: input.email,
    password: input.password,
    role: 'Performer',
    profile: registrationProfile(input),
    termsAcceptance: {
      at: new Date().toISOString(),
      termsVersion: TERMS_VERSION,
      client: client?.slice(0, 200) ?? null,
    },
  });
  await sendVerificationEmail(uid, input.email).catch((error: unknown) =>
    logFailure('accounts.verification_mail_not_queued', error, { uid }),
  );
  if (input.guardian) {
    // The guardian is asked at once; should queueing fail, the Admin resends it from the user's page.
    await requestGuardianConsent(uid, 'registration', client).catch((error: unknown) =>
      logFailure('accounts.guardian_consent_not_queued', error, { uid }),
    );
  }
  return { uid };
}

/**
 * Checks phone + password and answers a custom token carrying the role claim. Failures are counted
 * per (phone, address) pair and per phone (both refuse before the password is checked), and per
 * address: an office's shared address never shuts out a right password, up to a ceiling past which
 * only phones that logged in from there lately are checked (account-limits.ts). The answer never
 * says whether the phone or the password was wrong, nor that an account is disabled unless the
 * password was proven right. Firebase Auth refuses a disabled account before it looks at the
 * password, so an account disabled in Auth always answers like a wrong password.
 */
export async function logIn(input: LoginRequest, ip: string): Promise<string> {
  const pair = phoneAndAddress(input.tel, ip);
  await refuseIfThrottled(loginRefusals(input.tel, ip, await isRemembered(LOGGED_IN_FROM, pair)));
  const authUser = await findAuthUserByTel(input.tel);
  const check = authUser?.email ? await checkPassword(authUser.email, input.password) : 'wrong';
  if (check !== 'ok' || !authUser) {
    const counts = loginFailureCounts(input.tel, ip);
    const waits = await Promise.all(counts.map(([rule, subject]) => countEvent(rule, subject)));
    logEvent('accounts.login_failed', {});
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyAttempts(wait);
    throw new ApiError('unauthenticated', WRONG_CREDENTIALS);
  }
  const record = await findUser(authUser.uid);
  if (!record || record.disabled) throw new ApiError('forbidden', DISABLED);
  if (!record.emailVerified) {
    throw new ApiError(
      'forbidden',
      'Please verify your e-mail address first: open the link in the e-mail we sent you. We can send it again.',
      [{ field: EMAIL_NOT_VERIFIED_FIELD, message: 'E-mail address not verified' }],
    );
  }
  await Promise.all([resetCounter(LOGIN_PER_PHONE_AND_IP, pair), remember(LOGGED_IN_FROM, pair)]);
  const role = (authUser.customClaims?.role as Role | undefined) ?? record.role;
  logEvent('accounts.logged_in', { uid: authUser.uid, role });
  return createSignInToken(authUser.uid, role);
}

export async function sessionAccount(uid: string, role: Role): Promise<SessionAccount> {
  const record = await findUser(uid);
  if (!record) throw notFound('Account');
  return { uid, role, tel: record.tel, email: record.email, emailVerified: record.emailVerified };
}

const LAST_ADMIN = 'There must always be at least one active Admin: this account is the last one.';

/** True when the change leaves the account no longer an active Admin. */
function endsActiveAdmin(user: UserRecord, changes: { role?: Role; disabled?: boolean }): boolean {
  if (user.role !== 'Admin' || user.disabled) return false;
  return (changes.role !== undefined && changes.role !== 'Admin') || changes.disabled === true;
}

/**
 * Changes role or disabled state on the user document, refusing (409) to leave no active Admin. The
 * Admins are read in the same transaction, so two Admins demoting each other at once cannot both
 * succeed. Answers the document as it was.
 */
async function changeGuardingLastAdmin(uid: string, changes: { role?: Role; disabled?: boolean }): Promise<UserRecord> {
  return inUserTransaction(uid, async (tx) => {
    if (!tx.user) throw notFound('User');
    if (endsActiveAdmin(tx.user, changes)) {
      const others = (await enabledAdminUids(tx.transaction)).filter((admin) => admin !== uid);
      if (others.length === 0) throw new ApiError('conflict', LAST_ADMIN);
    }
    tx.write(changes);
    return tx.user;
  });
}

/**
 * Admin: deletes an account and leaves nothing personal behind. Sessions end first (the account is
 * disabled, guarded by the last-Admin rule, and its tokens revoked), then its commissions are
 * detached (kept for the books with only the name on the invoice), every stored picture, its
 * verification tokens, the user document with every sub-collection, and the Auth account are
 * removed; a tombstone tells every user index, and an audit record says who deleted whom and when.
 * Each step may run again, so a deletion that failed half-way is finished by deleting again.
 */
export async function deleteAccount(actor: Caller, uid: string): Promise<void> {
  if (uid === actor.uid) throw new ApiError('bad-request', 'You cannot delete your own account.');
  const [authUser, record] = await Promise.all([findAuthUser(uid), findUser(uid)]);
  if (!authUser && !record) throw notFound('User');
  if (record) await changeGuardingLastAdmin(uid, { disabled: true });
  if (authUser) {
    await updateAuthUser(uid, { disabled: true });
    await revokeSessions(uid);
  }
  const commissions = await detachCommissionsFromPerformer(uid);
  const pictures = await deleteAllPicturesOf(uid);
  await deleteVerificationTokensOf(uid);
  await forgetGuardianConsent(uid);
  const mail = await forgetMailOfUser(uid);
  await deleteUserTree(uid);
  await recordUserDeletion(uid);
  await deleteAuthUser(uid);
  await recordAudit(actor, uid, 'account.deleted');
  logEvent('accounts.deleted', { uid, by: actor.uid, commissions, pictures, mail });
}

/** Admin: disables or re-enables an account; disabling ends its sessions at once. Never the last Admin. */
export async function setAccountDisabled(actor: Caller, uid: string, disabled: boolean): Promise<void> {
  if (!(await findAuthUser(uid))) throw notFound('User');
  const before = await changeGuardingLastAdmin(uid, { disabled });
  if (before.disabled === disabled) return;
  try {
    await updateAuthUser(uid, { disabled });
    if (disabled) await revokeSessions(uid);
  } catch (error) {
    await updateUser(uid, { disabled: before.disabled });
    throw error;
  }
  await recordAudit(actor, uid, disabled ? 'account.disabled' : 'account.enabled');
  logEvent('accounts.disabled_changed', { uid, disabled, by: actor.uid });
}

/**
 * Admin: changes the role (claim and document). The account's sessions end, so the new role applies
 * from its next login. The last active Admin keeps the role.
 */
export async function changeRole(actor: Caller, uid: string, role: Role): Promise<void> {
  if (!(await findAuthUser(uid))) throw notFound('User');
  const before = await changeGuardingLastAdmin(uid, { role });
  if (before.role === role) return;
  try {
    await setRoleClaim(uid, role);
    await revokeSessions(uid);
  } catch (error) {
    await updateUser(uid, { role: before.role });
    throw error;
  }
  await recordAudit(actor, uid, 'role.changed', { detail: `${before.role} → ${role}` });
  logEvent('accounts.role_changed', { uid, role, by: actor.uid });
}

export interface CredentialChanges {
  tel: string;
  email: string;
  /** Absent or empty: the current password is kept. */
  password?: string;
  emailVerified: boolean;
}

/**
 * Admin: the account's phone, e-mail, password and verified flag, in Firebase Auth (which refuses a
 * phone or e-mail another account has: 409). A new password ends the account's sessions.
 */
export async function updateCredentials(uid: string, changes: CredentialChanges): Promise<void> {
  const password = changes.password ? changes.password : undefined;
  const result = await updateAuthUser(uid, {
    tel: changes.tel,
    email: changes.email,
    emailVerified: changes.emailVerified,
    ...(password ? { password } : {}),
  });
  if (result !== 'updated')
    throw new ApiError('conflict', takenMessage(result.taken === 'tel', result.taken === 'email'));
  if (password) await revokeSessions(uid);
}

/** Refuses (409) a phone or e-mail another account already has, naming both when both are taken. */
export async function refuseTakenCredentials(tel: string, email: string, ownUid?: string): Promise<void> {
  const [byTel, byEmail] = await Promise.all([findAuthUserByTel(tel), findAuthUserByEmail(email)]);
  const telTaken = Boolean(byTel && byTel.uid !== ownUid);
  const emailTaken = Boolean(byEmail && byEmail.uid !== ownUid);
  if (telTaken || emailTaken) throw new ApiError('conflict', takenMessage(telTaken, emailTaken));
}

/** Undoes an account just created whose next step failed (nothing else refers to it yet). */
export async function discardNewAccount(uid: string): Promise<void> {
  await undo([() => deleteAllPicturesOf(uid), () => deleteUserTree(uid), () => deleteAuthUser(uid)]);
}

/** The seeder's idempotence: the uid of the account with this phone, if there is one. */
export async function accountUidForTel(tel: string): Promise<string | undefined> {
  return (await findAuthUserByTel(tel))?.uid;
}

/** The address e-mail to a user goes to: their user document's, else their Auth account's. */
export async function findUserEmail(uid: string): Promise<string | undefined> {
  return (await findUser(uid))?.email ?? (await findAuthUser(uid))?.email;
}
