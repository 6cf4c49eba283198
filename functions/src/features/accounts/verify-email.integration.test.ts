import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { waitForOutboxIdle } from '../../../../tools/testing/outbox';
import { adminAuth, adminDb } from '../../../../tools/testing/users';
import { hashToken } from './email-verification.service';
import { expectError, fakeIp, newRegistration, register } from './accounts.test-support';

const verify = (token: string) => callApi<{ verified?: boolean }>(`/auth/verify?token=${encodeURIComponent(token)}`);
const resend = (body: unknown, ip = fakeIp()) =>
  callApi<{ message: string }>('/auth/resend-verification', {
    method: 'POST',
    body,
    from: ip,
  });

async function registered() {
  const input = newRegistration();
  expect((await register(input)).status).toBe(201);
  const mail = await waitForMail(input.email, /verify your e-mail/i);
  const token = /verify\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';
  const { uid } = await adminAuth().getUserByEmail(input.email);
  return { ...input, token, uid };
}

describe('GET /api/auth/verify', () => {
  it('marks the e-mail verified in the user document and in Auth, once', async () => {
    const account = await registered();
    const answer = await verify(account.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ verified: true });
    expect((await adminDb().collection('users').doc(account.uid).get()).get('emailVerified')).toBe(true);
    expect((await adminAuth().getUser(account.uid)).emailVerified).toBe(true);

    expectError(await verify(account.token), 409, /already been used/);
  });

  it('stores only a hash of the token, with an expiry 24 hours ahead', async () => {
    const account = await registered();
    const stored = await adminDb().collection('emailVerifications').doc(hashToken(account.token)).get();
    expect(stored.exists).toBe(true);
    expect(JSON.stringify(stored.data())).not.toContain(account.token);
    const { expiresAt, createdAt } = stored.data() as { expiresAt: number; createdAt: number };
    expect(expiresAt - createdAt).toBe(24 * 60 * 60 * 1000);
  });

  it('refuses an expired token and leaves the account unverified', async () => {
    const account = await registered();
    await adminDb()
      .collection('emailVerifications')
      .doc(hashToken(account.token))
      .update({ expiresAt: Date.now() - 1 });
    expectError(await verify(account.token), 400, /expired/);
    expect((await adminDb().collection('users').doc(account.uid).get()).get('emailVerified')).toBe(false);
  });

  it('refuses an unknown token and a missing or malformed one with 400', async () => {
    expectError(await verify('A'.repeat(43)), 400, /not valid/);
    expectError(await callApi('/auth/verify'), 400, /token/);
    expectError(await verify('bad token!'), 400, /token/);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new link by phone or by e-mail; the new link works', async () => {
    const account = await registered();
    const byTel = await resend({ tel: account.tel });
    expect(byTel.status).toBe(202);
    const byEmail = await resend({ email: account.email });
    expect(byEmail.status).toBe(202);
    await waitForOutboxIdle([account]);
    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(3);
    const newest = /verify\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    expect((await verify(newest)).status).toBe(200);
  });

  it('answers the same for an unknown account, and sends nothing', async () => {
    const account = await registered();
    const known = await resend({ tel: account.tel });
    const unknown = await resend({ tel: '1-999-555-0000' });
    const unknownEmail = await resend({ email: 'nobody-here@example.test' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknownEmail.body).toEqual(known.body);
    await waitForOutboxIdle([account, { email: 'nobody-here@example.test' }]);
    expect(await mailsTo('nobody-here@example.test')).toEqual([]);
  });

  it('sends at most 3 more e-mails per account per hour, answering the same each time', async () => {
    const account = await registered();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await resend({ tel: account.tel }));
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.text}`)).size).toBe(1);
    await waitForOutboxIdle([account]);
    expect(await mailsTo(account.email)).toHaveLength(1 + 3);
  });

  it('sends nothing to an account that is already verified', async () => {
    const account = await registered();
    expect((await verify(account.token)).status).toBe(200);
    expect((await resend({ email: account.email })).status).toBe(202);
    await waitForOutboxIdle([account]);
    expect(await mailsTo(account.email)).toHaveLength(1);
  });

  it('refuses both or neither of phone and e-mail, and unknown fields', async () => {
    expectError(await resend({}), 400);
    expectError(await resend({ tel: '1-647-555-0100', email: 'a@example.test' }), 400);
    expectError(await resend({ tel: '1-647-555-0100', uid: 'x' }), 400);
  });

  it('limits resend requests per IP with 429 and Retry-After', async () => {
    const ip = fakeIp();
    for (let i = 0; i < 20; i += 1) expect((await resend({ tel: '1-999-555-0001' }, ip)).status).toBe(202);
    const limited = await resend({ tel: '1-999-555-0001' }, ip);
    expectError(limited, 429, /Too many attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
