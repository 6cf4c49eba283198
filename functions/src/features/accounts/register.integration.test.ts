import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { waitForOutboxState } from '../../../../tools/testing/outbox';
import { stackEnv } from '../../../../tools/testing/stack-env';
import { adminAuth, adminDb } from '../../../../tools/testing/users';
import { accountTraces, expectError, fakeIp, newRegistration, register } from './accounts.test-support';

describe('POST /api/auth/register', () => {
  it('creates the Auth account, role claim and user document, answers 201 with no body and e-mails a verify link', async () => {
    const input = newRegistration();
    const answer = await register(input);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.text).toBe('');

    const user = await adminAuth().getUserByPhoneNumber(`+${input.tel.replace(/\D/g, '')}`);
    expect(user.email).toBe(input.email);
    expect(user.emailVerified).toBe(false);
    expect(user.customClaims).toEqual({ role: 'Performer' });
    const doc = (await adminDb().collection('users').doc(user.uid).get()).data();
    expect(doc).toMatchObject({
      tel: input.tel,
      email: input.email,
      role: 'Performer',
      emailVerified: false,
      testPassed: false,
      userActivated: false,
      disabled: false,
    });
    expect(JSON.stringify(doc)).not.toContain(input.password);

    const mail = await waitForMail(input.email, /verify your e-mail/i);
    const link = new RegExp(`${stackEnv().webUrl}/verify\\?token=[A-Za-z0-9_-]{43}`);
    expect(mail.text).toMatch(link);
    expect(mail.html).toMatch(link);
  });

  it('queues the verification e-mail in the outbox, which never holds the token', async () => {
    const input = newRegistration();
    expect((await register(input)).status).toBe(201);
    const { uid } = await adminAuth().getUserByEmail(input.email);
    const queued = await adminDb().collection('mailOutbox').where('recipientUid', '==', uid).get();
    expect(queued.docs.map((doc) => doc.get('template'))).toEqual(['verify-email']);

    const mail = await waitForMail(input.email, /verify your e-mail/i);
    const token = /verify\?token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const sent = await waitForOutboxState(queued.docs[0]!.id, ['sent']);
    expect(sent).toMatchObject({ to: input.email, subject: 'Verify your e-mail address', attempts: 1 });
    expect(JSON.stringify(sent)).not.toContain(token);
  });

  it('stores the e-mail address in lower case', async () => {
    const input = newRegistration();
    const answer = await register({ ...input, email: input.email.toUpperCase() });
    expect(answer.status).toBe(201);
    await expect(adminAuth().getUserByEmail(input.email)).resolves.toBeTruthy();
  });

  it('answers 409 naming the phone when the phone is taken, and writes nothing', async () => {
    const first = newRegistration();
    expect((await register(first)).status).toBe(201);
    const second = newRegistration({ tel: first.tel });
    expectError(await register(second), 409, /phone number is already registered/);
    expect(await accountTraces('1-000-000-0000', second.email)).toEqual([]);
  });

  it('answers 409 naming the e-mail when the e-mail is taken', async () => {
    const first = newRegistration();
    expect((await register(first)).status).toBe(201);
    const second = newRegistration({ email: first.email });
    expectError(await register(second), 409, /e-mail address is already registered/);
    expect(await accountTraces(second.tel, 'nobody@example.test')).toEqual([]);
  });

  it('names both when phone and e-mail are taken', async () => {
    const first = newRegistration();
    expect((await register(first)).status).toBe(201);
    expectError(await register({ ...first }), 409, /phone number and e-mail address are already registered/);
  });

  it.each(['Admin', 'Casting'])('refuses the role %s with 403 and writes nothing', async (role) => {
    const input = newRegistration({ role });
    expectError(await register(input), 403, /Only performers can register/);
    expect(await accountTraces(input.tel, input.email)).toEqual([]);
  });

  const badBodies: [string, (valid: ReturnType<typeof newRegistration>) => unknown, string[]][] = [
    ['missing fields', () => ({}), ['tel', 'email', 'password', 'role', 'termsAccepted']],
    ['a missing password', ({ password: _p, ...rest }) => rest, ['password']],
    ['wrong types', (v) => ({ ...v, tel: 16475550123, email: true, password: ['x'] }), ['tel', 'email', 'password']],
    ['a malformed phone', (v) => ({ ...v, tel: '647-555-0123' }), ['tel']],
    ['a malformed e-mail', (v) => ({ ...v, email: 'not-an-email' }), ['email']],
    ['a short password', (v) => ({ ...v, password: 'abc12' }), ['password']],
    ['a password without a digit', (v) => ({ ...v, password: 'onlyletters' }), ['password']],
    ['a password without a letter', (v) => ({ ...v, password: '1234567890' }), ['password']],
    ['an oversized password', (v) => ({ ...v, password: `a1${'x'.repeat(500)}` }), ['password']],
    ['an oversized e-mail', (v) => ({ ...v, email: `${'a'.repeat(300)}@example.test` }), ['email']],
    ['an unknown role', (v) => ({ ...v, role: 'Producer' }), ['role']],
    ['the terms not ticked', (v) => ({ ...v, termsAccepted: false }), ['termsAccepted']],
    ['unknown fields', (v) => ({ ...v, isAdmin: true }), ['(body)']],
  ];

  it.each(badBodies)('refuses %s with 400 naming the fields, writing nothing', async (_name, make, fields) => {
    const valid = newRegistration();
    const answer = await register(make(valid));
    const body = expectError(answer, 400, /Invalid body/);
    expect(body.error.fields?.map((issue) => issue.field).sort()).toEqual([...fields].sort());
    expect(await accountTraces(valid.tel, valid.email)).toEqual([]);
  });

  it('limits registrations from one address to 20 an hour, counting every attempt (429 with Retry-After)', async () => {
    const ip = fakeIp();
    // Refused attempts count too: 20 of them use up the address's allowance quickly and write nothing.
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expectError(await register(newRegistration({ role: 'Casting' }), ip), 403);
    }
    const input = newRegistration();
    const limited = await register(input, ip);
    expectError(limited, 429, /^Too many attempts\. Please try again in (\d+ minutes|1 hour)\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await accountTraces(input.tel, input.email)).toEqual([]);
    expect((await register(input, fakeIp())).status).toBe(201);
  });

  it('limits registrations naming one e-mail address to 3 a day, from any address', async () => {
    const input = newRegistration();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expectError(await register({ ...input, role: 'Admin', email: input.email.toUpperCase() }, fakeIp()), 403);
    }
    const limited = await register(input, fakeIp());
    expectError(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await accountTraces(input.tel, input.email)).toEqual([]);
    expect(await mailsTo(input.email)).toEqual([]);
  });

  it('refuses malformed JSON with 400', async () => {
    const answer = await callApi('/auth/register', {
      method: 'POST',
      rawBody: '{"tel": "1-647-555-0100", ',
      headers: { 'Content-Type': 'application/json' },
    });
    // The Functions runtime parses JSON before the app sees the request, so this 400 is its answer.
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Bad Request');
    expect(answer.text).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
  });
});
