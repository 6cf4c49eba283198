import { describe, expect, it } from 'vitest';
import {
  applyParticipantEvent,
  isNoShowOn,
  newParticipant,
  type ParticipantEvent,
  type ParticipantRecord,
  type TransitionContext,
} from './participant-state';

const now = new Date('2026-12-01T15:00:00Z');
const casting: TransitionContext = { by: 'casting', byUid: 'c1', now };
const performer: TransitionContext = { by: 'performer', byUid: 'p1', now };
const fields = {
  dayId: 'd1',
  projectId: 'pr1',
  castingId: 'c1',
  performerId: 'p1',
  roleId: 'r1',
  dates: ['2026-12-03'],
};

function run(record: ParticipantRecord, ...steps: [ParticipantEvent, TransitionContext][]): ParticipantRecord {
  return steps.reduce((current, [event, context]) => {
    const result = applyParticipantEvent(current, event, context);
    if (!result.ok) throw new Error(`${event.kind}: ${result.reason}`);
    return result.record;
  }, record);
}

const asked = () => run(newParticipant(fields, casting), [{ kind: 'ask', deadline: '2026-12-02T15:00:00Z' }, casting]);
const booked = () =>
  run(asked(), [{ kind: 'answer', available: true }, performer], [{ kind: 'book', slotsLeft: 1 }, casting]);

