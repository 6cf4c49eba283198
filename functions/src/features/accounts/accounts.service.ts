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
  type UserRecord,
} from '@scenecall/shared';
import { ApiError, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent, logFailure } from '../../http/logger';
import { recordAudit } from '../audit/audit.service';
import { forgetMailOfUser } from '../mail/outbox.service';
import { detachCommissionsFromPerformer } from '../payments/payments.service';
import { deleteAllPicturesOf } from '../profile/pictures/pictures.service';
import type { StoredProfile } from '../users/users.repository';
import {
  createUserDocument,
  deleteUserDocument,
  deleteVerificationTokensOf,
  getUserDocument,
  updateUserDocument,
} from './accounts.repository';
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
  LOGIN_PER_IP,
  LOGIN_PER_PHONE,
  refuseIfThrottled,
  resetCounter,
  tooManyAttempts,
} from './throttle';

export interface NewAccount {
  tel: string;
  email: string;
  password: string;
  role: Role;
  emailVerified?: boolean;
  testPassed?: boolean;
  userActivated?: boolean;
  profile?: StoredProfile | null;
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
      profile: input.profile ?? null,
      createdAt: now,
      updatedAt: now,
    };
    await createUserDocument(uid, record);
    done.push(() => deleteUserDocument(uid));
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
export async function register(input: RegistrationRequest): Promise<{ uid: string }> {
  if (input.role !== 'Performer') {
    throw new ApiError(
      'forbidden',
      'Only performers can register. Casting and admin accounts are created by the agency.',
    );
  }
  const [byTel, byEmail] = await Promise.all([findAuthUserByTel(input.tel), findAuthUserByEmail(input.email)]);
  if (byTel || byEmail) throw new ApiError('conflict', takenMessage(Boolean(byTel), Boolean(byEmail)));
  const { uid } = await createAccount({ ...input, role: 'Performer' });
  await sendVerificationEmail(uid, input.email).catch((error: unknown) =>
    logFailure('accounts.verification_mail_not_queued', error, { uid }),
  );
  return { uid };
}

/**
 * Checks phone + password and answers a custom token carrying the role claim. Failures are counted
 * per phone and per IP; the answer never says whether the phone or the password was wrong.
 */
export async function logIn(input: LoginRequest, ip: string): Promise<string> {
  await refuseIfThrottled([
    [LOGIN_PER_PHONE, input.tel],
    [LOGIN_PER_IP, ip],
  ]);
  const authUser = await findAuthUserByTel(input.tel);
  const check = authUser?.email ? await checkPassword(authUser.email, input.password) : 'wrong';
  if (check === 'wrong' || !authUser) {
    const waits = await Promise.all([countEvent(LOGIN_PER_PHONE, input.tel), countEvent(LOGIN_PER_IP, ip)]);
    logEvent('accounts.login_failed', {});
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyAttempts(wait);
    throw new ApiError('unauthenticated', WRONG_CREDENTIALS);
  }
  const record = await getUserDocument(authUser.uid);
  if (check === 'disabled' || !record || record.disabled) throw new ApiError('forbidden', DISABLED);
  if (!record.emailVerified) {
    throw new ApiError(
      'forbidden',
      'Please verify your e-mail address first: open the link in the e-mail we sent you. We can send it again.',
      [{ field: EMAIL_NOT_VERIFIED_FIELD, message: 'E-mail address not verified' }],
    );
  }
  await resetCounter(LOGIN_PER_PHONE, input.tel);
  const role = (authUser.customClaims?.role as Role | undefined) ?? record.role;
  logEvent('accounts.logged_in', { uid: authUser.uid, role });
  return createSignInToken(authUser.uid, role);
}

export async function sessionAccount(uid: string, role: Role): Promise<SessionAccount> {
  const record = await getUserDocument(uid);
  if (!record) throw notFound('Account');
  return { uid, role, tel: record.tel, email: record.email, emailVerified: record.emailVerified };
}

/**
 * Admin: deletes an account and leaves nothing personal behind. Sessions end first (the Auth
 * account is disabled and its tokens revoked), then its commissions are detached (kept for the
 * books with only the name on the invoice), every stored picture, its verification tokens, the user
 * document with every sub-collection, and the Auth account are removed; an audit record says who
 * deleted whom and when. Each step may run again, so a deletion that failed half-way is finished by
 * deleting again.
 */
export async function deleteAccount(actor: Caller, uid: string): Promise<void> {
  if (uid === actor.uid) throw new ApiError('bad-request', 'You cannot delete your own account.');
  const [authUser, record] = await Promise.all([findAuthUser(uid), getUserDocument(uid)]);
  if (!authUser && !record) throw notFound('User');
  if (authUser) {
    await updateAuthUser(uid, { disabled: true });
    await revokeSessions(uid);
  }
  const commissions = await detachCommissionsFromPerformer(uid);
  const pictures = await deleteAllPicturesOf(uid);
  await deleteVerificationTokensOf(uid);
  const mail = await forgetMailOfUser(uid);
  await deleteUserDocument(uid);
  await deleteAuthUser(uid);
  await recordAudit(actor, uid, 'account.deleted');
  logEvent('accounts.deleted', { uid, by: actor.uid, commissions, pictures, mail });
}

/** Disables or re-enables an account; disabling ends its sessions at once. */
export async function setAccountDisabled(uid: string, disabled: boolean): Promise<void> {
  if (!(await findAuthUser(uid))) throw notFound('User');
  await updateAuthUser(uid, { disabled });
  await updateUserDocument(uid, { disabled });
  if (disabled) await revokeSessions(uid);
  logEvent('accounts.disabled_changed', { uid, disabled });
}

/** Changes the role claim and document; existing sessions are revoked so the new role applies at next login. */
export async function changeRole(uid: string, role: Role): Promise<void> {
  if (!(await findAuthUser(uid))) throw notFound('User');
  await setRoleClaim(uid, role);
  await updateUserDocument(uid, { role });
  await revokeSessions(uid);
  logEvent('accounts.role_changed', { uid, role });
}

/** The seeder's idempotence: the uid of the account with this phone, if there is one. */
export async function accountUidForTel(tel: string): Promise<string | undefined> {
  return (await findAuthUserByTel(tel))?.uid;
}
