/**
 * The voucher of one performer for one date of a production day, as pure functions so the set
 * screen, the offline queue's replay and the performer's signature apply the same rules. The server
 * runs each event in a transaction and records who did it and when.
 *
 *   open (on set: check-in, meals)  --wrap-->  sent (to the performer, to review)
 *   sent --sign--> signed (locked for everyone)      sent --dispute--> disputed (with a reason)
 *   sent | disputed --edit (staff)--> sent again, as a new revision that must be signed again
 *
 * A signature names the revision the performer reviewed: a voucher edited since is not signed.
 * Events sent twice (a set device replaying its queue) change nothing the second time.
 */
import { agencyInstant } from './dates';
import { isWrapPastLimit } from './minor-hours';
import type { RateCard } from './schemas/rate-card';
import { allowancesOfStored, type StoredAllowances, type VoucherAllowance } from './voucher-allowances';
import {
  computeVoucherPay,
  VoucherTimesError,
  type VoucherLine,
  type VoucherPay,
  type WorkedMeal,
} from './voucher-pay';

export const VOUCHERS_COLLECTION = 'vouchers';
export const VOUCHER_STATUSES = ['open', 'sent', 'disputed', 'signed'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export type VoucherActor = 'performer' | 'guardian' | 'casting' | 'admin';

export interface VoucherMeal {
  start: string;
  /** Null while the meal is on. */
  end: string | null;
}

export interface VoucherSignature {
  fullName: string;
  revision: number;
  at: string;
  by: 'performer' | 'guardian';
  /** The browser that signed (user agent), kept with the signature. */
  client: string;
}

export interface VoucherDispute {
  reason: string;
  /** Which part is wrong, in the performer's words or a line kind ('overtime', 'meal-penalty'…). */
  line: string | null;
  revision: number;
  at: string;
}

/** `vouchers/{dayId}_{performerId}_{date}`. Times are Toronto wall-clock `HH:MM` of the date (see voucher-pay). */
export interface VoucherRecord {
  dayId: string;
  performerId: string;
  date: string;
  status: VoucherStatus;
  in: string | null;
  out: string | null;
  meals: VoucherMeal[];
  /** The card's allowances earned, each with how many (stored before counts as `allowanceIds`: `voucherRecordOf`). */
  allowances: VoucherAllowance[];
  /** The performer went to the day's fitting (absent on vouchers recorded before it was asked). */
  fitting?: boolean;
  /** Km driven to set from downtown Toronto, for self-drive pay (absent: none recorded). */
  drivenKm?: number;
  /** Why a minor's wrap is past their hour limit (issue 39; absent: within it). */
  overLimitReason?: string;
  notes: string;
  /** Raised by every change after the wrap: a signature is for one revision. */
  revision: number;
  pay: VoucherPay | null;
  signature: VoucherSignature | null;
  dispute: VoucherDispute | null;
  updatedAt: string;
  /** The set devices' event ids already applied (the latest few), so a replayed change is applied once. */
  eventIds?: string[];
}

type AllowanceLine = Extract<VoucherLine, { kind: 'allowance' }>;
/** A pay line as stored: an allowance line priced before counts has no count (it paid one). */
type StoredVoucherLine = Exclude<VoucherLine, AllowanceLine> | (Omit<AllowanceLine, 'count'> & { count?: number });

/** A voucher document as stored: one recorded before allowance counts lists ids (`allowanceIds`). */
export interface StoredVoucherRecord extends Omit<VoucherRecord, 'allowances' | 'pay'>, StoredAllowances {
  pay: (Omit<VoucherPay, 'lines'> & { lines: StoredVoucherLine[] }) | null;
}

const lineOf = (line: StoredVoucherLine): VoucherLine =>
  line.kind === 'allowance' ? { ...line, count: line.count ?? 1 } : line;

/**
 * The record of a stored voucher of any age. Ids listed before counts fold into counts (two
 * 'props': props ×2, as the set screen showed them); the stored pay is kept as it is, cents and
 * gross unchanged (a line priced before counts paid one: count 1), so a signed voucher still pays
 * exactly what was signed. The next write stores the record in this shape.
 */
export function voucherRecordOf(stored: StoredVoucherRecord): VoucherRecord {
  const { allowanceIds: _ids, allowances: _counts, pay, ...rest } = stored;
  return { ...rest, allowances: allowancesOfStored(stored), pay: pay && { ...pay, lines: pay.lines.map(lineOf) } };
}

export type VoucherEvent =
  | { kind: 'check-in'; time: string }
  | { kind: 'start-meal'; time: string }
  | { kind: 'end-meal'; time: string }
  /** `overLimitReason`: required when a minor's wrap is past their hour limit (`hourLimit` in the context). */
  | { kind: 'wrap'; time: string; overLimitReason?: string }
  | {
      kind: 'edit';
      in: string;
      out: string | null;
      meals: readonly WorkedMeal[];
      allowances: readonly VoucherAllowance[];
      /** Absent: as recorded so far. */
      fitting?: boolean;
      drivenKm?: number;
      notes: string;
    }
  | { kind: 'sign'; fullName: string; agreed: boolean; revision: number; client: string }
  | { kind: 'dispute'; reason: string; line: string | null; revision: number };

export interface VoucherContext {
  by: VoucherActor;
  now: Date;
  /** The day's rate card, for the pay of a wrapped or edited voucher. */
  card: RateCard;
  /** Whether the performer is paid self-drive on this day (the server decides: `selfDriveEligible`). */
  selfDriveEligible?: boolean;
  /** A minor's hour limit on the voucher's date (`minorHourLimit`), for the wrap; absent or null: an adult. */
  hourLimit?: number | null;
}

export type VoucherTransition =
  | { ok: true; record: VoucherRecord; changed: boolean }
  | { ok: false; code: 'conflict' | 'forbidden' | 'invalid'; reason: string };

const STAFF: readonly VoucherActor[] = ['casting', 'admin'];
const SIGNERS: readonly VoucherActor[] = ['performer', 'guardian'];

export function newVoucher(dayId: string, performerId: string, date: string, now: Date): VoucherRecord {
  return {
    dayId,
    performerId,
    date,
    status: 'open',
    in: null,
    out: null,
    meals: [],
    allowances: [],
    notes: '',
    revision: 0,
    pay: null,
    signature: null,
    dispute: null,
    updatedAt: now.toISOString(),
  };
}

const refuse = (code: 'conflict' | 'forbidden' | 'invalid', reason: string): VoucherTransition => ({
  ok: false,
  code,
  reason,
});
const same = (record: VoucherRecord): VoucherTransition => ({ ok: true, record, changed: false });
const changed = (record: VoucherRecord, changes: Partial<VoucherRecord>, now: Date): VoucherTransition => ({
  ok: true,
  changed: true,
  record: { ...record, ...changes, updatedAt: now.toISOString() },
});

type PricedFacts = Pick<VoucherRecord, 'in' | 'out' | 'meals' | 'allowances' | 'fitting' | 'drivenKm'>;

/** The pay of these times, or why they cannot describe a day. */
function payOf(record: VoucherRecord, times: PricedFacts, { card, selfDriveEligible }: VoucherContext) {
  if (!times.in || !times.out) return { ok: false as const, reason: 'A voucher needs a call and a wrap time' };
  const meals = times.meals.flatMap((meal) => (meal.end ? [{ start: meal.start, end: meal.end }] : []));
  try {
    const pay = computeVoucherPay(card, {
      date: record.date,
      in: times.in,
      out: times.out,
      meals,
      allowances: times.allowances,
      fitting: times.fitting ?? false,
      drivenKm: times.drivenKm ?? 0,
      selfDriveEligible: selfDriveEligible ?? false,
    });
    return { ok: true as const, pay };
  } catch (error) {
    if (error instanceof VoucherTimesError) return { ok: false as const, reason: error.message };
    throw error;
  }
}

type OnSetEvent = Extract<VoucherEvent, { kind: 'check-in' | 'start-meal' | 'end-meal' | 'wrap' }>;

function onSet(record: VoucherRecord, event: OnSetEvent, context: VoucherContext): VoucherTransition {
  if (record.status !== 'open') return refuse('conflict', 'This performer has already wrapped');
  const openMeal = record.meals.at(-1)?.end === null;
  switch (event.kind) {
    case 'check-in':
      if (record.in === event.time) return same(record);
      if (record.in !== null) return refuse('conflict', 'This performer is already checked in');
      return changed(record, { in: event.time }, context.now);
    case 'start-meal':
      if (record.in === null) return refuse('conflict', 'Check this performer in first');
      if (openMeal)
        return record.meals.at(-1)!.start === event.time ? same(record) : refuse('conflict', 'A meal is already on');
      return changed(record, { meals: [...record.meals, { start: event.time, end: null }] }, context.now);
    case 'end-meal': {
      const last = record.meals.at(-1);
      if (!openMeal) return last?.end === event.time ? same(record) : refuse('conflict', 'No meal is on');
      return changed(
        record,
        { meals: [...record.meals.slice(0, -1), { start: last!.start, end: event.time }] },
        context.now,
      );
    }
    case 'wrap':
      return wrap(record, event, context, openMeal);
  }
}

function wrap(
  record: VoucherRecord,
  event: VoucherEvent & { kind: 'wrap' },
  context: VoucherContext,
  openMeal: boolean,
) {
  if (record.in === null) return refuse('conflict', 'Check this performer in first');
  if (openMeal) return refuse('conflict', 'End the meal first');
  const pastLimit = context.hourLimit ? isWrapPastLimit(record.date, record.in, event.time, context.hourLimit) : false;
  const reason = event.overLimitReason?.trim() ?? '';
  if (pastLimit && !reason)
    return refuse(
      'invalid',
      `This minor’s limit is ${context.hourLimit} h from check-in: give the reason for a later wrap`,
    );
  const priced = payOf(record, { ...record, out: event.time }, context);
  if (!priced.ok) return refuse('invalid', priced.reason);
  const over = pastLimit ? { overLimitReason: reason } : {};
  return changed(record, { out: event.time, status: 'sent', revision: 1, pay: priced.pay, ...over }, context.now);
}

type Times = PricedFacts;
const timesKey = (times: Times) =>
  [
    times.in,
    times.out,
    ...times.meals.map((meal) => `${meal.start}-${meal.end ?? ''}`),
    '|',
    ...times.allowances.map((allowance) => `${allowance.id}x${allowance.count}`),
    '|',
    times.fitting ?? false,
    times.drivenKm ?? 0,
  ].join(',');
const sameTimes = (record: VoucherRecord, times: Times) => timesKey(record) === timesKey(times);

function edit(record: VoucherRecord, event: VoucherEvent & { kind: 'edit' }, context: VoucherContext) {
  if (record.status === 'signed') return refuse('conflict', 'A signed voucher is locked');
  const times = {
    in: event.in,
    out: event.out,
    meals: [...event.meals],
    allowances: event.allowances.map((allowance) => ({ ...allowance })),
    fitting: event.fitting ?? record.fitting ?? false,
    drivenKm: event.drivenKm ?? record.drivenKm ?? 0,
  };
  if (record.status === 'open') {
    // On set, an edit corrects what was recorded; the wrap event ends the day.
    if (times.out !== null) return refuse('invalid', 'Wrap the performer to record the wrap time');
    return changed(record, { ...times, notes: event.notes }, context.now);
  }
  // A correction replayed (a set device sending its queue twice) is not a new revision to sign.
  if (record.status === 'sent' && sameTimes(record, times) && record.notes === event.notes) return same(record);
  const priced = payOf(record, times, context);
  if (!priced.ok) return refuse('invalid', priced.reason);
  const revision = record.revision + 1;
  return changed(
    record,
    { ...times, notes: event.notes, pay: priced.pay, status: 'sent', revision, dispute: null },
    context.now,
  );
}

/** A pay written with its keys in order (a stored map may come back in another order). */
const payKey = (pay: VoucherPay | null) =>
  JSON.stringify(pay, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
const samePay = (a: VoucherPay | null, b: VoucherPay) => payKey(a) === payKey(b);

/**
 * The day's card changed: an unsigned wrapped voucher is priced again with it. One waiting for a
 * signature becomes a new revision (the performer signs the pay they read); a disputed one keeps
 * its dispute (staff answer it with a correction). Open and signed vouchers are left as they are:
 * a signed voucher keeps the pay it was signed for.
 */
export function repriceVoucher(record: VoucherRecord, context: VoucherContext): VoucherTransition {
  if (record.status === 'open' || record.status === 'signed') return same(record);
  const priced = payOf(record, record, context);
  if (!priced.ok || samePay(record.pay, priced.pay)) return same(record);
  if (record.status === 'disputed') return changed(record, { pay: priced.pay }, context.now);
  return changed(record, { pay: priced.pay, revision: record.revision + 1 }, context.now);
}

function sign(record: VoucherRecord, event: VoucherEvent & { kind: 'sign' }, context: VoucherContext) {
  if (record.status === 'signed')
    return record.signature?.revision === event.revision
      ? same(record)
      : refuse('conflict', 'This voucher is already signed');
  if (record.status !== 'sent') return refuse('conflict', 'This voucher is not waiting for your signature');
  if (event.revision !== record.revision)
    return refuse('conflict', 'The voucher was changed since you opened it: review it again');
  if (!event.agreed || event.fullName.trim() === '')
    return refuse('invalid', 'Type your full name and tick the box to sign');
  const signature: VoucherSignature = {
    fullName: event.fullName.trim(),
    revision: record.revision,
    at: context.now.toISOString(),
    by: context.by === 'guardian' ? 'guardian' : 'performer',
    client: event.client,
  };
  return changed(record, { status: 'signed', signature }, context.now);
}

function dispute(record: VoucherRecord, event: VoucherEvent & { kind: 'dispute' }, context: VoucherContext) {
  if (record.status !== 'sent') return refuse('conflict', 'This voucher is not waiting for your review');
  if (event.revision !== record.revision)
    return refuse('conflict', 'The voucher was changed since you opened it: review it again');
  if (event.reason.trim() === '') return refuse('invalid', 'Say what is wrong');
  const raised = {
    reason: event.reason.trim(),
    line: event.line,
    revision: record.revision,
    at: context.now.toISOString(),
  };
  return changed(record, { status: 'disputed', dispute: raised }, context.now);
}

function whoMay(event: VoucherEvent): readonly VoucherActor[] {
  return event.kind === 'sign' || event.kind === 'dispute' ? SIGNERS : STAFF;
}

/** Applies one event, or says why it is refused. */
export function applyVoucherEvent(
  record: VoucherRecord,
  event: VoucherEvent,
  context: VoucherContext,
): VoucherTransition {
  if (!whoMay(event).includes(context.by)) return refuse('forbidden', 'You cannot do this to this voucher');
  switch (event.kind) {
    case 'edit':
      return edit(record, event, context);
    case 'sign':
      return sign(record, event, context);
    case 'dispute':
      return dispute(record, event, context);
    default:
      return onSet(record, event, context);
  }
}

/** Where a booked performer is on the set screen. */
export type SetState = 'expected' | 'late' | 'checked-in' | 'on-meal' | 'wrapped' | 'no-show';

/** When a performer not yet checked in shows as late: the call time ('HH:mm') on `date` plus the day's grace. */
export const lateFromOf = (date: string, callTime: string, graceMinutes: number): Date =>
  new Date(agencyInstant(date, callTime).getTime() + graceMinutes * 60_000);

/** The set screen's state: late once the call time plus the day's grace has passed without a check-in. */
export function setStateOf(
  voucher: VoucherRecord | null,
  options: { noShow: boolean; lateFrom: Date; now: Date },
): SetState {
  if (options.noShow) return 'no-show';
  if (!voucher || voucher.in === null) return options.now >= options.lateFrom ? 'late' : 'expected';
  if (voucher.status !== 'open') return 'wrapped';
  return voucher.meals.at(-1)?.end === null ? 'on-meal' : 'checked-in';
}

/** How many applied event ids a voucher remembers (a device's queue replays its latest changes). */
export const REMEMBERED_EVENT_IDS = 50;

/**
 * Applies events queued on a set device (one, or a bulk action's few) as one change. With an event
 * id already applied to this voucher nothing changes, so a change sent twice (a lost answer, a
 * replayed queue) is recorded once whatever happened to the voucher in between.
 */
export function applyQueuedEvents(
  record: VoucherRecord,
  events: readonly VoucherEvent[],
  context: VoucherContext,
  eventId?: string,
): VoucherTransition {
  if (eventId !== undefined && record.eventIds?.includes(eventId)) return same(record);
  let current = record;
  for (const event of events) {
    const transition = applyVoucherEvent(current, event, context);
    if (!transition.ok) return transition;
    current = transition.record;
  }
  if (current === record) return same(record);
  const eventIds =
    eventId === undefined ? record.eventIds : [...(record.eventIds ?? []), eventId].slice(-REMEMBERED_EVENT_IDS);
  return { ok: true, changed: true, record: eventIds === undefined ? current : { ...current, eventIds } };
}