describe('the participant booking loop', () => {
  it('goes selected -> asked -> available -> booked, recording who and when', () => {
    const record = booked();
    expect(record.status).toBe('booked');
    expect(record.history.map((entry) => [entry.event, entry.to, entry.by])).toEqual([
      ['select', 'selected', 'casting'],
      ['ask', 'asked', 'casting'],
      ['answer', 'available', 'performer'],
      ['book', 'booked', 'casting'],
    ]);
    expect(record.answeredBy).toBe('performer');
  });

  it('refuses answering twice, after the deadline, or by casting', () => {
    const answered = run(asked(), [{ kind: 'answer', available: false }, performer]);
    expect(applyParticipantEvent(answered, { kind: 'answer', available: true }, performer)).toMatchObject({
      ok: false,
      code: 'conflict',
    });
    const late = { ...performer, now: new Date('2026-12-02T15:00:01Z') };
    expect(applyParticipantEvent(asked(), { kind: 'answer', available: true }, late)).toMatchObject({ code: 'gone' });
    expect(applyParticipantEvent(asked(), { kind: 'answer', available: true }, casting)).toMatchObject({
      code: 'forbidden',
    });
  });

  it('never books over the slots, and books only available or standby performers', () => {
    const available = run(asked(), [{ kind: 'answer', available: true }, performer]);
    expect(applyParticipantEvent(available, { kind: 'book', slotsLeft: 0 }, casting)).toMatchObject({
      ok: false,
      reason: 'This role is full',
    });
    expect(applyParticipantEvent(asked(), { kind: 'book', slotsLeft: 3 }, casting)).toMatchObject({ ok: false });
  });

  it('expires unanswered requests only once the deadline has passed', () => {
    expect(applyParticipantEvent(asked(), { kind: 'expire' }, { ...casting, by: 'system' })).toMatchObject({
      ok: false,
    });
    const later = { by: 'system' as const, byUid: null, now: new Date('2026-12-02T16:00:00Z') };
    expect(applyParticipantEvent(asked(), { kind: 'expire' }, later)).toMatchObject({ ok: true });
  });

  it('records the $25 penalty for a performer cancelling under 24 hours before the call, not for casting', () => {
    const cancel = (hoursBefore: number, context: TransitionContext) =>
      applyParticipantEvent(
        booked(),
        { kind: 'cancel', callStartsAt: new Date(now.getTime() + hoursBefore * 3_600_000).toISOString() },
        context,
      );
    expect(cancel(23, performer)).toMatchObject({
      ok: true,
      record: { penaltyCents: 2500, penaltyReason: 'late-cancellation' },
    });
    expect(cancel(25, performer)).toMatchObject({ ok: true, record: { penaltyCents: 0 } });
    expect(cancel(2, casting)).toMatchObject({ ok: true, record: { penaltyCents: 0, cancelledBy: 'casting' } });
  });

  it('marks a final call time changed after it was sent, and needs a new acknowledgement', () => {
    let record = run(
      booked(),
      [{ kind: 'send-call-time', which: 'final', time: '06:30' }, casting],
      [{ kind: 'acknowledge-call-time', which: 'final' }, performer],
    );
    expect(record.finalCallTime).toMatchObject({ time: '06:30', changed: false });
    expect(record.finalCallTime?.acknowledgedAt).not.toBeNull();
    record = run(record, [{ kind: 'send-call-time', which: 'final', time: '07:00' }, casting]);
    expect(record.finalCallTime).toMatchObject({ time: '07:00', changed: true, acknowledgedAt: null });
    expect(
      applyParticipantEvent(record, { kind: 'send-call-time', which: 'draft', time: '05:00' }, casting),
    ).toMatchObject({
      ok: false,
    });
  });

  it('blacklists from any open status, and only Admin waives a penalty', () => {
    expect(run(asked(), [{ kind: 'blacklist', reason: 'Photos on set' }, casting]).status).toBe('blacklisted');
    const noShow = run(booked(), [{ kind: 'mark-no-show' }, casting]);
    expect(noShow.penaltyCents).toBe(2500);
    expect(applyParticipantEvent(noShow, { kind: 'waive-penalty' }, casting)).toMatchObject({ code: 'forbidden' });
    expect(run(noShow, [{ kind: 'waive-penalty' }, { by: 'admin', byUid: 'a1', now }]).penaltyWaived).toBe(true);
  });

  it('marks a no-show per date on a several-date day: booked until every date is missed, one penalty', () => {
    const twoDates = { ...booked(), dates: ['2026-12-03', '2026-12-04'] };
    const first = run(twoDates, [{ kind: 'mark-no-show', date: '2026-12-03' }, casting]);
    expect(first).toMatchObject({ status: 'booked', noShowDates: ['2026-12-03'], penaltyCents: 2500 });
    expect(isNoShowOn(first, '2026-12-03')).toBe(true);
    expect(isNoShowOn(first, '2026-12-04')).toBe(false);
    expect(applyParticipantEvent(first, { kind: 'mark-no-show', date: '2026-12-03' }, casting)).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(applyParticipantEvent(first, { kind: 'mark-no-show', date: '2026-12-05' }, casting)).toMatchObject({
      ok: false,
    });
    const both = run(first, [{ kind: 'mark-no-show', date: '2026-12-04' }, casting]);
    expect(both).toMatchObject({ status: 'no-show', noShowDates: ['2026-12-03', '2026-12-04'], penaltyCents: 2500 });
  });

  it('marks a worked day commission-paid once, only from the payment (system), even in a final status', () => {
    const system = { by: 'system' as const, byUid: null, now };
    const worked = run(booked(), [{ kind: 'mark-worked' }, casting]);
    expect(applyParticipantEvent(worked, { kind: 'pay-commission' }, casting)).toMatchObject({ code: 'forbidden' });
    const paid = run(worked, [{ kind: 'pay-commission' }, system]);
    expect(paid).toMatchObject({ status: 'worked', commissionPaid: true });
    expect(paid.history.at(-1)).toMatchObject({ event: 'pay-commission', from: 'worked', to: 'worked', by: 'system' });
    expect(applyParticipantEvent(paid, { kind: 'pay-commission' }, system)).toMatchObject({ ok: true, changed: false });
  });

  it('offers a freed slot to a standby performer, who accepts within the deadline', () => {
    const standby = run(
      asked(),
      [{ kind: 'answer', available: true }, performer],
      [{ kind: 'standby', rank: 1 }, casting],
      [
        { kind: 'offer', deadline: '2026-12-01T18:00:00Z' },
        { by: 'system', byUid: null, now },
      ],
    );
    expect(standby.status).toBe('offered');
    expect(run(standby, [{ kind: 'accept-offer', slotsLeft: 1 }, performer]).status).toBe('booked');
    expect(run(standby, [{ kind: 'decline-offer' }, performer]).status).toBe('released');
  });
});
