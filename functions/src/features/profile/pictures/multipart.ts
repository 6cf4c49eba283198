/**
 * Reads the one `file` part of a multipart upload from the raw body (Cloud Functions have no stream
 * left). Whatever the body holds, the answer is the file or a 4xx: every parser error, on the parser
 * and on the file's own stream, settles the one promise; none is left unhandled to end the process.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { ApiError } from '../../../http/api-error';

export interface UploadedFile {
  bytes: Buffer;
  truncated: boolean;
}

const notMultipart = () => new ApiError('bad-request', 'Send the picture as multipart/form-data in the field "file"');
const unreadable = () => new ApiError('bad-request', 'The upload could not be read');
const noPicture = () => new ApiError('bad-request', 'Choose a picture to upload');

/** True for `multipart/form-data` (any case) with a boundary parameter, and nothing else. */
export function isMultipartFormData(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [mediaType = '', ...parameters] = contentType.split(';');
  if (mediaType.trim().toLowerCase() !== 'multipart/form-data') return false;
  return parameters.some((parameter) => /^\s*boundary\s*=\s*("?)[^"\s]+\1\s*$/i.test(parameter));
}

export async function readFilePart(
  headers: IncomingHttpHeaders,
  rawBody: Buffer | undefined,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!isMultipartFormData(headers['content-type'])) throw notMultipart();
  if (!rawBody || rawBody.length === 0) throw noPicture();
  const { default: busboy } = await import('busboy');
  return new Promise<UploadedFile>((resolve, reject) => {
    let settled = false;
    const fail = (error: ApiError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({ headers, limits: { files: 1, fileSize: maxBytes, fields: 5, parts: 6 } });
    } catch {
      fail(notMultipart());
      return;
    }
    let found: UploadedFile | undefined;
    let fileEnded = false;
    parser.on('file', (name: string, stream: Readable) => {
      stream.on('error', () => fail(unreadable()));
      if (name !== 'file' || found) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const file: UploadedFile = { bytes: Buffer.alloc(0), truncated: false };
      found = file;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (file.truncated = true));
      stream.on('end', () => {
        file.bytes = Buffer.concat(chunks);
        fileEnded = true;
      });
    });
    parser.on('error', () => fail(unreadable()));
    parser.on('close', () => {
      if (settled) return;
      if (!found || (fileEnded && found.bytes.length === 0)) return fail(noPicture());
      if (!fileEnded) return fail(unreadable());
      settled = true;
      resolve(found);
    });
    parser.end(rawBody);
  });
}
