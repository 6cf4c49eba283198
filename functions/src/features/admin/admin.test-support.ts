/** Helpers for the admin feature's integration tests. */
import type { AdminUsersPage, AuditEntryView, StaffUserView } from '@scenecall/shared';
import { completeProfile } from '../../../../packages/shared/src/profile-test-fixtures';
import { callApi, type ApiAnswer } from '../../../../tools/testing/api';
import { createTestUser, uniquePhone, type TestUser } from '../../../../tools/testing/users';
import { uploadPicture } from '../profile/profile.test-support';

export interface ErrorBody {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

export const listUsers = (token: string, query: Record<string, string | number> = {}) =>
  callApi<AdminUsersPage>(
    `/admin/users?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    { token },
  );

/** Who the token's holder is now, as the app asks on every start. */
export const me = (token: string) => callApi<{ role: string }>('/auth/me', { token });

/** A PUT of the Admin's user routes (role, disabled), answered with the user or an error. */
export const putAs = (token: string, path: string, body: unknown) =>
  callApi<StaffUserView & ErrorBody>(path, { method: 'PUT', token, body });

export const getUser = (token: string, uid: string) =>
  callApi<StaffUserView & ErrorBody>(`/admin/users/${uid}`, { token });

export const auditOf = async (token: string, uid: string) =>
  (await callApi<AuditEntryView[]>(`/admin/users/${uid}/audit`, { token })).body;

export const readsOf = (answer: ApiAnswer) => Number(answer.headers.get('x-document-reads'));

/** A unique word to find one test's users by (letters only, so it is one search word). */
export function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = 'Zq';
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** A new account's credentials, unique per call. */
export function newCredentials() {
  const tel = uniquePhone();
  return {
    tel,
    email: `admin-made-${tel.replace(/\D/g, '')}-${Math.random().toString(36).slice(2, 7)}@example.test`,
    password: 'Fresh-start-7',
  };
}

/** Pictures an Admin uploaded for an account not created yet (pending keys). */
export async function pendingPictures(admin: TestUser) {
  const [keyName, fullBodyKeyName, documentKeyName, whasaKeyName] = await Promise.all([
    uploadPicture(admin.token, 'profile'),
    uploadPicture(admin.token, 'fullbody'),
    uploadPicture(admin.token, 'document'),
    uploadPicture(admin.token, 'whasa'),
  ]);
  return { keyName, fullBodyKeyName, documentKeyName, whasaKeyName };
}

/** A complete profile whose pictures the Admin uploaded for the user (`?userId=`). */
export async function completeProfileFor(admin: TestUser, uid: string) {
  const [keyName, fullBodyKeyName, documentKeyName, whasaKeyName] = await Promise.all([
    uploadPicture(admin.token, 'profile', undefined, uid),
    uploadPicture(admin.token, 'fullbody', undefined, uid),
    uploadPicture(admin.token, 'document', undefined, uid),
    uploadPicture(admin.token, 'whasa', undefined, uid),
  ]);
  return completeProfile({ keyName, fullBodyKeyName, documentKeyName, whasaKeyName });
}

/** A performer named `first last` (profile otherwise empty, not activated). */
export const namedPerformer = (firstName: string, lastName: string) =>
  createTestUser({ role: 'Performer', activated: false, profile: { firstName, lastName } });

export { completeProfile };
