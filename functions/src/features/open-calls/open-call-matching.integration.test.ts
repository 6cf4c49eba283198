/**
 * Who an open call reaches: each criterion of the casting filter, dates taken (booked, marked
 * unavailable), the project's blacklist and minors, checked both in the performer's list and, on
 * the server, when they submit. Plus what the public /jobs list shows and who may reach a call.
 */
import { NEVER_IN_CASTING_ANSWERS, type PublicOpenCall } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { stackEnv } from '../../../../tools/testing/stack-env';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { performerWith, setPerformerDates } from '../casting/casting.test-support';
import { callBody, callsFor, castingDay, postCall, submit, type CastingDay } from './open-calls.test-support';

const CRITERIA =
  'union=Non-Union&ageMin=30&ageMax=40&heightMin=160&heightMax=175&hair=Brown&eyes=Blue&gender=female' +
  '&ethnicity=white&dress=4-6&selfDrive=true&city=Toronto';

describe('open call matching', () => {
  let casting: TestUser;
  let day: CastingDay;
  let callId: string;
  let fits: TestUser;
  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
    day = await castingDay(casting);
    callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!, { criteria: CRITERIA }));
    fits = await performerWith({});
  });

  it('lists the call to a performer who fits, without the production unless casting shows it, and takes their submission', async () => {
    const listed = (await callsFor(fits)).find((call) => call.id === callId);
    expect(listed).toMatchObject({
      dates: [day.date],
      city: 'Toronto',
      production: null,
      dayTitle: null,
      submission: null,
    });
    const answer = await submit(fits, callId);
    expect(answer.status, answer.text).toBe(201);
    expect((await callsFor(fits)).find((call) => call.id === callId)?.submission?.status).toBe('submitted');
  });

  const misfits: [string, Parameters<typeof performerWith>[0]][] = [
    ['union', { unionStatus: 'ACTRA Full' }],
    ['age', { dateOfBirth: '1960-01-01' }],
    ['height', { sizeHeight: 190 }],
    ['hair', { hairColor: 'red' }],
    ['eyes', { eyeColor: 'green' }],
    ['gender', { gender: 'male' }],
    ['ethnicity', { ethnicity: 'black' }],
    ['dress size', { sizeDress: '12-14' }],
    ['self drive', { selfDrive: false }],
    ['city', { city: 'Ottawa' }],
  ];

  it.each(misfits)(
    'neither lists nor takes a submission from a performer outside the %s criterion',
    async (_name, overrides) => {
      const performer = await performerWith(overrides);
      expect((await callsFor(performer)).map((call) => call.id)).not.toContain(callId);
      const answer = await submit(performer, callId);
      expect(answer.status, answer.text).toBe(403);
    },
  );

  it('leaves out performers booked or marked unavailable on the day, not yet activated, or blacklisted on the project', async () => {
    const [booked, unavailable, notActivated, blacklisted] = await Promise.all([
      performerWith({}),
      performerWith({}),
      performerWith({}, false),
      performerWith({}),
    ]);
    await setPerformerDates(booked.uid, { bookedDates: [day.date] });
    await setPerformerDates(unavailable.uid, { unavailableDates: [day.date] });
    const refused = await callApi(`/project/${day.projectId}/blacklist`, {
      method: 'POST',
      token: casting.token,
      body: { performerIds: [blacklisted.uid], reason: 'Left the set early' },
    });
    expect(refused.status, refused.text).toBe(200);
    for (const performer of [booked, unavailable, notActivated, blacklisted]) {
      expect((await callsFor(performer)).map((call) => call.id)).not.toContain(callId);
      expect((await submit(performer, callId)).status).toBe(403);
    }
  });

  it("takes a minor's submission only once their guardian's name is on the profile", async () => {
    const minorCall = await postCall(casting, day.dayId, callBody(day.roles.Driver!, { criteria: 'ageMax=17' }));
    const withoutGuardian = await performerWith({ dateOfBirth: '2012-05-05', guardianFullName: null });
    const withGuardian = await performerWith({
      dateOfBirth: '2012-05-05',
      guardianFullName: 'Grace Hopper',
      guardianTel: '1-416-555-0142',
    });
    expect((await callsFor(withoutGuardian)).map((call) => call.id)).toContain(minorCall);
    const refused = await submit(withoutGuardian, minorCall);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.text).toContain("guardian's full name");
    expect((await submit(withGuardian, minorCall)).status).toBe(201);
  });

  it('shows the production only when casting chose to', async () => {
    const shown = await postCall(casting, day.dayId, callBody(day.roles.Driver!, { showProduction: true }));
    const listed = (await callsFor(fits)).find((call) => call.id === shown);
    expect(listed?.production).toMatch(/^Rink Night /);
    expect(listed?.dayTitle).toMatch(/^Rink /);
  });

  it('lists open calls on the public /jobs endpoint without private details', async () => {
    const answer = await callApi<PublicOpenCall[]>('/jobs/open-calls');
    expect(answer.status, answer.text).toBe(200);
    const listed = answer.body.find((call) => call.id === callId);
    expect(listed).toEqual({
      id: callId,
      title: 'Hockey fans with their own jerseys',
      description: 'Cheer in the stands for a playoff scene.',
      dates: [day.date],
      city: 'Toronto',
      rate: 'Regular background',
      closesAt: expect.any(String),
    });
    expect(answer.text).not.toContain('Rink Night');
  });

  it("serves the /jobs page with the open calls in its HTML, every text inert, the pages' policy and a short cache", async () => {
    const marked = `<script>alert("jobs")</script> Ushers ${callId}`;
    const hostile = await postCall(casting, day.dayId, callBody(day.roles.Driver!, { title: marked }));
    const page = await fetch(`${stackEnv().webUrl}/jobs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const home = await fetch(`${stackEnv().webUrl}/`);
    expect(page.headers.get('content-security-policy')).toBe(home.headers.get('content-security-policy'));
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('>Hockey fans with their own jerseys</h2>');
    expect(html).toContain(`>&lt;script&gt;alert(&quot;jobs&quot;)&lt;/script&gt; Ushers ${callId}</h2>`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('Rink Night');
    const data = /<script type="application\/json" id="jobs-open-calls">(.*?)<\/script>/s.exec(html)?.[1] ?? '[]';
    const embedded = JSON.parse(data) as PublicOpenCall[];
    expect(embedded.find((call) => call.id === hostile)?.title).toBe(marked);
  });
});

describe('open call access', () => {
  let owner: TestUser;
  let other: TestUser;
  let day: CastingDay;
  let callId: string;
  beforeAll(async () => {
    [owner, other] = await Promise.all([createTestUser({ role: 'Casting' }), createTestUser({ role: 'Casting' })]);
    day = await castingDay(owner);
    callId = await postCall(owner, day.dayId, callBody(day.roles.Fan!, { criteria: 'city=Toronto' }));
  });

  it("keeps Casting B from reading, posting on, editing or closing Casting A's calls", async () => {
    const requests = [
      callApi(`/open-calls/days/${day.dayId}`, { token: other.token }),
      callApi(`/open-calls/days/${day.dayId}`, { method: 'POST', token: other.token, body: callBody(day.roles.Fan!) }),
      callApi(`/open-calls/${callId}`, {
        method: 'PUT',
        token: other.token,
        body: callBody(day.roles.Fan!, { roleId: undefined }),
      }),
      callApi(`/open-calls/${callId}/pause`, { method: 'POST', token: other.token }),
      callApi(`/open-calls/${callId}/close`, { method: 'POST', token: other.token }),
    ];
    for (const answer of await Promise.all(requests)) expect(answer.status, answer.text).toBe(403);
  });

  it("shows casting each submission's casting view, never the performer's personal data", async () => {
    const performer = await performerWith({});
    expect((await submit(performer, callId)).status).toBe(201);
    const answer = await callApi(`/open-calls/days/${day.dayId}`, { token: owner.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain(performer.uid);
    for (const field of NEVER_IN_CASTING_ANSWERS) expect(answer.text).not.toContain(`"${field}"`);
    for (const value of [performer.email, performer.tel, '1990-04-02']) expect(answer.text).not.toContain(value);
  });

  it('answers bad posts with a 400 naming the field', async () => {
    const cases = [
      callBody(day.roles.Fan!, { criteria: 'name=Ada' }),
      callBody(day.roles.Fan!, { closingDate: '2020-01-01' }),
      callBody('role-not-on-this-day'),
      callBody(day.roles.Fan!, { questions: [{ id: 'q', kind: 'essay' as 'yes-no', text: 'Why?' }] }),
    ];
    for (const body of cases) {
      const answer = await callApi<{ error: { fields?: { field: string }[] } }>(`/open-calls/days/${day.dayId}`, {
        method: 'POST',
        token: owner.token,
        body,
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.error.fields?.length, answer.text).toBeGreaterThan(0);
    }
  });
});
