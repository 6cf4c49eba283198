import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountOf,
  addCalendarMonths,
  agencyDateOf,
  agencyToday,
  DEFAULT_RETENTION_MONTHS,
  isDueForPurge,
  MAIL_OUTBOX_COLLECTION,
  UNION_STATUSES,
  type AdminUsersPage,
  type CommissionHistoryAnswer,
  type CommissionsOverview,
  type DayOpenCallsView,
  type RetentionDryRun,
  type SetScreenView,
  type UserRecord,
} from '@scenecall/shared';
import { callApi, clientAddress } from '../testing/api';
import { adminAuth, adminDb, idTokenForUid } from '../testing/users';
import { PAST_RETENTION_MONTHS_AGO, PAST_RETENTION_TEL } from './demo-accounts';
import { DEMO_OPEN_CALL_TITLE, DEMO_SECOND_OPEN_CALL_TITLE } from './demo-open-call';
import { DEMO_PERFORMER_COUNT } from './demo-performers';
import { DEMO_PERFORMER_WITHOUT_TEXTS } from './demo-texts';
import { DEMO_WORKDAY_TITLE } from './demo-workday';
import { readUserFixtures, seedDemoData } from './seed';

/** A demo account's uid, found by phone as the app finds an account. */
async function uidForTel(tel: string): Promise<string> {
  const { users } = await adminAuth().getUsers([{ phoneNumber: `+${tel.replace(/\D/g, '')}` }]);
  return users[0]!.uid;
}

/** The demo Casting user's uid. */
const demoCastingUid = () => uidForTel(readUserFixtures().find((fixture) => fixture.role === 'Casting')!.tel);

