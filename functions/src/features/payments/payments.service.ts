/**
 * Commission payments: the server computes every amount, creates one record and one Stripe
 * PaymentIntent per form submission, and counts a payment as paid only from a verified webhook or
 * its own retrieve of the intent — never from the browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  agencyToday,
  computeCommission,
  defaultRateOptionFor,
  IDEMPOTENCY_KEY_PATTERN,
  MIN_CHARGE_CENTS,
  formatCad,
  type CommissionHistoryAnswer,
  type CommissionView,
  type CreatePaymentIntentAnswer,
  type CreatePaymentIntentBody,
  type PayPenaltiesBody,
} from '@scenecall/shared';
import type Stripe from 'stripe';
import { ApiError, forbidden } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent, logFailure } from '../../http/logger';
import { markCommissionPaid, requireWorkedDays } from '../bookings';
import { enqueueMail } from '../mail';
import { invoiceTemplate } from './invoice.mail';
import { newPaymentFields, toCommissionView, type CommissionRecord } from './commission-record';
import type { CommissionTarget } from './payments.policy';
import { nextPaymentState, type PaymentSignal } from './payment-state';
import {
  applyPaymentUpdate,
  createCommissionIfAbsent,
  detachCommissionsOf,
  findCommission,
  listCommissionsOf,
  setPaymentIntent,
  type OnInvoiceAssigned,
  type PaymentUpdateOutcome,
} from './payments.repository';
import { stripeClient } from './stripe-client';
import { deletePayArrivalsOf } from './pay-arrivals.repository';
import {
  holdPenaltiesOf,
  payPenaltiesAlone,
  penaltyLinesOf,
  preparePenaltiesPaid,
  refuseReleased,
  withPenaltyLines,
} from './payment-penalties';
import { RELEASED_PAYMENT_MESSAGE } from './abandoned-payments';
import { detachPenaltiesFromPerformer } from '../penalties';
import { findUser } from '../users';
import { performerNameOf } from './invoice';
import { voucherOffers, voucherTermsOf, type VoucherTerms } from './voucher-commissions';
import { requireCommissionRate, withBookedRates } from './commission-rate.service';
import { payTermsOf, requireBookedStubGross, submissionWithPayDates, withPayArrivals } from './pay-arrivals.commission';

export const INTENT_FAILED_MESSAGE = 'An error occurred while creating the payment intent. Please try again.';
export const CANCELED_MESSAGE = 'The payment was canceled';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function requireActivatedPerformer(caller: Caller) {
  const user = await findUser(caller.uid);
  if (!user || !user.userActivated || user.disabled) {
    throw forbidden('Your account must be activated before you can pay a commission');
  }
  return user;
}

function commissionIdFor(performerId: string, idempotencyKey: string | undefined, requestHash: string): string {
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw new ApiError('bad-request', 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _');
  }
  return sha256(`${performerId}:${idempotencyKey ?? requestHash}`).slice(0, 32);
}

function newRecord(
  performerId: string,
  body: CreatePaymentIntentBody,
  requestHash: string,
  vouchers: VoucherTerms | undefined,
): CommissionRecord {
  const breakdown = computeCommission(vouchers?.grossCents ?? Math.round(body.amount * 100), body.rate);
  if (breakdown.totalCents < MIN_CHARGE_CENTS) {
    throw new ApiError('validation-failed', `The total to pay must be at least ${formatCad(MIN_CHARGE_CENTS)}`, [
      { field: 'amount', message: `The total to pay must be at least ${formatCad(MIN_CHARGE_CENTS)}` },
    ]);
  }
  const now = new Date().toISOString();
  return {
    performerId,
    production: body.production,
    dates: vouchers?.dates ?? body.dates,
    ...(body.dayIds?.length ? { dayIds: [...new Set(body.dayIds)] } : {}),
    ...(vouchers ? { dayIds: vouchers.dayIds, voucherIds: body.voucherIds } : {}),
    ...breakdown,
    ...newPaymentFields(requestHash, now),
  };
}

/**
 * Stripe's answer for an intent id it does not know: the stored intent was made in another Stripe
 * account or mode (test and live keys switched), or by a local stand-in since restarted. It cannot be
 * charged, so the payment gets a new one.
 */
const isUnknownIntent = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'resource_missing';

async function intentFor(commissionId: string, record: CommissionRecord): Promise<Stripe.PaymentIntent> {
  const stripe = await stripeClient();
  const stored = record.paymentIntentId;
  if (!stored) return newIntent(stripe, commissionId, record, `commission-${commissionId}`);
  try {
    return await stripe.paymentIntents.retrieve(stored);
  } catch (error) {
    if (!isUnknownIntent(error)) throw error;
    logEvent('payments.unknown_intent_replaced', { commissionId, paymentIntentId: stored });
    return newIntent(stripe, commissionId, record, `commission-${commissionId}-replacing-${stored}`);
  }
}

