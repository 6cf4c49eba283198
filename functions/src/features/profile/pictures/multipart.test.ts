import { describe, expect, it } from 'vitest';
import { isMultipartFormData, readFilePart } from './multipart';

const BOUNDARY = 'scenecall-boundary';
const UPLOAD = Buffer.from(
  [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="file"; filename="a.png"',
    'Content-Type: image/png',
    '',
    'picture bytes',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n'),
);
const read = (contentType: string, body: Buffer) => readFilePart({ 'content-type': contentType }, body, 1000);

describe('multipart uploads', () => {
  it('reads the file part', async () => {
    const file = await read(`multipart/form-data; boundary=${BOUNDARY}`, UPLOAD);
    expect(file.bytes.toString()).toBe('picture bytes');
  });

  it.each([
    ['stops inside the file', UPLOAD.subarray(0, UPLOAD.length - 25)],
    ['stops inside the part headers', UPLOAD.subarray(0, 40)],
  ])('refuses a body that %s with 400, leaving nothing unhandled', async (_name, body) => {
    await expect(read(`multipart/form-data; boundary=${BOUNDARY}`, body)).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a body whose boundary is not the declared one', async () => {
    await expect(read('multipart/form-data; boundary=another', UPLOAD)).rejects.toMatchObject({ status: 400 });
  });

  it.each([
    'multipart/form-data',
    'multipart/form-data;',
    'multipart/form-data; boundary=',
    `multipart/form-dataX; boundary=${BOUNDARY}`,
    `multipart/mixed; boundary=${BOUNDARY}`,
    'image/png',
  ])('refuses the content type %j with 400', async (contentType) => {
    await expect(read(contentType, UPLOAD)).rejects.toMatchObject({ status: 400 });
  });

  it('accepts the media type in any case and a quoted boundary', () => {
    expect(isMultipartFormData(`Multipart/Form-Data; boundary="${BOUNDARY}"`)).toBe(true);
    expect(isMultipartFormData(`multipart/form-data; charset=utf-8; boundary=${BOUNDARY}`)).toBe(true);
  });
});
