/** Reads the one `file` part of a multipart upload from the raw body (Cloud Functions have no stream left). */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../../http/api-error';

export interface UploadedFile {
  bytes: Buffer;
  truncated: boolean;
}

export async function readFilePart(
  headers: IncomingHttpHeaders,
  rawBody: Buffer | undefined,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!String(headers['content-type'] ?? '').startsWith('multipart/form-data')) {
    throw new ApiError('bad-request', 'Send the picture as multipart/form-data in the field "file"');
  }
  if (!rawBody || rawBody.length === 0) throw new ApiError('bad-request', 'Choose a picture to upload');
  const { default: busboy } = await import('busboy');
  return new Promise<UploadedFile>((resolve, reject) => {
    let found: UploadedFile | undefined;
    const parser = busboy({ headers, limits: { files: 1, fileSize: maxBytes, fields: 5, parts: 6 } });
    parser.on('file', (name, stream) => {
      if (name !== 'file' || found) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const file: UploadedFile = { bytes: Buffer.alloc(0), truncated: false };
      found = file;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (file.truncated = true));
      stream.on('end', () => (file.bytes = Buffer.concat(chunks)));
    });
    parser.on('error', () => reject(new ApiError('bad-request', 'The upload could not be read')));
    parser.on('close', () => {
      if (!found || found.bytes.length === 0) reject(new ApiError('bad-request', 'Choose a picture to upload'));
      else resolve(found);
    });
    parser.end(rawBody);
  });
}
