/**
 * Penalty writes inside another feature's transaction (like `enqueueMail(…, { tx })`): each
 * `prepare…` reads what it needs now and answers the write, to call once that transaction has done
 * every read (Firestore wants reads before writes).
 *
 * - The booking loop: a participant event that gives a late-cancellation or no-show penalty
 *   creates its record (one per case: `penaltyIdFor`), with the performer's reason as the answer.
 * - A payment: when it becomes paid, the penalties it holds become paid, and a late commission
 *   creates its record.
 */
import {
  agencyDateOf,
  applyPenaltyEvent,
  isPayablePenalty,
  newPenalty,
  penaltyIdFor,
  type PaymentPenaltyLine,
  type PenaltyEvidence,
  type PenaltyKind,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { ApiError, notFound } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { db } from '../../lib/firebase';
import { queueRemovedNotice } from './penalties.service';
import {
  findPenalties,
  penaltyRef,
  preparePenaltyCreates,
  preparePenaltyEvents,
  type StoredPenalty,
} from './penalties.repository';

export interface BookingPenaltyCase {
  kind: Extract<PenaltyKind, 'late-cancellation' | 'no-show'>;
  performerId: string;
  dayId: string;
  evidence: PenaltyEvidence;
  /** The reason the performer gave when cancelling: their one answer. */
  answer?: string;
}

function bookingPenaltyRecord(penaltyCase: BookingPenaltyCase, now: Date): StoredPenalty {
  const at = now.toISOString();
  const { kind, performerId, dayId, evidence } = penaltyCase;
  const record = newPenalty(
    { performerId, kind, evidence: { dayId, ...evidence } },
    { by: 'system', byUid: null, now },
  );
  const text = penaltyCase.answer?.trim();
  if (text) {
    record.answer = { text, at };
    record.history.push({ event: 'answer', by: 'performer', byUid: performerId, at, note: text });
  }
  return { id: penaltyIdFor(kind, { dayId, performerId }), record };
}

/**
 * The migration: a booking penalty recorded on its participant before penalty records existed
 * gets its record, waived (with `waivedNote`) when the participant's was. Answers whether it is new.
 */
export async function prepareRecordedBookingPenalty(
  tx: Transaction,
  penaltyCase: BookingPenaltyCase,
  waivedNote: string | null,
  now: Date,
): Promise<{ created: boolean; write: () => void }> {
  const stored = bookingPenaltyRecord(penaltyCase, now);
  const waived = waivedNote
    ? applyPenaltyEvent(stored.record, { kind: 'waive', note: waivedNote }, { by: 'admin', byUid: null, now })
    : undefined;
  const record = waived?.ok ? waived.record : stored.record;
  const prepared = await preparePenaltyCreates(tx, [{ id: stored.id, record }]);
  return { created: prepared.created.length > 0, write: prepared.write };
}

/** Creates the records of booking-loop penalties that have none yet. */
export async function prepareBookingPenalties(
  tx: Transaction,
  cases: readonly BookingPenaltyCase[],
  now: Date,
): Promise<() => void> {
  const records = cases.map((penaltyCase) => bookingPenaltyRecord(penaltyCase, now));
  const prepared = await preparePenaltyCreates(tx, records);
  return () => {
    prepared.write();
    for (const { id } of prepared.created) logEvent('penalties.recorded', { penaltyId: id });
  };
}

/**
 * The lines of the owing penalties a payment names: each must be the performer's, owing, and held
 * by no other payment (a retried request of the same payment may name those it holds).
 */
export async function penaltyLinesFor(
  performerId: string,
  penaltyIds: readonly string[],
  paymentId: string,
): Promise<PaymentPenaltyLine[]> {
  const found = await findPenalties(penaltyIds);
  return penaltyIds.map((penaltyId) => {
    const record = found.get(penaltyId);
    if (!record || record.performerId !== performerId) throw notFound('Penalty');
    if (!isPayablePenalty(record) && !(record.state === 'owing' && record.paymentId === paymentId)) {
      throw new ApiError(
        'conflict',
        record.state === 'owing'
          ? 'This penalty is already in a payment in progress'
          : `This penalty is already ${record.state}`,
      );
    }
    return { penaltyId, kind: record.kind, amountCents: record.amountCents };
  });
}

/** Marks the payment's penalties as held by it, so no other payment can name them (refused: 409). */
export async function holdPenaltiesForPayment(
  performerId: string,
  paymentId: string,
  penaltyIds: readonly string[],
): Promise<void> {
  if (penaltyIds.length === 0) return;
  await db().runTransaction(async (tx) => {
    const prepared = await preparePenaltyEvents(
      tx,
      penaltyIds,
      { kind: 'hold', paymentId },
      { by: 'system', byUid: null, now: new Date() },
      performerId,
    );
    prepared.write();
  });
}

/**
 * Inside the transaction that marks an abandoned payment failed for good (its intent canceled): the
 * penalties it holds are let go (`release`), so another payment may hold them. Reads now, answers the write.
 */
export async function prepareReleasedHolds(
  tx: Transaction,
  paymentId: string,
  penaltyIds: readonly string[],
  now: Date,
): Promise<() => void> {
  if (penaltyIds.length === 0) return () => undefined;
  const snapshots = await tx.getAll(...penaltyIds.map((id) => penaltyRef(id)));
  const released: StoredPenalty[] = [];
  snapshots.forEach((snapshot, index) => {
    const record = snapshot.data();
    const result =
      record && applyPenaltyEvent(record, { kind: 'release', paymentId }, { by: 'system', byUid: null, now });
    if (result?.ok && result.changed) released.push({ id: penaltyIds[index]!, record: result.record });
  });
  return () => {
    released.forEach(({ id, record }) => tx.set(penaltyRef(id), record));
    for (const { id } of released) logEvent('penalties.released', { penaltyId: id, paymentId });
  };
}

export interface PaidPayment {
  paymentId: string;
  performerId: string;
  penaltyIds: readonly string[];
  /** The late-commission penalty the commission's paid transition gave (0 for none). */
  lateCommissionCents: number;
  evidence: PenaltyEvidence;
  paidAt: string;
}

/**
 * The payment became paid: the penalties it holds become paid (already paid by it: nothing; a
 * penalty it does not hold stays as it is and is logged, never paid twice), and a late commission
 * creates its record.
 */
export async function preparePaidPayment(tx: Transaction, payment: PaidPayment, now: Date): Promise<() => void> {
  const { paymentId, performerId } = payment;
  const held = await readHeld(tx, payment.penaltyIds, paymentId, now);
  const late =
    payment.lateCommissionCents > 0
      ? await preparePenaltyCreates(tx, [
          {
            id: penaltyIdFor('late-commission', { commissionId: paymentId, performerId }),
            record: newPenalty(
              {
                performerId,
                kind: 'late-commission',
                amountCents: payment.lateCommissionCents,
                evidence: { ...payment.evidence, commissionId: paymentId, paidOn: agencyDateOf(payment.paidAt) },
              },
              { by: 'system', byUid: null, now },
            ),
          },
        ])
      : undefined;
  return () => {
    held.write();
    late?.write();
  };
}

async function readHeld(tx: Transaction, ids: readonly string[], paymentId: string, now: Date) {
  if (ids.length === 0) return { write: () => undefined };
  const snapshots = await tx.getAll(...ids.map((id) => penaltyRef(id)));
  const paid: StoredPenalty[] = [];
  snapshots.forEach((snapshot, index) => {
    const record = snapshot.data();
    const id = ids[index]!;
    const result = record && applyPenaltyEvent(record, { kind: 'pay', paymentId }, { by: 'system', byUid: null, now });
    if (!result || !result.ok) {
      logEvent('penalties.not_paid_by_payment', { penaltyId: id, paymentId });
      return;
    }
    if (result.changed) paid.push({ id, record: result.record });
  });
  return { write: () => paid.forEach(({ id, record }) => tx.set(penaltyRef(id), record)) };
}

/**
 * The Admin waives a booking penalty from the day's board: the record is waived in the booking
 * loop's transaction that marks the participant, so both say the same (a participant from before
 * penalty records has none: nothing to write).
 */
export async function prepareBookingPenaltyWaiver(
  tx: Transaction,
  waiver: { kind: BookingPenaltyCase['kind']; dayId: string; performerId: string; note: string; byUid: string },
  now: Date,
): Promise<() => void> {
  const id = penaltyIdFor(waiver.kind, waiver);
  const record = (await tx.get(penaltyRef(id))).data();
  if (!record) return () => undefined;
  const result = applyPenaltyEvent(
    record,
    { kind: 'waive', note: waiver.note },
    { by: 'admin', byUid: waiver.byUid, now },
  );
  if (!result.ok) throw new ApiError(result.code, result.reason);
  return () => tx.set(penaltyRef(id), result.record);
}

/**
 * A late-commission penalty the rule no longer gives (the migration): its record goes (unless it
 * was paid: money taken is settled by a person, and it is logged) and the performer is told once.
 */
export async function prepareLatePenaltyRemoval(
  tx: Transaction,
  commission: { id: string; performerId: string; penaltyCents: number },
  now: Date,
): Promise<{ removed: boolean; write: () => Promise<void> }> {
  const id = penaltyIdFor('late-commission', { commissionId: commission.id, performerId: commission.performerId });
  const record = (await tx.get(penaltyRef(id))).data();
  if (record && record.state === 'paid') {
    logEvent('penalties.removal_needs_refund', { penaltyId: id });
    return { removed: false, write: async () => undefined };
  }
  // A deleted performer's commission (tombstone uid) has nobody to tell.
  const tell = !commission.performerId.startsWith('deleted:');
  const told =
    record ??
    newPenalty(
      {
        performerId: commission.performerId,
        kind: 'late-commission',
        amountCents: commission.penaltyCents,
        evidence: {},
      },
      { by: 'system', byUid: null, now },
    );
  return {
    removed: true,
    write: async () => {
      if (record) tx.delete(penaltyRef(id));
      if (tell) await queueRemovedNotice(tx, id, told, now);
    },
  };
}
