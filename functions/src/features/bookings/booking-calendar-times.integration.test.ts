/**
 * Calendar times are Toronto's: the feed and the `.ics` of the booked and call-time e-mails are
 * read back with an independent iCalendar parser (ical.js, not the generator), on a stack whose
 * functions run in UTC as Cloud Functions do, including bookings on the days clocks change.
 */
import { type CalendarFeedAnswer } from '@scenecall/shared';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { attachmentOf, mailsTo, type InboxMail } from '../../../../tools/testing/mail';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { createDayAs, createProjectAs, dayBody, rolesOf, select } from '../projects/projects.test-support';

/** 07:15 in Toronto, written as UTC by hand: EDT (-4) from 2027-03-14 02:00, EST (-5) from 2026-11-01 02:00. */
const CALL_0715 = {
  '2026-11-01': '2026-11-01T12:15:00.000Z',
  '2027-03-14': '2027-03-14T11:15:00.000Z',
};
/** 18:30 in Toronto on a summer day (EDT) is 22:30 UTC, the next UTC date's eve. */
const CANCELLED_1830 = { '2027-07-09': '2027-07-09T22:30:00.000Z' };

interface ParsedEvent {
  uid: string;
  status: string;
  allDay: boolean;
  /** The start instant (timed events) or the date (all-day events). */
  start: string;
  end: string;
  zone: string | undefined;
}

/** The events of an iCalendar text, as an independent parser reads them. */
function parseEvents(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const moment = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
    return {
      uid: event.uid,
      status: String(component.getFirstPropertyValue('status')),
      allDay: event.startDate.isDate,
      start: moment(event.startDate),
      end: moment(event.endDate),
      zone: event.startDate.zone?.tzid,
    };
  });
}

const byUid = (events: ParsedEvent[], dayId: string, date: string) => {
  const found = events.find((event) => event.uid.startsWith(`${dayId}-${date}@`));
  expect(found, `${dayId} ${date} in ${JSON.stringify(events)}`).toBeDefined();
  return found!;
};

async function icsOf(mail: InboxMail): Promise<string> {
  const attachment = mail.attachments?.find((candidate) => candidate.contentType.startsWith('text/calendar'));
  expect(attachment, `an .ics attached to "${mail.subject}"`).toBeDefined();
  return (await attachmentOf(mail, attachment?.generatedFileName ?? '')).toString();
}

/** A timed event at a Toronto time: the right instant, written in Toronto's zone or as UTC. */
function expectTimed(event: ParsedEvent, startsAt: string) {
  expect(event.allDay).toBe(false);
  expect(['America/Toronto', 'UTC']).toContain(event.zone);
  expect(event.start).toBe(startsAt);
  expect(new Date(event.end).getTime()).toBeGreaterThan(new Date(startsAt).getTime());
}