async function newIntent(
  stripe: Stripe,
  commissionId: string,
  record: CommissionRecord,
  idempotencyKey: string,
): Promise<Stripe.PaymentIntent> {
  const intent = await stripe.paymentIntents.create(
    {
      amount: record.totalCents,
      currency: record.currency,
      allowed_payment_method_types: ['card'],
      description: `Commission ${commissionId}`,
      metadata: { commissionId, performerId: record.performerId },
    },
    { idempotencyKey },
  );
  if (!(await setPaymentIntent(commissionId, intent.id))) {
    // Released meanwhile (a newer payment took its penalties): this intent must never be charged.
    await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    throw new ApiError('conflict', RELEASED_PAYMENT_MESSAGE);
  }
  return intent;
}

export async function createPaymentIntent(
  caller: Caller,
  body: CreatePaymentIntentBody,
  idempotencyKey: string | undefined,
): Promise<CreatePaymentIntentAnswer> {
  await requireActivatedPerformer(caller);
  await requireWorkedDays(caller.uid, body.dayIds ?? []);
  const payTerms = await payTermsOf(caller.uid);
  const vouchers = await voucherTermsOf(caller.uid, body, await listCommissionsOf(caller.uid), payTerms);
  requireBookedStubGross(payTerms, body);
  const bookedRate = await requireCommissionRate(caller.uid, body, vouchers?.dayIds ?? body.dayIds ?? []);
  const normalized = { ...body, dates: [...body.dates].sort() };
  const requestHash = sha256(JSON.stringify(submissionWithPayDates(normalized, payTerms)));
  const commissionId = commissionIdFor(caller.uid, idempotencyKey, requestHash);
  const penalties = await penaltyLinesOf(caller.uid, body.penaltyIds, commissionId);
  const created = withPenaltyLines(
    withPayArrivals(
      {
        ...newRecord(caller.uid, normalized, requestHash, vouchers),
        ...(bookedRate && { rateBasis: bookedRate.basis }),
      },
      payTerms,
      vouchers?.stubGrossFlags,
    ),
    penalties,
  );
  const existing = await createCommissionIfAbsent(commissionId, created);
  if (existing && existing.requestHash !== requestHash) {
    throw new ApiError('conflict', 'This payment request was already used for different details');
  }
  if (existing?.status === 'paid') throw new ApiError('conflict', 'This commission is already paid');
  refuseReleased(existing);
  await holdPenaltiesOf(commissionId, existing ?? created);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await intentFor(commissionId, existing ?? created);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    logFailure('payments.intent_failed', error, { commissionId });
    throw new ApiError('unavailable', INTENT_FAILED_MESSAGE);
  }
  if (!intent.client_secret) throw new ApiError('unavailable', INTENT_FAILED_MESSAGE);
  logEvent('payments.intent_ready', { commissionId, reused: Boolean(existing) });
  return { clientSecret: intent.client_secret, commissionId };
}

/** Owing penalties paid on their own, through the same intent and webhook path. */
export const payPenalties = (caller: Caller, body: PayPenaltiesBody, idempotencyKey: string | undefined) =>
  payPenaltiesAlone(caller, body, idempotencyKey, {
    paymentIdFor: commissionIdFor,
    clientSecretFor: async (paymentId, record) => {
      const intent = await intentFor(paymentId, record);
      if (!intent.client_secret) throw new ApiError('unavailable', INTENT_FAILED_MESSAGE);
      return intent.client_secret;
    },
  });

/** The automatic invoice e-mail: queued once, by the transaction that marks the commission paid. */
export const invoiceMailKey = (commissionId: string) => `invoice-${commissionId}`;

const queueInvoiceMail: OnInvoiceAssigned = async (tx, commissionId, record) => {
  const writeDaysPaid = await markCommissionPaid(tx, record.dayIds ?? [], record.performerId);
  const writePenaltiesPaid = await preparePenaltiesPaid(tx, commissionId, record, new Date());
  return async () => {
    await writeDaysPaid();
    writePenaltiesPaid();
    await enqueueMail(
      {
        template: invoiceTemplate,
        data: { commissionId },
        to: { uid: record.performerId },
        dedupeKey: invoiceMailKey(commissionId),
      },
      { tx },
    );
  };
};

