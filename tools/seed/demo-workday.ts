/**
 * A demo day on set today (issue 22), so a newcomer sees the set screen and a voucher at once: the
 * demo Casting user's diner day again, dated today, with four fixture performers booked through
 * the booking loop and their day recorded through the workday's services as the set screen records
 * it: Jordan Smith wrapped (his voucher waits for his signature, at the default card's $17.20/h),
 * Priya Patel wrapped and signed (she went to the fitting and brought a gown: the fitting's 2 hours
 * and the $40 item are lines of her voucher), Marcus Brown wrapped and disputing his wrap time
 * (ACTRA Apprentice, drove 65 km on a day without a shuttle: a self-drive line), Sophie Tremblay
 * checked in. Issue 39: Liam Chen, the demo minor (13: 10 h at most), checked in an hour before the
 * seed ran, so the set screen shows his time left; Taylor Nguyen checked in on her first booked
 * day (the screen marks her, and counts her as a newcomer). Idempotent: the day is found by title and date.
 */
import { addCalendarDays, agencyInstant, agencyTimeOf, agencyToday, type VoucherEventBody } from '@scenecall/shared';
import { findDay, listDaysOfProject, type DayTarget } from '../../functions/src/features/projects';
import { disputeVoucher, recordVoucherEvent, signVoucher } from '../../functions/src/features/workday/workday.service';
import type { Caller } from '../../functions/src/http/caller';
import { projectIdFor, readProjectFixtures, seedDay, type DayFixture } from './projects';

export const DEMO_WORKDAY_TITLE = 'Diner patrons, on set today';

type Event = VoucherEventBody['event'];
interface OnSet {
  tel: string;
  role: string;
  events: Event[];
  /** Checked in an hour before the seed runs (the minor, whose time left the screen then shows). */
  checkedInAnHourAgo?: boolean;
  sign?: string;
  dispute?: { reason: string; line: string };
}

const MEAL: Event[] = [
  { kind: 'start-meal', time: '12:30' },
  { kind: 'end-meal', time: '13:00' },
];

/** On set, a correction of what was recorded so far: the items the wrap then prices. */
interface Items {
  allowances?: { id: string; count: number }[];
  fitting?: boolean;
  drivenKm?: number;
}
const items = (checkIn: string, extra: Items): Event => ({
  kind: 'edit',
  in: checkIn,
  out: null,
  meals: [],
  allowances: [],
  notes: '',
  ...extra,
});

const ON_SET: OnSet[] = [
  {
    tel: '1-416-555-0110',
    role: 'Diner patron',
    events: [{ kind: 'check-in', time: '06:24' }, ...MEAL, { kind: 'wrap', time: '18:30' }],
  },
  {
    tel: '1-416-555-0111',
    role: 'Diner patron',
    events: [
      { kind: 'check-in', time: '06:28' },
      items('06:28', { allowances: [{ id: 'gown', count: 1 }], fitting: true }),
      ...MEAL,
      { kind: 'wrap', time: '18:30' },
    ],
    sign: 'Priya Patel',
  },
  {
    tel: '1-416-555-0112',
    role: 'Diner patron',
    events: [
      { kind: 'check-in', time: '06:41' },
      items('06:41', { drivenKm: 65 }),
      ...MEAL,
      { kind: 'wrap', time: '17:00' },
    ],
    dispute: { reason: 'I wrapped at 17:30 with the second unit, not at 17:00.', line: 'Wrap' },
  },
  { tel: '1-416-555-0113', role: 'Short-order cook', events: [{ kind: 'check-in', time: '06:20' }] },
  { tel: '1-416-555-0114', role: 'Diner patron', events: [], checkedInAnHourAgo: true },
  { tel: '1-416-555-0115', role: 'Diner patron', events: [{ kind: 'check-in', time: '06:26' }] },
];

/** An hour before `now` on `date`'s clock, not before its midnight. */
const anHourBefore = (now: Date, date: string): string =>
  agencyTimeOf(Math.max(now.getTime() - 3_600_000, agencyInstant(date).getTime()));

/** Today in Toronto, or tomorrow in the last half hour of the day, when no request could still be answered. */
function demoDate(now: Date): string {
  const today = agencyToday(now);
  return now.getTime() < agencyInstant(today, '23:30').getTime() ? today : addCalendarDays(today, 1);
}

function dayFixture(date: string): DayFixture {
  return {
    ...readProjectFixtures()[0]!.days[0]!,
    title: DEMO_WORKDAY_TITLE,
    dates: [date],
    participants: ON_SET.map(({ tel, role }) => ({ tel, role, book: true, finalCallTime: '06:30' })),
  };
}

/**
 * Records as at `now`, or at the start of the date when the seed runs after 23:30 and dates the
 * day tomorrow (set events are recorded only on a date on set: shared `set-date.ts`).
 */
async function recordOnSet(
  caller: Caller,
  target: DayTarget,
  on: { performerId: string; date: string; now: Date },
  person: OnSet,
) {
  const { performerId, date } = on;
  const now = new Date(Math.max(on.now.getTime(), agencyInstant(date).getTime()));
  let voucher = null;
  const events: Event[] = person.checkedInAnHourAgo
    ? [{ kind: 'check-in', time: anHourBefore(now, date) }]
    : person.events;
  for (const event of events) voucher = await recordVoucherEvent(caller, target, performerId, { date, event }, now);
  if (!voucher) return;
  if (person.sign)
    await signVoucher(voucher, { fullName: person.sign, agreed: true, revision: voucher.revision }, 'demo data', now);
  if (person.dispute) await disputeVoucher(voucher, { ...person.dispute, revision: voucher.revision }, now);
}

export async function seedDemoWorkday(
  castingUid: string,
  uidByTel: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const caller: Caller = { uid: castingUid, role: 'Casting' };
  const date = demoDate(now);
  const diner = dayFixture(date);
  const projectId = await projectIdFor(caller, readProjectFixtures()[0]!.name);
  const existing = await listDaysOfProject(projectId);
  if (existing.some((day) => day.record.title === DEMO_WORKDAY_TITLE && day.record.firstDate === date)) return;
  const deadline = new Date(Math.min(now.getTime() + 3_600_000, agencyInstant(date, '23:45').getTime()));
  const dayId = await seedDay(caller, projectId, diner, uidByTel, deadline.toISOString());
  const day = await findDay(dayId);
  if (!day) throw new Error(`Demo day ${dayId} is missing`);
  for (const person of ON_SET) {
    const performerId = uidByTel.get(person.tel);
    if (performerId) await recordOnSet(caller, { projectId, day }, { performerId, date, now }, person);
  }
}
