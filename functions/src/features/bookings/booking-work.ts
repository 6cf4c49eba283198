/**
 * The working set of one booking transaction: participants as they will be written, the e-mail the
 * changes cause, and the performers skipped with why. Every change goes through
 * `applyParticipantEvent`, so the shared state machine decides; this only collects its results.
 */
import {
  agencyDateOf,
  applyParticipantEvent,
  isUrgentCallTimeChange,
  participantId,
  type BookingActionAnswer,
  type ParticipantEvent,
  type ParticipantRecord,
  type ProductionDayRecord,
  type TransitionContext,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import { bookingRequestTemplate } from './mail/booking-request.mail';
import { bookingUpdateTemplate } from './mail/booking-update.mail';
import type { BookingUpdate } from './messages/booking-update.facts';
import { bookingRequestText } from './texts/booking-request.text';
import { bookingUpdateText } from './texts/booking-update.text';
import type { BookingMail, BookingPlan } from './booking-plan.repository';
import type { BookingReads } from './booking-reads.repository';
import { guardianRefusal } from './guardian-refusal';
import { minorRestClash } from './minor-rest';

/** Participants changed in one transaction at most (each is a few writes; Firestore allows 500). */
export const CHANGES_PER_TRANSACTION = 120;
/** An offered slot waits this long for an answer (never past the call). */
export const OFFER_HOURS = 12;

const keyOf = (record: Pick<ParticipantRecord, 'dayId' | 'performerId'>) =>
  participantId(record.dayId, record.performerId);

export class BookingWork {
  readonly changed = new Map<string, ParticipantRecord>();
  readonly mails: BookingMail[] = [];
  readonly skipped: BookingActionAnswer['skipped'] = [];
  private readonly dayParticipants = new Map<string, ParticipantRecord[]>();

  /** `limit`: participants changed in this transaction at most (the wizard's Confirm asks all its performers in one). */
  constructor(
    readonly reads: BookingReads,
    readonly context: TransitionContext,
    private readonly limit = CHANGES_PER_TRANSACTION,
  ) {}

  get now(): Date {
    return this.context.now;
  }

  /** No more room in this transaction: the caller runs another for the rest. */
  get full(): boolean {
    return this.changed.size >= this.limit;
  }

  current(record: ParticipantRecord): ParticipantRecord {
    return this.changed.get(keyOf(record)) ?? record;
  }

  async day(dayId: string): Promise<ProductionDayRecord> {
    const day = await this.reads.day(dayId);
    if (!day) throw new ApiError('not-found', 'Production day not found');
    return day;
  }

  /** The day's participants as they stand in this transaction. */
  async participantsOf(dayId: string): Promise<ParticipantRecord[]> {
    if (!this.dayParticipants.has(dayId)) this.dayParticipants.set(dayId, await this.reads.participantsOfDay(dayId));
    return (this.dayParticipants.get(dayId) ?? []).map((record) => this.current(record));
  }

  async participant(dayId: string, performerId: string): Promise<ParticipantRecord | undefined> {
    const record = await this.reads.participant(dayId, performerId);
    return record && this.current(record);
  }

  /** Applies an event; answers the new record, or the refusal's reason. */
  apply(
    record: ParticipantRecord,
    event: ParticipantEvent,
    context: TransitionContext = this.context,
  ): { ok: true; record: ParticipantRecord; changed: boolean } | { ok: false; code: string; reason: string } {
    const transition = applyParticipantEvent(this.current(record), event, context);
    if (transition.ok && transition.changed) this.changed.set(keyOf(record), transition.record);
    return transition;
  }

  /** Applies an event the caller asked for: a refusal becomes the API's error. */
  require(record: ParticipantRecord, event: ParticipantEvent, context?: TransitionContext): ParticipantRecord {
    const transition = this.apply(record, event, context);
    if (!transition.ok)
      throw new ApiError(transition.code === 'forbidden' ? 'forbidden' : 'conflict', transition.reason);
    return transition.record;
  }

  skip(performerId: string, reason: string): void {
    this.skipped.push({ performerId, reason });
  }

  /** Tells the performer what happened: by e-mail, and by text when they chose texts for booking changes. */
  tell(
    record: Pick<ParticipantRecord, 'dayId' | 'performerId'> & Partial<ParticipantRecord>,
    kind: BookingUpdate,
    which?: 'draft' | 'final',
  ) {
    const data = { dayId: record.dayId, performerId: record.performerId, kind, ...(which ? { which } : {}) };
    const urgent =
      kind === 'call-time' &&
      which === 'final' &&
      record.dates !== undefined &&
      isUrgentCallTimeChange(
        { dates: record.dates, draftCallTime: null, finalCallTime: record.finalCallTime ?? null },
        this.now,
      );
    this.mails.push({
      template: bookingUpdateTemplate,
      data,
      to: { uid: record.performerId },
      text: { kind: 'bookings', template: bookingUpdateText, data, urgent },
    });
  }

  /** Asks for an answer (or offers a slot): by e-mail, and by text when they chose texts for requests. */
  ask(record: Pick<ParticipantRecord, 'dayId' | 'performerId'>, offer: boolean) {
    const data = { dayId: record.dayId, performerId: record.performerId, offer };
    this.mails.push({
      template: bookingRequestTemplate,
      data,
      to: { uid: record.performerId },
      text: {
        kind: 'requests',
        template: bookingRequestText,
        data,
        request: { dayId: record.dayId, performerId: record.performerId },
      },
    });
  }

  /** The performer is booked on another day sharing one of this day's dates. */
  async bookedElsewhere(record: ParticipantRecord): Promise<boolean> {
    const user = await this.reads.user(record.performerId);
    const booked = new Set(user?.bookedDates ?? []);
    return record.dates.some((date) => booked.has(date));
  }

  /** Why this performer may not be booked for want of their guardian's consent, or null (`guardian-refusal.ts`). */
  async withoutGuardian(record: Pick<ParticipantRecord, 'performerId'>): Promise<string | null> {
    return guardianRefusal(await this.reads.user(record.performerId), agencyDateOf(this.now));
  }

  /** Why booking this minor (or sending them `call`) leaves less than 12 hours' rest, or null (`minor-rest.ts`). */
  restClash(record: ParticipantRecord, call?: string): Promise<string | null> {
    return minorRestClash(this.reads, this.current(record), () => this.participantsOf(record.dayId), call);
  }

  /**
   * A slot of the role freed (a cancellation, a blacklisting, a declined offer): the first performer
   * on standby is offered it, until the call at the latest.
   */
  async offerFreedSlot(dayId: string, roleId: string, callAt: Date): Promise<void> {
    if (callAt.getTime() <= this.now.getTime()) return;
    const day = await this.day(dayId);
    const role = day.roles.find((candidate) => candidate.id === roleId);
    const inRole = (await this.participantsOf(dayId)).filter((record) => record.roleId === roleId);
    const booked = inRole.filter((record) => record.status === 'booked').length;
    if (!role || booked >= role.slots || inRole.some((record) => record.status === 'offered')) return;
    const line = inRole
      .filter((record) => record.status === 'standby')
      .sort((a, b) => (a.standbyRank ?? 0) - (b.standbyRank ?? 0));
    // A minor the slot would leave without their 12 hours' rest is passed over.
    let next: ParticipantRecord | undefined;
    // So is a minor whose guardian's consent is not on record.
    for (const candidate of line) {
      if (!next && !(await this.withoutGuardian(candidate)) && !(await this.restClash(candidate))) next = candidate;
    }
    if (!next) return;
    const deadline = new Date(Math.min(this.now.getTime() + OFFER_HOURS * 3_600_000, callAt.getTime()));
    const system = { by: 'system' as const, byUid: null, now: this.now };
    if (this.apply(next, { kind: 'offer', deadline: deadline.toISOString() }, system).ok) this.ask(next, true);
  }

  plan<T>(result: T, extra: Omit<BookingPlan<T>, 'result' | 'participants' | 'mails'> = {}): BookingPlan<T> {
    return { result, participants: [...this.changed.values()], mails: this.mails, ...extra };
  }

  answer(): BookingActionAnswer & { more: boolean } {
    return { changed: this.changed.size, skipped: this.skipped, more: this.full };
  }
}
