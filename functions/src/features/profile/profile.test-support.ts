/** Helpers for the profile feature's integration tests: pictures, complete profiles, account state. */
import type { CurrentUser, PerformerProfileInput, PictureKind } from '@scenecall/shared';
import { completeProfile } from '../../../../packages/shared/src/profile-test-fixtures';
import { callApi, type ApiAnswer } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';

/** A valid 1×1 PNG and a valid 1×1 JPEG (the server decodes and re-encodes every upload). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  'base64',
);

/** `forUser`: the `?userId=` of an Admin uploading for that user. */
export function uploadRaw(
  token: string,
  kind: PictureKind,
  bytes: Buffer,
  name = 'picture.png',
  type = 'image/png',
  forUser?: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const query = forUser === undefined ? '' : `?userId=${encodeURIComponent(forUser)}`;
  return callApi<string>(`/cdn/upload-performer-${kind}-picture${query}`, { method: 'POST', token, rawBody: form });
}

export async function uploadPicture(
  token: string,
  kind: PictureKind,
  bytes = TINY_PNG,
  forUser?: string,
): Promise<string> {
  const answer = await uploadRaw(token, kind, bytes, 'picture.png', 'image/png', forUser);
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
