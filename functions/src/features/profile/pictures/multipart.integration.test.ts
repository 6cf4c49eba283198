/**
 * Malformed uploads through Hosting: each gets a 4xx, and the API keeps answering. (The Functions
 * emulator runs one request per worker process, so a crash would show here as a 5xx or a dropped
 * answer; multipart.test.ts proves that no parser error is left unhandled.)
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../../tools/testing/api';
import { createPerformer, TINY_PNG, uploadPicture } from '../profile.test-support';

const BOUNDARY = 'scenecall-upload-boundary';
const UPLOAD = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  TINY_PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

const MALFORMED: [string, string, Buffer][] = [
  [
    'a body that stops before the closing boundary',
    `multipart/form-data; boundary=${BOUNDARY}`,
    UPLOAD.subarray(0, 150),
  ],
  ['a body that stops inside the part headers', `multipart/form-data; boundary=${BOUNDARY}`, UPLOAD.subarray(0, 50)],
  ['multipart/form-data without a boundary', 'multipart/form-data', UPLOAD],
  ['multipart/form-dataX', `multipart/form-dataX; boundary=${BOUNDARY}`, UPLOAD],
];

describe('malformed picture uploads', () => {
  it.each(MALFORMED)('answer %s with a 4xx, and the next upload succeeds', async (_name, contentType, body) => {
    const user = await createPerformer();
    const answer = await callApi('/cdn/upload-performer-profile-picture', {
      method: 'POST',
      token: user.token,
      rawBody: new Uint8Array(body),
      headers: { 'Content-Type': contentType },
    });
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(await uploadPicture(user.token, 'profile')).toMatch(/^performers\//);
  });
});
