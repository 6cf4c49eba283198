/**
 * Demo penalties for the performer's commissions page and the Admin's overview: a no-show waived
 * by the Admin with a note, and a late cancellation (with its reason) paid by card on its own
 * through the payments service. Idempotent: each has its case's id, and a paid one stays paid.
 */
import { addCalendarDays, agencyToday, applyPenaltyEvent, newPenalty, penaltyIdFor } from '@scenecall/shared';
import { accountUidForTel } from '../../functions/src/features/accounts/accounts.service';
import { applySignal, payPenalties } from '../../functions/src/features/payments/payments.service';
import { commissionRecordOf } from '../../functions/src/features/payments/seeding.test-support';
import { seedPenalty } from '../../functions/src/features/penalties/seeding.test-support';
import { apiErrorCode } from './api-error-code';

const DEMO_DAY = 'demo-day';
const demoPerformerTel = (index: number) => `1-416-555-02${String(index).padStart(2, '0')}`;

export async function seedDemoPenalties(adminUid: string): Promise<void> {
  const now = new Date();
  const dates = [addCalendarDays(agencyToday(now), -10)];
  const waivedUid = await accountUidForTel(demoPerformerTel(2));
  if (waivedUid) {
    const owing = newPenalty(
      { performerId: waivedUid, kind: 'no-show', evidence: { dayId: DEMO_DAY, production: 'Harbour Lights', dates } },
      { by: 'system', byUid: null, now },
    );
    const answered = applyPenaltyEvent(
      owing,
      { kind: 'answer', text: 'I was in the emergency room that morning.' },
      {
        by: 'performer',
        byUid: waivedUid,
        now,
      },
    );
    const waived =
      answered.ok &&
      applyPenaltyEvent(
        answered.record,
        { kind: 'waive', note: 'Hospital note seen.' },
        { by: 'admin', byUid: adminUid, now },
      );
    if (waived && waived.ok) {
      await seedPenalty(penaltyIdFor('no-show', { dayId: DEMO_DAY, performerId: waivedUid }), waived.record);
    }
  }
  const paidUid = await accountUidForTel(demoPerformerTel(5));
  if (!paidUid) return;
  const id = penaltyIdFor('late-cancellation', { dayId: DEMO_DAY, performerId: paidUid });
  const late = newPenalty(
    {
      performerId: paidUid,
      kind: 'late-cancellation',
      evidence: { dayId: DEMO_DAY, production: 'The Night Shift', dates },
    },
    { by: 'system', byUid: null, now },
  );
  await seedPenalty(id, late);
  const intent = await payPenalties(
    { uid: paidUid, role: 'Performer' },
    { penaltyIds: [id] },
    'demo-penalty-paid',
  ).catch((error: unknown) => {
    // Seeded before: a paid penalty is not paid twice.
    if (apiErrorCode(error) === 'conflict') return undefined;
    throw error;
  });
  if (!intent) return;
  const record = await commissionRecordOf(intent.commissionId);
  if (!record?.paymentIntentId || record.status !== 'pending') return;
  const at = Math.floor(Date.now() / 1000);
  await applySignal(intent.commissionId, {
    kind: 'succeeded',
    intentId: record.paymentIntentId,
    at,
    amount: record.totalCents,
    currency: 'cad',
  });
}
