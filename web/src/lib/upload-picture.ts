/**
 * Picture uploads with progress. fetch() cannot report upload progress, so this one call uses
 * XMLHttpRequest; it sends the same bearer token as lib/api-client and answers the stored key.
 */
import { isApiErrorBody, MAX_PICTURE_BYTES, type PictureKind } from '@scenecall/shared';
import { ApiClientError } from './api-client';
import { getFirebaseAuth } from './firebase';

async function idToken(): Promise<string | null> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  return (await auth.currentUser?.getIdToken()) ?? null;
}

function errorOf(xhr: XMLHttpRequest): ApiClientError {
  try {
    const parsed: unknown = JSON.parse(xhr.responseText);
    if (isApiErrorBody(parsed)) return new ApiClientError(xhr.status, parsed.error.code, parsed.error.message);
  } catch {
    // not JSON
  }
  return new ApiClientError(xhr.status, 'internal', xhr.statusText || 'Upload failed');
}

/**
 * Uploads one picture; `onProgress` gets 0-100. `forUser`: an Admin uploading for that user; an
 * Admin without it uploads for an account being created (the key answered is a pending one).
 */
export async function uploadPicture(
  kind: PictureKind,
  file: File,
  onProgress: (percent: number) => void,
  forUser?: string,
): Promise<string> {
  if (file.size > MAX_PICTURE_BYTES)
    throw new ApiClientError(413, 'payload-too-large', 'Pictures must be 10 MB or smaller');
  const token = await idToken();
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = forUser ? `?userId=${encodeURIComponent(forUser)}` : '';
    xhr.open('POST', `/api/cdn/upload-performer-${kind}-picture${query}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(xhr.responseText);
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiClientError(0, 'network', 'An error occurred'));
    xhr.send(form);
  });
}
