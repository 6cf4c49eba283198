/** 'Mass Email' through the API, the outbox and the local inbox: filters, sanitising, no doubles. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { waitForOutboxIdle } from '../../../../tools/testing/outbox';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { book, createDayAs, createProjectAs, dayBody, rolesOf, select } from './projects.test-support';

interface ErrorAnswer {
  error: { code: string; message: string };
}

describe('Mass Email', () => {
  let casting: TestUser;
  let otherCasting: TestUser;
  let bookedCook: TestUser;
  let bookedDiner: TestUser;
  let selectedDiner: TestUser;
  let path: string;
  const performer = (firstName: string) => ({ role: 'Performer' as const, profile: { firstName, lastName: 'Tester' } });

  beforeAll(async () => {
    [casting, otherCasting, bookedCook, bookedDiner, selectedDiner] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Casting' }),
      createTestUser(performer('Cook')),
      createTestUser(performer('Diner')),
      createTestUser(performer('Waiting')),
    ]);
    const projectId = await createProjectAs(casting, 'Harbour Lights');
    const dayId = await createDayAs(
      casting,
      projectId,
      dayBody({
        roles: [
          { name: 'Cook', slots: 1, isSSE: true },
          { name: 'Diner', slots: 5, isSSE: false },
        ],
      }),
    );
    const roles = await rolesOf(casting, projectId, dayId);
    await book(dayId, bookedCook.uid, roles.Cook!);
    await book(dayId, bookedDiner.uid, roles.Diner!);
    await select(dayId, selectedDiner.uid, roles.Diner!);
    path = `/project/${projectId}/days/${dayId}/mass-email`;
  });

  const send = (body: object, token = casting.token) =>
    callApi<{ sent: number } & ErrorAnswer>(path, { method: 'POST', token, body });

  it('sends sanitised rich text to the participants of the chosen statuses, once per request', async () => {
    const subject = `Wardrobe reminder ${Date.now().toString(36)}`;
    const body = {
      subject,
      html: '<p>Bring <strong>two</strong> coats</p><script>steal()</script><img src="https://x.test/p.gif" onerror="x()"><a href="javascript:alert(1)">map</a>',
      statuses: ['booked'],
      requestId: `req-${Date.now().toString(36)}`,
    };
    const answer = await send(body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.sent).toBe(2);
    expect((await send(body)).body.sent).toBe(2);

    const mail = await waitForMail(bookedCook.email, new RegExp(subject));
    expect(mail.html).toContain('Bring <strong>two</strong> coats');
    expect(mail.html).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(mail.text).toContain('Bring two coats');
    expect(mail.text).toContain('About: Harbour Lights, Diner patrons');
    await waitForMail(bookedDiner.email, new RegExp(subject));
    await waitForOutboxIdle([bookedCook, bookedDiner, selectedDiner]);
    expect((await mailsTo(bookedCook.email)).filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await mailsTo(selectedDiner.email)).filter((m) => m.subject === subject)).toHaveLength(0);
  });

  it('filters by role too, and takes everyone when nothing is chosen', async () => {
    const { body: page } = await callApi<{ day: { roles: { id: string; name: string }[] } }>(
      path.replace('/mass-email', ''),
      { token: casting.token },
    );
    const diner = page.day.roles.find((role) => role.name === 'Diner')!.id;
    const subject = `Diner call ${Date.now().toString(36)}`;
    const byRole = await send({ subject, html: '<p>Diners only</p>', roleIds: [diner], requestId: 'diner-only-1' });
    expect(byRole.body.sent).toBe(2);
    await waitForMail(selectedDiner.email, new RegExp(subject));
    const everyone = await send({ subject: 'All', html: '<p>Everyone</p>', requestId: `all-${Date.now()}` });
    expect(everyone.body.sent).toBe(3);
  });

  it('refuses an empty message, a role of another day, no recipients and another Casting user', async () => {
    const blank = await send({ subject: 'x', html: '<p> </p><script>x</script>', requestId: 'blank-12345' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Write a message');
    const role = await send({ subject: 'x', html: '<p>x</p>', roleIds: ['role-nope'], requestId: 'role-12345' });
    expect(role.status).toBe(400);
    const nobody = await send({ subject: 'x', html: '<p>x</p>', statuses: ['asked'], requestId: 'nobody-1234' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.message).toBe('No performer matches these choices');
    const missing = await send({ html: '<p>x</p>', requestId: 'subject-123' });
    expect(missing.status).toBe(400);
    const other = await send({ subject: 'x', html: '<p>x</p>', requestId: 'other-12345' }, otherCasting.token);
    expect(other.status).toBe(403);
  });
});