describe('calendar times in the feed and the e-mailed invitations (server clock in UTC)', () => {
  let casting: TestUser;
  let performer: TestUser;
  let projectId: string;
  let dstDayId: string;
  let holdDayId: string;
  let cancelledDayId: string;
  const post = (path: string, user: TestUser, body?: unknown) =>
    callApi(path, { method: 'POST', token: user.token, body });
  const dayPath = (dayId: string) => `/project/${projectId}/days/${dayId}`;

  async function bookWithCallTime(dayId: string, time: string, booked: number) {
    const roleId = (await rolesOf(casting, projectId, dayId)).Crowd!;
    await select(dayId, performer.uid, roleId);
    const deadline = new Date(Date.now() + 3_600_000).toISOString();
    expect((await post(`${dayPath(dayId)}/availability-check`, casting, { deadline })).status).toBe(200);
    expect((await post(`/performer/bookings/${dayId}/answer`, performer, { available: true })).status).toBe(200);
    expect((await post(`${dayPath(dayId)}/confirm`, casting, {})).status).toBe(200);
    // The booked e-mail is composed when delivered: let it go before the call time is set.
    await mailsOf(/You are booked: Clock change show/, booked);
    const sent = await post(`${dayPath(dayId)}/call-time`, casting, { which: 'final', time, roleId });
    expect(sent.status, sent.text).toBe(200);
  }

  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
    performer = await createTestUser({
      role: 'Performer',
      profile: { firstName: 'Tess', lastName: 'Zone', unionStatus: 'Non-Union' },
    });
    projectId = await createProjectAs(casting, 'Clock change show');
    const crowd = [{ name: 'Crowd', slots: 1, isSSE: false }];
    dstDayId = await createDayAs(casting, projectId, dayBody({ dates: Object.keys(CALL_0715), roles: crowd }));
    holdDayId = await createDayAs(casting, projectId, dayBody({ dates: ['2027-02-05'], roles: crowd }));
    cancelledDayId = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: Object.keys(CANCELLED_1830), roles: crowd }),
    );

    await bookWithCallTime(dstDayId, '07:15', 1);
    await bookWithCallTime(cancelledDayId, '18:30', 2);
    expect((await post(`/performer/bookings/${cancelledDayId}/cancel`, performer)).status).toBe(200);
    const holdRole = (await rolesOf(casting, projectId, holdDayId)).Crowd!;
    await select(holdDayId, performer.uid, holdRole);
    const deadline = new Date(Date.now() + 3_600_000).toISOString();
    expect((await post(`${dayPath(holdDayId)}/availability-check`, casting, { deadline })).status).toBe(200);
  });

  it('runs the stack (the functions and their mail worker) in UTC, as Cloud Functions do', () => {
    expect(process.env.TZ).toBe('UTC');
  });

  it('puts each call time at its Toronto time in the feed, across both clock changes, for bookings and cancellations', async () => {
    const feed = await callApi<CalendarFeedAnswer>('/performer/calendar-feed', {
      method: 'POST',
      token: performer.token,
    });
    expect(feed.status, feed.text).toBe(200);
    const calendar = await callApi<string>(new URL(feed.body.url).pathname.replace(/^\/api/, ''));
    expect(calendar.status).toBe(200);
    const events = parseEvents(calendar.text);
    for (const [date, startsAt] of Object.entries(CALL_0715)) {
      const event = byUid(events, dstDayId, date);
      expect(event.status).toBe('CONFIRMED');
      expectTimed(event, startsAt);
    }
    const cancelled = byUid(events, cancelledDayId, '2027-07-09');
    expect(cancelled.status).toBe('CANCELLED');
    expectTimed(cancelled, CANCELLED_1830['2027-07-09']);
    const hold = byUid(events, holdDayId, '2027-02-05');
    expect(hold).toMatchObject({ status: 'TENTATIVE', allDay: true, start: '2027-02-05', end: '2027-02-06' });
  });

  it('attaches the same Toronto times to the booked and call-time e-mails', async () => {
    const booked = await eventsMailed(/You are booked: Clock change show/);
    for (const date of Object.keys(CALL_0715)) {
      const event = byUid(booked, dstDayId, date);
      expect(event.allDay, 'no call time yet: the whole date').toBe(true);
      expect(event.start).toBe(date);
    }
    const callTimes = await eventsMailed(/Your call time: Clock change show/);
    for (const [date, startsAt] of Object.entries(CALL_0715)) expectTimed(byUid(callTimes, dstDayId, date), startsAt);
    expectTimed(byUid(callTimes, cancelledDayId, '2027-07-09'), CANCELLED_1830['2027-07-09']);
  });

  /** The events of the invitations attached to the performer's two e-mails (one per booked day) of a subject. */
  async function eventsMailed(subject: RegExp): Promise<ParsedEvent[]> {
    const found = await mailsOf(subject, 2);
    return (await Promise.all(found.map(async (mail) => parseEvents(await icsOf(mail))))).flat();
  }

  /** The performer's e-mails of a subject, once there are `count` of them. */
  async function mailsOf(subject: RegExp, count: number): Promise<InboxMail[]> {
    const deadline = Date.now() + 20_000;
    let found: InboxMail[] = [];
    while (found.length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      found = (await mailsTo(performer.email)).filter((mail) => subject.test(mail.subject));
    }
    expect(found).toHaveLength(count);
    return found;
  }
});
