/**
 * Penalties end to end: the performer sees their own and answers each once; the Admin waives (with
 * a note), confirms, or records a false-information penalty, each audited. The booking loop and
 * the payments feature create and pay penalties inside their own transactions through
 * `penalty-plans.ts`.
 */
import { randomBytes } from 'node:crypto';
import {
  newPenalty,
  PENALTY_KIND_REASONS,
  penaltyIdFor,
  type PenaltiesAnswer,
  type PenaltyRecord,
  type PenaltyTotals,
  type PenaltyView,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { forbidden, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { findUser } from '../users';
import {
  applyPenaltyEventById,
  createPenaltyIfAbsent,
  detachPenaltiesOf,
  findPenalties as readPenalties,
  listEveryPenalty,
  listPenaltiesOf,
  type StoredPenalty,
} from './penalties.repository';
import type { PenaltyTarget } from './penalties.policy';
import { penaltyNoticeTemplate, type PENALTY_NOTICES } from './penalty-notice.mail';

/** Penalty records by id (for the writes other features prepare in their transactions); missing ids are left out. */
export const findPenalties = (ids: readonly string[]): Promise<Map<string, PenaltyRecord>> => readPenalties(ids);

export function toPenaltyView(id: string, record: PenaltyRecord): PenaltyView {
  return {
    id,
    performerId: record.performerId,
    kind: record.kind,
    amountCents: record.amountCents,
    reason: record.reason,
    evidence: record.evidence,
    state: record.state,
    answer: record.answer,
    confirmed: record.confirmed,
    waiver: record.waiver,
    inPayment: record.state === 'owing' && record.paymentId !== null,
    paidAt: record.paidAt,
    createdAt: record.createdAt,
  };
}

/** Sums of owing, waived and paid penalties (one function for the overview, its CSV and the user page). */
export function penaltyTotalsOf(records: readonly Pick<PenaltyRecord, 'state' | 'amountCents'>[]): PenaltyTotals {
  const totals: PenaltyTotals = { owingCents: 0, waivedCents: 0, paidCents: 0 };
  for (const { state, amountCents } of records) totals[`${state}Cents`] += amountCents;
  return totals;
}

const answerOf = (rows: StoredPenalty[]): PenaltiesAnswer => ({
  penalties: rows.map(({ id, record }) => toPenaltyView(id, record)),
  totals: penaltyTotalsOf(rows.map(({ record }) => record)),
});

/** The performer's own penalties, or a user's for the Admin (the route's policy decided whose). */
export async function penaltiesOf(performerId: string): Promise<PenaltiesAnswer> {
  return answerOf(await listPenaltiesOf(performerId));
}

/** Every penalty, newest first (the Admin's commissions overview). */
export async function everyPenalty(limit = 2000): Promise<PenaltiesAnswer> {
  return answerOf(await listEveryPenalty(limit));
}

const notice = (id: string, record: PenaltyRecord, kind: (typeof PENALTY_NOTICES)[number], note: string | null) => ({
  template: penaltyNoticeTemplate,
  data: { penaltyId: id, notice: kind, kind: record.kind, amountCents: record.amountCents, note },
  to: { uid: record.performerId },
  dedupeKey: `penalty-${kind}-${id}`,
});

/** The performer's one answer (e.g. the valid reason for a late cancellation). */
export async function answerPenalty(caller: Caller, target: PenaltyTarget, text: string): Promise<PenaltyView> {
  if (target.record.performerId !== caller.uid) throw notFound('Penalty');
  const record = await applyPenaltyEventById(
    target.id,
    { kind: 'answer', text },
    { by: 'performer', byUid: caller.uid, now: new Date() },
  );
  logEvent('penalties.answered', { penaltyId: target.id });
  return toPenaltyView(target.id, record);
}

const requireAdmin = (caller: Caller) => {
  if (caller.role !== 'Admin') throw forbidden('Only an Admin decides on penalties');
};

/**
 * Lets go of a payment in progress that holds a penalty (the payments feature's, wired by the
 * composition root: penalties may not import payments). It refuses (409) when the card was charged
 * or is being charged.
 */
type HeldPaymentRelease = (paymentId: string, performerId: string) => Promise<void>;
let releaseHeldPayment: HeldPaymentRelease | undefined;
export function releaseHeldPaymentsWith(release: HeldPaymentRelease): void {
  releaseHeldPayment = release;
}

export async function waivePenaltyByAdmin(caller: Caller, target: PenaltyTarget, note: string): Promise<PenaltyView> {
  requireAdmin(caller);
  const { state, paymentId, performerId } = target.record;
  // Held by a payment the performer abandoned: cancel it and let go first (the waiver re-reads).
  if (state === 'owing' && paymentId && note.trim() && releaseHeldPayment) {
    await releaseHeldPayment(paymentId, performerId);
  }
  const now = new Date();
  const record = await applyPenaltyEventById(
    target.id,
    { kind: 'waive', note },
    { by: 'admin', byUid: caller.uid, now },
    async (tx, after) => {
      await enqueueMail(notice(target.id, after, 'waived', after.waiver?.note ?? null), { tx, now });
    },
  );
  await recordAudit(caller, record.performerId, 'penalty.waived', { detail: `${target.id}: ${note}`, at: now });
  logEvent('penalties.waived', { penaltyId: target.id });
  return toPenaltyView(target.id, record);
}

export async function confirmPenalty(caller: Caller, target: PenaltyTarget, note?: string): Promise<PenaltyView> {
  requireAdmin(caller);
  const now = new Date();
  const record = await applyPenaltyEventById(
    target.id,
    { kind: 'confirm', note },
    { by: 'admin', byUid: caller.uid, now },
  );
  await recordAudit(caller, record.performerId, 'penalty.confirmed', { detail: target.id, at: now });
  logEvent('penalties.confirmed', { penaltyId: target.id });
  return toPenaltyView(target.id, record);
}

/** The Admin records a false-information penalty on a performer, with a note (each recording is its own case). */
export async function recordFalseInformation(caller: Caller, performerId: string, note: string): Promise<PenaltyView> {
  requireAdmin(caller);
  const user = await findUser(performerId);
  if (!user || user.role !== 'Performer') throw notFound('Performer');
  const now = new Date();
  const caseId = randomBytes(9).toString('base64url');
  const id = penaltyIdFor('false-information', { performerId, caseId });
  const record = newPenalty(
    {
      performerId,
      kind: 'false-information',
      evidence: {},
      reason: `${PENALTY_KIND_REASONS['false-information']} ${note.trim()}`,
    },
    { by: 'admin', byUid: caller.uid, now },
  );
  await createPenaltyIfAbsent(id, record, async (tx) => {
    await enqueueMail(notice(id, record, 'recorded', note.trim()), { tx, now });
  });
  await recordAudit(caller, performerId, 'penalty.recorded', { detail: `${id}: ${note.trim()}`, at: now });
  logEvent('penalties.recorded', { penaltyId: id, kind: 'false-information' });
  return toPenaltyView(id, record);
}

/** For the migration: the e-mail telling the performer a penalty was removed, in the removing transaction. */
export async function queueRemovedNotice(tx: Transaction, id: string, record: PenaltyRecord, now: Date): Promise<void> {
  await enqueueMail(notice(id, record, 'removed', null), { tx, now });
}

/** A performer's account is being deleted: their penalties now name the tombstone their commissions name. */
export async function detachPenaltiesFromPerformer(performerId: string, tombstone: string): Promise<number> {
  const count = await detachPenaltiesOf(performerId, tombstone, new Date().toISOString());
  logEvent('penalties.detached', { count });
  return count;
}
