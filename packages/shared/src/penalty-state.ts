/**
 * One penalty of the license agreement ($25 each, `PENALTY_CENTS`), as pure functions over its
 * record so every path (the booking loop, a commission paid late, an Admin's decision, the payment's
 * webhook) applies the same rules. The server runs each event in a transaction and records who did
 * it and when.
 *
 *   (record) -> owing
 *   owing --answer (the performer, once)--> owing, answered
 *   owing --waive (Admin, with a note)--> waived
 *   owing --confirm (Admin, after the answer)--> owing, confirmed
 *   owing --pay (the payment's transaction only)--> paid
 *   owing, held --release (the payment holding it was abandoned: its intent canceled)--> owing, free
 *
 * `waived` and `paid` are final. A penalty held by a payment in progress (`paymentId`) can be
 * neither waived nor held by another payment, so it is never charged twice, until that payment is
 * released as abandoned (its intent canceled before any charge): then a newer payment or a waiver
 * may take it (payments `abandoned-payments.ts`).
 */
import { PENALTY_CENTS } from './constants';

export const PENALTIES_COLLECTION = 'penalties';
export const PENALTY_KINDS = ['late-commission', 'late-cancellation', 'no-show', 'false-information'] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];
export const PENALTY_STATES = ['owing', 'waived', 'paid'] as const;
export type PenaltyState = (typeof PENALTY_STATES)[number];

export type PenaltyActor = 'performer' | 'admin' | 'system';

/** Longest answer, waiver note or reason a person types. */
export const PENALTY_TEXT_MAX = 1000;

/** What the agreement says each penalty is for, as the performer and the invoice read it. */
export const PENALTY_KIND_LABELS: Record<PenaltyKind, string> = {
  'late-commission': 'Late commission',
  'late-cancellation': 'Late cancellation',
  'no-show': 'No-show',
  'false-information': 'False information',
};

export const PENALTY_KIND_REASONS: Record<PenaltyKind, string> = {
  'late-commission': 'Commission paid more than 2 weeks after the pay arrived.',
  'late-cancellation': 'Booking cancelled less than 24 hours before the call without a valid reason.',
  'no-show': 'Did not come to a booking without notice and a valid reason.',
  'false-information': 'False information given to the agency.',
};

/** What the penalty is about: the booking, day, commission, vouchers and dates it comes from. */
export interface PenaltyEvidence {
  dayId?: string;
  projectId?: string;
  production?: string;
  commissionId?: string;
  voucherIds?: string[];
  /** The work dates concerned (Toronto dates). */
  dates?: string[];
  /** When the commission was due and when it was paid (late commission). */
  dueOn?: string;
  paidOn?: string;
  /** The call the cancellation came before (ISO instant). */
  callStartsAt?: string;
  cancelledAt?: string;
}

export interface PenaltyHistoryEntry {
  event: PenaltyEvent['kind'] | 'record';
  by: PenaltyActor;
  byUid: string | null;
  at: string;
  note?: string;
}

/** `penalties/{id}`, one per case (`penaltyIdFor`). */
export interface PenaltyRecord {
  performerId: string;
  kind: PenaltyKind;
  amountCents: number;
  /** Why it applies, in the agreement's words, with what the Admin added (false information). */
  reason: string;
  evidence: PenaltyEvidence;
  state: PenaltyState;
  /** The performer's one answer (a valid reason), or null. */
  answer: { text: string; at: string } | null;
  /** The Admin kept it owing after reading the answer. */
  confirmed: { note: string | null; at: string; byUid: string | null } | null;
  waiver: { note: string; at: string; byUid: string | null } | null;
  /** The payment (commission record) that holds it while in progress, and that paid it. */
  paymentId: string | null;
  paidAt: string | null;
  history: PenaltyHistoryEntry[];
  createdAt: string;
  updatedAt: string;
}

export type PenaltyEvent =
  | { kind: 'answer'; text: string }
  | { kind: 'waive'; note: string }
  | { kind: 'confirm'; note?: string }
  | { kind: 'hold'; paymentId: string }
  | { kind: 'pay'; paymentId: string }
  | { kind: 'release'; paymentId: string };

export interface PenaltyContext {
  by: PenaltyActor;
  byUid: string | null;
  now: Date;
}

export type PenaltyTransition =
  { ok: true; record: PenaltyRecord; changed: boolean } | { ok: false; code: 'conflict' | 'forbidden'; reason: string };

