import type { EmailSigner, OutboxMailView } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { headerOf, waitForMail } from '../../../../tools/testing/mail';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { auditOf, type ErrorBody } from './admin.test-support';

let admin: TestUser;
let performer: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: 'Admin' });
  performer = await createTestUser({ role: 'Performer', profile: { firstName: 'Mina', lastName: 'Okafor' } });
});

const send = (body: unknown) =>
  callApi<{ id: string } & ErrorBody>('/admin/users/email-to', { method: 'POST', token: admin.token, body });

describe('POST /api/admin/users/email-to', () => {
  it('sends sanitised rich text through the outbox, signed and answered by the chosen signer', async () => {
    const signers = (await callApi<EmailSigner[]>('/admin/email-signers', { token: admin.token })).body;
    expect(signers).toHaveLength(2);
    const signer = signers[1]!;
    const answer = await send({
      email: performer.email,
      subject: 'Your fitting on Thursday',
      body: '<p>Bring <strong>two</strong> outfits<script>alert(1)</script></p><p><a href="javascript:x()">x</a><img src="https://t.example/b.gif"></p>',
      signer: signer.id,
    });
    expect(answer.status, answer.text).toBe(202);

    const mail = await waitForMail(performer.email, /Your fitting on Thursday/);
    expect(mail.html).toContain('Bring <strong>two</strong> outfits');
    expect(mail.html).not.toMatch(/script|javascript|<img/);
    expect(mail.html).toContain(signer.name);
    expect(mail.text).toContain(signer.name);
    const replyTo = await headerOf(mail, 'Reply-To');
    expect(replyTo).toMatch(/@/);

    const other = signers[0]!;
    await send({ email: performer.email, subject: 'Second note', body: '<p>Hello</p>', signer: other.id });
    const second = await waitForMail(performer.email, /Second note/);
    expect(second.text).toContain(other.name);
    expect(second.text).not.toContain(signer.name);
    expect(await headerOf(second, 'Reply-To')).not.toBe(replyTo);

    const sent = await callApi<OutboxMailView[]>(`/admin/users/${performer.uid}/emails`, { token: admin.token });
    const mine = sent.body.find((row) => row.id === answer.body.id);
    expect(mine).toMatchObject({ template: 'custom-message', state: 'sent', subject: 'Your fitting on Thursday' });
    expect((await auditOf(admin.token, performer.uid)).map((entry) => entry.detail)).toContain(
      `Sent by ${signer.name}`,
    );
  });

  it('refuses an empty message, an unknown signer and an address no user has', async () => {
    const base = { email: performer.email, subject: 'Hi', body: '<p>Hi</p>', signer: 'director' };
    const empty = await send({ ...base, body: '<p> </p><script>x</script>' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Message is required');
    expect((await send({ ...base, signer: 'nobody' })).status).toBe(400);
    expect((await send({ ...base, subject: '' })).status).toBe(400);
    expect((await send({ ...base, email: 'no-one-here@example.test' })).status).toBe(404);
  });

  it('lets an Admin try a failed e-mail again, and says 404 for one that did not fail', async () => {
    expect((await callApi('/admin/mail/no-such-mail/retry', { method: 'POST', token: admin.token })).status).toBe(404);
  });
});