describe('seedDemoData', () => {
  // Seeded twice before every check: each "once" below is the second run changing nothing.
  let first: Awaited<ReturnType<typeof seedDemoData>>;
  let second: typeof first;
  // The whole demo set, twice: on a busy machine (load average about 20 on 2 cores, this file then
  // running beside the browser stage) it outran 180 s. The bound only stops a seed that hangs.
  beforeAll(async () => {
    first = await seedDemoData();
    second = await seedDemoData();
  }, 600_000);

  it('creates every demo account once, each able to log in with its role', async () => {
    expect(second.accounts).toEqual(first.accounts);

    const fixtures = readUserFixtures();
    expect(new Set(fixtures.map((fixture) => fixture.role))).toEqual(new Set(['Admin', 'Casting', 'Performer']));
    const unions = fixtures.map((fixture) => fixture.profile?.unionStatus).filter(Boolean);
    expect(new Set(unions)).toEqual(new Set(['Non-Union', 'AABP', 'ACTRA Apprentice', 'ACTRA Full']));
    expect(fixtures.some((fixture) => !fixture.userActivated)).toBe(true);

    for (const fixture of fixtures) {
      const { users } = await adminAuth().getUsers([{ phoneNumber: `+${fixture.tel.replace(/\D/g, '')}` }]);
      expect(users, fixture.name).toHaveLength(1);
      const doc = await adminDb().collection('users').doc(users[0]!.uid).get();
      expect(doc.data()).toMatchObject({ role: fixture.role, userActivated: fixture.userActivated });
      const login = await callApi('/auth/login', {
        method: 'POST',
        body: { tel: fixture.tel, password: fixture.password },
        from: clientAddress(),
      });
      expect(login.status, `${fixture.name}: ${login.text}`).toBe(200);
    }
    const byEmail = await adminDb().collection('users').where('email', '==', 'admin@scenecall.example').get();
    expect(byEmail.size).toBe(1);
    // Seeds the whole demo set (accounts, 30 performers with pictures, projects, 86 casting days, text
    // opt-ins) beside the browser stage: 20–35 s on a busy 2-core machine, more than a request-sized test.
  }, 120_000);

  it('has every demo performer but one opted in to texts, and the demo requests queued as texts', async () => {
    const performers = readUserFixtures().filter((fixture) => fixture.role === 'Performer');
    const texted: string[] = [];
    for (const fixture of performers) {
      const { users } = await adminAuth().getUsers([{ phoneNumber: `+${fixture.tel.replace(/\D/g, '')}` }]);
      const uid = users[0]!.uid;
      const texts = (await adminDb().collection('users').doc(uid).get()).get('texts') as
        { enabled: boolean; consent: { wording: string } | null } | undefined;
      expect(texts?.enabled ?? false, fixture.name).toBe(fixture.tel !== DEMO_PERFORMER_WITHOUT_TEXTS);
      if (texts?.enabled) expect(texts.consent?.wording).toMatch(/may text me/);
      const requests = await adminDb()
        .collection(MAIL_OUTBOX_COLLECTION)
        .where('recipientUid', '==', uid)
        .where('template', '==', 'booking-request-text')
        .get();
      if (!requests.empty) texted.push(fixture.tel);
    }
    expect(texted.length).toBeGreaterThan(0);
    // The minor never agreed to texts: their request goes by text to their guardian, who did (demo-guardian.ts).
    expect(texted).toContain(DEMO_PERFORMER_WITHOUT_TEXTS);
    const minor = (
      await adminDb()
        .collection('users')
        .doc(await uidForTel(DEMO_PERFORMER_WITHOUT_TEXTS))
        .get()
    ).data()!;
    expect(minor.profile.guardianEmail).toBe('mei.chen@scenecall.example');
    expect(minor.guardianMessages.texts.enabled).toBe(true);
  });

  it('adds 30 varied performers with pictures, so the Admin list pages at once', async () => {
    const [admin] = readUserFixtures().filter((fixture) => fixture.role === 'Admin');
    const { users } = await adminAuth().getUsers([{ phoneNumber: `+${admin!.tel.replace(/\D/g, '')}` }]);
    const token = await idTokenForUid(users[0]!.uid);
    const page = await callApi<AdminUsersPage>('/admin/users?query=demo&role=Performer', { token });
    expect(page.body.totalElements).toBe(DEMO_PERFORMER_COUNT);
    expect(page.body.totalPages).toBe(3);
    const all = await callApi<AdminUsersPage>('/admin/users?query=demo&role=Performer&size=100', { token });
    const rows = all.body.content;
    expect(new Set(rows.map((row) => row.unionStatus))).toEqual(new Set(UNION_STATUSES));
    expect(rows.filter((row) => row.userActivated).length).toBeGreaterThan(15);
    expect(rows.filter((row) => row.age !== null && row.age < 18)).toHaveLength(2);
    expect(rows.every((row) => row.headshotKey && row.profileComplete)).toBe(true);
    const headshot = await callApi(`/cdn/pictures/${rows[0]!.headshotKey}`, { token });
    expect(headshot.headers.get('content-type')).toBe('image/jpeg');

    const overview = await callApi<CommissionsOverview>('/admin/commissions', { token });
    const demo = overview.body.rows.filter((row) => rows.some((performer) => performer.id === row.performerId));
    // Five commissions paid, and one payment of a penalty on its own (no gross).
    expect(demo.filter((row) => row.status === 'paid' && row.grossCents > 0)).toHaveLength(5);
    const demoPenalties = overview.body.penalties.filter((penalty) =>
      rows.some((performer) => performer.id === penalty.performerId),
    );
    expect(demoPenalties.map((penalty) => penalty.state)).toEqual(expect.arrayContaining(['waived', 'paid']));
    expect(demo.filter((row) => row.status === 'paid' && row.penaltyCents > 0)).toHaveLength(1);
    // Two recorded when their pay arrived: one paid on time after a late cheque, one late after an early one.
    const withPayDate = demo.filter((row) => row.dueBasis === 'pay-arrived');
    expect(withPayDate.map((row) => row.penaltyCents).sort()).toEqual([0, 2500]);
    expect(new Set(demo.map((row) => row.status))).toEqual(new Set(['paid', 'pending', 'failed']));

    // A workday is priced from the start: the agency has a default rate card (another test may have set its own).
    const card = await callApi<{ card: { name: string } | null }>('/admin/rate-cards/default', { token });
    expect(card.body.card).not.toBeNull();
  });

  it('gives the demo Casting user a project with two days, roles, a call sheet, a fitting and booked performers, once', async () => {
    const castingUid = await demoCastingUid();
    const projects = await adminDb().collection('projects').where('castingId', '==', castingUid).get();
    const maple = projects.docs.find((doc) => doc.get('name') === 'Maple Street (Season 2)')!;
    expect(projects.docs.map((doc) => doc.get('name')).sort()).toEqual([
      'Maple Grove Elementary',
      'Maple Street (Season 2)',
      'Northern Lights (Pilot)',
    ]);
    const days = await adminDb().collection('productionDays').where('projectId', '==', maple.id).get();
    expect(days.docs.map((doc) => doc.get('title') as string).sort()).toEqual([
      'Diner patrons',
      DEMO_WORKDAY_TITLE,
      'Hockey arena crowd',
    ]);
    const diner = days.docs.find((doc) => doc.get('title') === 'Diner patrons')!;
    expect(diner.get('status')).toBe('Booked');
    const hockey = days.docs.find((doc) => doc.get('title') === 'Hockey arena crowd')!;
    expect(hockey.get('status')).toBe('Availability Check');
    expect((hockey.get('roles') as { counts: { asked: number } }[])[0]?.counts.asked).toBe(2);
    expect(diner.get('call')).toMatchObject({
      title: 'Diner patrons',
      filmingDate: '2026-12-03',
      parking: expect.any(String),
    });
    expect(diner.get('fitting')).toMatchObject({ fittingDate: '2026-12-02', fittingTime: expect.any(Array) });
    const roles = diner.get('roles') as { name: string; counts: { booked: number; standby: number } }[];
    // The cook's backup answered available and stands by once the role is booked.
    expect(roles.map((role) => [role.name, role.counts.booked, role.counts.standby])).toEqual([
      ['Diner patron', 3, 0],
      ['Short-order cook', 1, 1],
    ]);
    const participants = await adminDb().collection('participants').where('dayId', '==', diner.id).get();
    expect(participants.size).toBe(5);
    const booked = participants.docs.filter((doc) => doc.get('status') === 'booked');
    const bookedUser = await adminDb()
      .doc(`users/${booked[0]!.get('performerId') as string}`)
      .get();
    expect(bookedUser.get('bookedDates')).toContain('2026-12-03');
    expect(booked.some((doc) => (doc.get('finalCallTime') as { time: string } | null)?.time === '06:30')).toBe(true);
  });

  it('gives the demo Casting user casting days made by the wizard’s service, with roles and selected performers, once', async () => {
    const castingUid = await demoCastingUid();
    const days = await adminDb()
      .collection('productionDays')
      .where('castingId', '==', castingUid)
      .where('production', '==', 'Northern Lights (Pilot)')
      .get();
    const byTitle = new Map(days.docs.map((doc) => [doc.get('title') as string, doc]));
    expect([...byTitle.keys()].sort()).toEqual(['Ferry terminal commuters', 'Night market shoppers']);
    expect(byTitle.get('Ferry terminal commuters')!.get('bookingMode')).toBe('automatic');
    const roles = byTitle.get('Ferry terminal commuters')!.get('roles') as {
      slots: number;
      counts: { selected: number };
    }[];
    expect(roles.map((role) => role.counts.selected)).toEqual(roles.map((role) => role.slots));
    const participants = await adminDb()
      .collection('participants')
      .where('dayId', '==', byTitle.get('Night market shoppers')!.id)
      .get();
    expect(participants.size).toBe(5);
  });

  it('gives the demo Casting user a day on set today: performers checked in and wrapped, one voucher signed, one disputed', async () => {
    const castingUid = await demoCastingUid();
    const days = await adminDb()
      .collection('productionDays')
      .where('castingId', '==', castingUid)
      .where('title', '==', DEMO_WORKDAY_TITLE)
      .get();
    expect(days.size).toBe(1);
    const day = days.docs[0]!;
    const set = await callApi<SetScreenView>(`/project/${day.get('projectId') as string}/days/${day.id}/set`, {
      token: await idTokenForUid(castingUid),
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.dates).toHaveLength(1);
    const states = set.body.people.map((person) => person.state).sort();
    expect(states).toEqual(['checked-in', 'checked-in', 'checked-in', 'wrapped', 'wrapped', 'wrapped']);
    const vouchers = set.body.people.flatMap((person) => person.vouchers.map((voucher) => voucher.status)).sort();
    expect(vouchers).toEqual(['disputed', 'open', 'open', 'open', 'sent', 'signed']);
    // Issue 39: the demo minor on set with his limit (time left from his check-in), and a newcomer.
    const byUid = new Map(set.body.people.map((person) => [person.performerId, person]));
    const minor = byUid.get(await uidForTel('1-416-555-0114'));
    expect(minor?.minorLimit).toMatchObject({ maxHours: 10 });
    expect(minor?.vouchers[0]?.in).toMatch(/^\d{2}:\d{2}$/);
    expect(byUid.get(await uidForTel('1-416-555-0115'))?.firstDay).toBe(true);
    // Sophie Tremblay (ACTRA Full, 10 %) is the day's short-order cook, an SSE role: her commission is 15 %, fixed.
    const cook = await callApi<CommissionHistoryAnswer>('/performer/commissions', {
      token: await idTokenForUid(await uidForTel('1-416-555-0113')),
    });
    expect(cook.body.dayRates[day.id]).toMatchObject({ percent: 15, reason: 'SSE role: 15 %' });
    // The guide's default card (spec 2 §9), each of its items on a demo voucher.
    expect(set.body.card.baseRateCents).toBe(1720);
    const lines = set.body.people.flatMap((person) => person.vouchers.flatMap((voucher) => voucher.pay?.lines ?? []));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'fitting', minutes: 120, cents: 3_440 }),
        expect.objectContaining({ kind: 'allowance', label: 'Gown', cents: 4_000 }),
        expect.objectContaining({ kind: 'self-drive', km: 25, beyondKm: 40 }),
      ]),
    );
  });

  it('gives the demo Casting user two open calls, one with two submissions waiting, once', async () => {
    const castingUid = await demoCastingUid();
    const all = await adminDb().collection('openCalls').where('castingId', '==', castingUid).get();
    const titles = all.docs.map((doc) => doc.get('title') as string).sort();
    expect(titles).toEqual([DEMO_SECOND_OPEN_CALL_TITLE, DEMO_OPEN_CALL_TITLE].sort());
    const shoppers = all.docs.find((doc) => doc.get('title') === DEMO_OPEN_CALL_TITLE)!;
    const dayId = shoppers.get('dayId') as string;
    const view = await callApi<DayOpenCallsView>(`/open-calls/days/${dayId}`, {
      token: await idTokenForUid(castingUid),
    });
    expect(view.status, view.text).toBe(200);
    const call = view.body.calls.find((candidate) => candidate.title === DEMO_OPEN_CALL_TITLE)!;
    expect(call.status).toBe('open');
    expect(call.submissions.map((submission) => submission.status)).toEqual(['submitted', 'submitted']);
  });

  it('has one account past the retention period, not purged, so the Admin’s dry run counts one', async () => {
    const uid = await uidForTel(PAST_RETENTION_TEL);
    const user = (await adminDb().collection('users').doc(uid).get()).data() as UserRecord;
    const account = accountOf(user);
    const deactivatedOn = addCalendarMonths(agencyToday(), -PAST_RETENTION_MONTHS_AGO);
    expect(account).toMatchObject({ state: 'deactivated', deactivation: { by: 'performer' } });
    expect(account.purge ?? null).toBeNull();
    expect(agencyDateOf(account.deactivation!.at)).toBe(deactivatedOn);
    // Seeded twice: one ended agreement, moved back once.
    expect(account.history.filter((entry) => entry.event === 'end-agreement')).toEqual([
      expect.objectContaining({ at: account.deactivation!.at }),
    ]);
    expect(isDueForPurge(account, DEFAULT_RETENTION_MONTHS, new Date())).toBe(true);
    // This file runs alone, before the files that make accounts deactivated long ago (retention's).
    const admin = await uidForTel(readUserFixtures().find((fixture) => fixture.role === 'Admin')!.tel);
    const dryRun = await callApi<RetentionDryRun>('/admin/retention-dry-run', { token: await idTokenForUid(admin) });
    expect(dryRun.status, dryRun.text).toBe(200);
    expect(dryRun.body).toEqual({
      retentionMonths: DEFAULT_RETENTION_MONTHS,
      count: 1,
      earliestDeactivatedOn: deactivatedOn,
    });
  });
});
