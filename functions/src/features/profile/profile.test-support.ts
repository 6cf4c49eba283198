/** Helpers for the profile feature's integration tests: pictures, complete profiles, account state. */
import type { CurrentUser, PerformerProfileInput, PictureKind } from '@scenecall/shared';
import { completeProfile } from '../../../../packages/shared/src/profile-test-fixtures';
import { callApi, type ApiAnswer } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';

/** A valid 1×1 PNG and the start of a JPEG: enough for the server's byte check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export function uploadRaw(token: string, kind: PictureKind, bytes: Buffer, name = 'picture.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return callApi<string>(`/cdn/upload-performer-${kind}-picture`, { method: 'POST', token, rawBody: form });
}

export async function uploadPicture(token: string, kind: PictureKind, bytes = TINY_PNG): Promise<string> {
  const answer = await uploadRaw(token, kind, bytes);
  if (answer.status !== 201) throw new Error(`upload ${kind} failed: ${answer.status} ${answer.text}`);
  return answer.text;
}

/** A complete adult Non-Union profile whose pictures were really uploaded by `user`. */
export async function completeProfileOf(
  user: TestUser,
  overrides: Partial<PerformerProfileInput> = {},
): Promise<PerformerProfileInput> {
  const [keyName, fullBodyKeyName, documentKeyName, whasaKeyName] = await Promise.all([
    uploadPicture(user.token, 'profile'),
    uploadPicture(user.token, 'fullbody'),
    uploadPicture(user.token, 'document'),
    uploadPicture(user.token, 'whasa'),
  ]);
  return completeProfile({ keyName, fullBodyKeyName, documentKeyName, whasaKeyName, ...overrides });
}

export interface PerformerState {
  userActivated?: boolean;
  testPassed?: boolean;
  profile?: PerformerProfileInput | null;
}

/** A performer in the given account state (not activated and test not passed unless said). */
export async function createPerformer(state: PerformerState = {}): Promise<TestUser> {
  const user = await createTestUser({ role: 'Performer', activated: false });
  await adminDb()
    .collection('users')
    .doc(user.uid)
    .update({
      userActivated: state.userActivated ?? false,
      testPassed: state.testPassed ?? false,
      profile: state.profile ?? null,
    });
  return user;
}

export const saveProfile = (token: string, profile: unknown) =>
  callApi<CurrentUser & { error?: { code: string; message: string; fields?: { field: string }[] } }>(
    '/performer/update-profile',
    { method: 'PUT', token, body: profile },
  );

export const getUser = (token: string) => callApi<CurrentUser>('/performer/get-user', { token });

export async function storedUser(uid: string): Promise<Record<string, unknown>> {
  return (await adminDb().collection('users').doc(uid).get()).data() ?? {};
}

export type { ApiAnswer };