/** The deterministic id of a case, so one case never makes two records. */
export function penaltyIdFor(
  kind: PenaltyKind,
  evidence: { dayId?: string; performerId: string; commissionId?: string; caseId?: string },
): string {
  switch (kind) {
    case 'late-commission':
      return `late-commission-${evidence.commissionId ?? ''}`;
    case 'late-cancellation':
    case 'no-show':
      return `${kind}-${evidence.dayId ?? ''}-${evidence.performerId}`;
    case 'false-information':
      return `false-information-${evidence.performerId}-${evidence.caseId ?? ''}`;
  }
}

export function whoMayPenalty(event: PenaltyEvent): readonly PenaltyActor[] {
  switch (event.kind) {
    case 'answer':
      return ['performer'];
    case 'waive':
    case 'confirm':
      return ['admin'];
    case 'hold':
    case 'pay':
    case 'release':
      return ['system'];
  }
}

const refuse = (code: 'conflict' | 'forbidden', reason: string): PenaltyTransition => ({ ok: false, code, reason });

function changed(
  record: PenaltyRecord,
  event: PenaltyEvent,
  context: PenaltyContext,
  changes: Partial<PenaltyRecord>,
  note?: string,
): PenaltyTransition {
  const at = context.now.toISOString();
  const entry: PenaltyHistoryEntry = {
    event: event.kind,
    by: context.by,
    byUid: context.byUid,
    at,
    ...(note ? { note } : {}),
  };
  return {
    ok: true,
    changed: true,
    record: { ...record, ...changes, history: [...record.history, entry], updatedAt: at },
  };
}

/** Applies one event, or says why it is refused. */
export function applyPenaltyEvent(
  record: PenaltyRecord,
  event: PenaltyEvent,
  context: PenaltyContext,
): PenaltyTransition {
  if (!whoMayPenalty(event).includes(context.by)) return refuse('forbidden', 'You cannot do this to this penalty');
  const at = context.now.toISOString();
  if (event.kind === 'pay' && record.state === 'paid' && record.paymentId === event.paymentId) {
    return { ok: true, changed: false, record };
  }
  if (event.kind === 'release') {
    // Only the payment holding it lets go; anything else (paid, waived, free, another's) stays.
    if (record.state !== 'owing' || record.paymentId !== event.paymentId) return { ok: true, changed: false, record };
    return changed(record, event, context, { paymentId: null });
  }
  if (record.state !== 'owing') return refuse('conflict', `This penalty is already ${record.state}`);
  switch (event.kind) {
    case 'answer': {
      if (record.answer) return refuse('conflict', 'This penalty was already answered');
      const text = event.text.trim();
      if (!text) return refuse('conflict', 'Write your answer');
      return changed(record, event, context, { answer: { text, at } }, text);
    }
    case 'waive': {
      const note = event.note.trim();
      if (!note) return refuse('conflict', 'Say why the penalty is waived');
      if (record.paymentId) return refuse('conflict', 'This penalty is in a payment in progress');
      return changed(record, event, context, { state: 'waived', waiver: { note, at, byUid: context.byUid } }, note);
    }
    case 'confirm': {
      if (!record.answer) return refuse('conflict', 'A penalty is confirmed after the performer answered it');
      if (record.confirmed) return refuse('conflict', 'This penalty was already confirmed');
      const note = event.note?.trim() || null;
      return changed(record, event, context, { confirmed: { note, at, byUid: context.byUid } }, note ?? undefined);
    }
    case 'hold':
      if (record.paymentId === event.paymentId) return { ok: true, changed: false, record };
      if (record.paymentId) return refuse('conflict', 'This penalty is already in another payment');
      return changed(record, event, context, { paymentId: event.paymentId });
    case 'pay':
      if (record.paymentId !== event.paymentId) return refuse('conflict', 'This penalty is held by another payment');
      return changed(record, event, context, { state: 'paid', paidAt: at });
  }
}

/** A new penalty, owing. */
export function newPenalty(
  fields: { performerId: string; kind: PenaltyKind; evidence: PenaltyEvidence; reason?: string; amountCents?: number },
  context: PenaltyContext,
): PenaltyRecord {
  const at = context.now.toISOString();
  return {
    performerId: fields.performerId,
    kind: fields.kind,
    amountCents: fields.amountCents ?? PENALTY_CENTS,
    reason: fields.reason ?? PENALTY_KIND_REASONS[fields.kind],
    evidence: fields.evidence,
    state: 'owing',
    answer: null,
    confirmed: null,
    waiver: null,
    paymentId: null,
    paidAt: null,
    history: [{ event: 'record', by: context.by, byUid: context.byUid, at }],
    createdAt: at,
    updatedAt: at,
  };
}

/** Whether the performer can put it in a payment now. */
export const isPayablePenalty = (record: Pick<PenaltyRecord, 'state' | 'paymentId'>): boolean =>
  record.state === 'owing' && record.paymentId === null;
