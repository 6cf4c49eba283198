import { describe, expect, it } from 'vitest';
import { computePayment } from './money';
import {
  applyPenaltyEvent,
  isPayablePenalty,
  newPenalty,
  penaltyIdFor,
  type PenaltyActor,
  type PenaltyEvent,
  type PenaltyRecord,
} from './penalty-state';

const now = new Date('2026-06-12T22:00:00Z');
const as = (by: PenaltyActor) => ({ by, byUid: by === 'system' ? null : `${by}-uid`, now });
const owing = () =>
  newPenalty({ performerId: 'p1', kind: 'late-cancellation', evidence: { dayId: 'd1' } }, as('system'));

function run(record: PenaltyRecord, event: PenaltyEvent, by: PenaltyActor): PenaltyRecord {
  const result = applyPenaltyEvent(record, event, as(by));
  if (!result.ok) throw new Error(`${event.kind} refused: ${result.reason}`);
  return result.record;
}

const refusal = (record: PenaltyRecord, event: PenaltyEvent, by: PenaltyActor) => {
  const result = applyPenaltyEvent(record, event, as(by));
  return result.ok ? 'allowed' : result.code;
};

describe('penalty state', () => {
  it('starts owing at $25 with the reason of its kind and a history entry', () => {
    const record = owing();
    expect(record).toMatchObject({ state: 'owing', amountCents: 2500, answer: null, paymentId: null });
    expect(record.reason).toContain('24 hours');
    expect(record.history).toEqual([{ event: 'record', by: 'system', byUid: null, at: now.toISOString() }]);
  });

  it('gives one id per case', () => {
    expect(penaltyIdFor('late-cancellation', { dayId: 'd1', performerId: 'p1' })).toBe('late-cancellation-d1-p1');
    expect(penaltyIdFor('no-show', { dayId: 'd1', performerId: 'p1' })).toBe('no-show-d1-p1');
    expect(penaltyIdFor('late-commission', { commissionId: 'c1', performerId: 'p1' })).toBe('late-commission-c1');
    expect(penaltyIdFor('false-information', { performerId: 'p1', caseId: 'x' })).toBe('false-information-p1-x');
  });

  it('takes the performer’s one answer, and refuses a second or an empty one', () => {
    const answered = run(owing(), { kind: 'answer', text: ' My child was taken to hospital ' }, 'performer');
    expect(answered.answer).toEqual({ text: 'My child was taken to hospital', at: now.toISOString() });
    expect(answered.state).toBe('owing');
    expect(refusal(answered, { kind: 'answer', text: 'again' }, 'performer')).toBe('conflict');
    expect(refusal(owing(), { kind: 'answer', text: '  ' }, 'performer')).toBe('conflict');
    expect(refusal(owing(), { kind: 'answer', text: 'x' }, 'admin')).toBe('forbidden');
  });

  it('is waived by an Admin with a note, and waived is final', () => {
    const waived = run(owing(), { kind: 'waive', note: 'Hospital letter seen' }, 'admin');
    expect(waived).toMatchObject({ state: 'waived', waiver: { note: 'Hospital letter seen', byUid: 'admin-uid' } });
    expect(waived.history.at(-1)).toMatchObject({ event: 'waive', by: 'admin', note: 'Hospital letter seen' });
    expect(refusal(owing(), { kind: 'waive', note: ' ' }, 'admin')).toBe('conflict');
    expect(refusal(owing(), { kind: 'waive', note: 'x' }, 'performer')).toBe('forbidden');
    expect(refusal(owing(), { kind: 'waive', note: 'x' }, 'system')).toBe('forbidden');
    expect(refusal(waived, { kind: 'answer', text: 'x' }, 'performer')).toBe('conflict');
    expect(refusal(waived, { kind: 'hold', paymentId: 'c1' }, 'system')).toBe('conflict');
  });

  it('is confirmed by an Admin only after the answer, once', () => {
    expect(refusal(owing(), { kind: 'confirm' }, 'admin')).toBe('conflict');
    const answered = run(owing(), { kind: 'answer', text: 'Bus strike' }, 'performer');
    expect(refusal(answered, { kind: 'confirm' }, 'performer')).toBe('forbidden');
    const confirmed = run(answered, { kind: 'confirm', note: 'No proof' }, 'admin');
    expect(confirmed).toMatchObject({ state: 'owing', confirmed: { note: 'No proof' } });
    expect(refusal(confirmed, { kind: 'confirm' }, 'admin')).toBe('conflict');
    expect(run(confirmed, { kind: 'waive', note: 'Changed my mind' }, 'admin').state).toBe('waived');
  });

  it('is paid only by the payment that holds it, once', () => {
    expect(refusal(owing(), { kind: 'hold', paymentId: 'c1' }, 'performer')).toBe('forbidden');
    expect(refusal(owing(), { kind: 'pay', paymentId: 'c1' }, 'admin')).toBe('forbidden');
    expect(refusal(owing(), { kind: 'pay', paymentId: 'c1' }, 'system')).toBe('conflict');
    const held = run(owing(), { kind: 'hold', paymentId: 'c1' }, 'system');
    expect(isPayablePenalty(held)).toBe(false);
    expect(applyPenaltyEvent(held, { kind: 'hold', paymentId: 'c1' }, as('system'))).toMatchObject({ changed: false });
    expect(refusal(held, { kind: 'hold', paymentId: 'c2' }, 'system')).toBe('conflict');
    expect(refusal(held, { kind: 'waive', note: 'x' }, 'admin')).toBe('conflict');
    expect(refusal(held, { kind: 'pay', paymentId: 'c2' }, 'system')).toBe('conflict');
    const paid = run(held, { kind: 'pay', paymentId: 'c1' }, 'system');
    expect(paid).toMatchObject({ state: 'paid', paidAt: now.toISOString(), paymentId: 'c1' });
    expect(applyPenaltyEvent(paid, { kind: 'pay', paymentId: 'c1' }, as('system'))).toMatchObject({ changed: false });
    expect(refusal(paid, { kind: 'pay', paymentId: 'c2' }, 'system')).toBe('conflict');
    expect(refusal(paid, { kind: 'waive', note: 'x' }, 'admin')).toBe('conflict');
  });

  it('is let go only by the abandoned payment holding it, and a released payment can pay nothing', () => {
    const held = run(owing(), { kind: 'hold', paymentId: 'c1' }, 'system');
    expect(refusal(held, { kind: 'release', paymentId: 'c1' }, 'admin')).toBe('forbidden');
    expect(applyPenaltyEvent(held, { kind: 'release', paymentId: 'c2' }, as('system'))).toMatchObject({
      changed: false,
    });
    const free = run(held, { kind: 'release', paymentId: 'c1' }, 'system');
    expect(free).toMatchObject({ state: 'owing', paymentId: null });
    expect(isPayablePenalty(free)).toBe(true);
    expect(refusal(free, { kind: 'pay', paymentId: 'c1' }, 'system')).toBe('conflict');
    const paid = run(
      run(free, { kind: 'hold', paymentId: 'c2' }, 'system'),
      { kind: 'pay', paymentId: 'c2' },
      'system',
    );
    expect(applyPenaltyEvent(paid, { kind: 'release', paymentId: 'c2' }, as('system'))).toMatchObject({
      changed: false,
      record: { state: 'paid', paymentId: 'c2' },
    });
  });
});

describe('computePayment', () => {
  it('adds penalties to the commission and its HST, without HST on them', () => {
    expect(computePayment(20_000, 10, [2500, 2500])).toEqual({
      grossCents: 20_000,
      ratePercent: 10,
      commissionCents: 2000,
      hstCents: 260,
      penaltiesCents: 5000,
      totalCents: 7260,
    });
    expect(computePayment(0, 0, [2500]).totalCents).toBe(2500);
    expect(() => computePayment(100, 10, [1.5])).toThrow(RangeError);
  });
});