/** Applies a Stripe signal to a commission; when it becomes paid, its invoice e-mail is queued with it. */
export async function applySignal(
  commissionId: string,
  signal: PaymentSignal,
  event?: { id: string; type: string },
): Promise<PaymentUpdateOutcome> {
  const now = new Date();
  const outcome = await applyPaymentUpdate(
    commissionId,
    event?.id ?? null,
    (record) => {
      const result = nextPaymentState(record, signal, now, agencyToday(now));
      if (result.change === 'none') {
        if (result.reason === 'amount-mismatch') logEvent('payments.amount_mismatch', { commissionId });
        if (result.reason === 'intent-mismatch') logEvent('payments.intent_mismatch', { commissionId });
        // A canceled intent cannot succeed; if Stripe ever said so, a person refunds it.
        if (result.reason === 'released' && signal.kind === 'succeeded') {
          logEvent('payments.released_payment_succeeded', { commissionId });
        }
        return { write: false };
      }
      return { write: true, update: result.update, assignInvoice: result.update.status === 'paid' };
    },
    event?.type,
    queueInvoiceMail,
  );
  logEvent('payments.signal_applied', { commissionId, signal: signal.kind, outcome, event: event?.id });
  return outcome;
}

/** What a retrieved intent says, as a signal (none for states that say nothing yet). */
export function signalFromIntent(intent: Stripe.PaymentIntent, at: number): PaymentSignal | undefined {
  if (intent.status === 'succeeded') {
    return {
      kind: 'succeeded',
      intentId: intent.id,
      at,
      amount: intent.amount_received || intent.amount,
      currency: intent.currency,
    };
  }
  if (intent.status === 'processing') return { kind: 'processing', intentId: intent.id, at };
  if (intent.status === 'canceled') {
    return { kind: 'failed', intentId: intent.id, at, message: CANCELED_MESSAGE };
  }
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return {
      kind: 'failed',
      intentId: intent.id,
      at,
      message: intent.last_payment_error.message ?? 'The card was declined',
    };
  }
  return undefined;
}

/** Asks Stripe for the intent's state and applies it (the browser's word is never taken). */
export async function refreshCommission({ id, record }: CommissionTarget): Promise<CommissionView> {
  if (record.status !== 'paid' && record.paymentIntentId) {
    const stripe = await stripeClient();
    const intent = await stripe.paymentIntents.retrieve(record.paymentIntentId);
    const signal = signalFromIntent(intent, Math.floor(Date.now() / 1000));
    if (signal) await applySignal(id, signal);
  }
  return toCommissionView(id, (await findCommission(id))!);
}

export async function emailInvoiceOnRequest(target: CommissionTarget): Promise<{ invoiceNumber: string }> {
  const { id } = target;
  const view = await refreshCommission(target);
  if (view.status !== 'paid' || !view.invoiceNumber) {
    throw new ApiError('conflict', 'The invoice is ready once the payment is confirmed. Please try again shortly.');
  }
  await enqueueMail({ template: invoiceTemplate, data: { commissionId: id }, to: { uid: target.record.performerId } });
  logEvent('payments.invoice_requested', { commissionId: id });
  return { invoiceNumber: view.invoiceNumber };
}

export async function commissionHistory(performerId: string): Promise<CommissionHistoryAnswer> {
  const [user, rows, payTerms] = await Promise.all([
    findUser(performerId),
    listCommissionsOf(performerId),
    payTermsOf(performerId),
  ]);
  return {
    ...(await withBookedRates(
      performerId,
      user?.profile?.unionStatus,
      await voucherOffers(performerId, rows, payTerms),
    )),
    defaultRateOptionId: defaultRateOptionFor(user?.profile?.unionStatus),
    canPay: Boolean(user?.userActivated && !user.disabled),
    commissions: rows.map(({ id, record }) => toCommissionView(id, record)),
  };
}

/** A performer's commissions as the Admin's user page lists them, with their invoices. */
export async function commissionViewsOf(performerId: string): Promise<CommissionView[]> {
  return (await listCommissionsOf(performerId)).map(({ id, record }) => toCommissionView(id, record));
}

/**
 * A performer's account is being deleted: their commissions and invoices stay (kept 6 years for
 * the tax records) but no longer point to them; only the name on the invoice remains.
 */
/** The retention purge (issue 40): the performer's pay stubs go; the commissions they priced stay. */
export const forgetPayStubsOf = (performerId: string): Promise<number> => deletePayArrivalsOf(performerId);

export async function detachCommissionsFromPerformer(performerId: string): Promise<number> {
  const user = await findUser(performerId);
  await deletePayArrivalsOf(performerId);
  const tombstone = `deleted:${randomBytes(12).toString('base64url')}`;
  await detachPenaltiesFromPerformer(performerId, tombstone);
  const count = await detachCommissionsOf(performerId, {
    performerId: tombstone,
    performerName: performerNameOf(user),
    performerDeletedAt: new Date().toISOString(),
  });
  logEvent('payments.commissions_detached', { count });
  return count;
}
