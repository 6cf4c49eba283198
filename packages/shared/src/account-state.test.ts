import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATES,
  accountOf,
  keptFromWork,
  applyAccountEvent,
  newAccountRecord,
  performerCapabilityOf,
  performerMay,
  performerRefusal,
  reachableForWork,
  type AccountActor,
  type AccountEvent,
  type AccountRecord,
  type AccountState,
} from './account-state';

// 2026-03-08 04:00 UTC is still March 7 in Toronto (the clock change's night).
const now = new Date('2026-03-08T04:00:00Z');
const at = (by: AccountActor, when = now) => ({ by, byUid: by === 'system' ? null : `${by}-uid`, now: when });
const inState = (state: AccountState): AccountRecord => ({
  ...newAccountRecord(state),
  ...(state === 'suspended'
    ? { suspension: { reason: 'no-show', note: 'Missed a call', until: '2026-03-10', at: now.toISOString() } }
    : {}),
});

const suspend: AccountEvent = { kind: 'suspend', reason: 'production-complaint', note: 'Left set early', until: null };
const EVENTS: { event: AccountEvent; by: AccountActor; from: AccountState[]; to: AccountState }[] = [
  { event: { kind: 'verify-email' }, by: 'system', from: ['pending-verification'], to: 'active' },
  { event: suspend, by: 'admin', from: ['active'], to: 'suspended' },
  { event: { kind: 'reinstate' }, by: 'admin', from: ['suspended'], to: 'active' },
  {
    event: { kind: 'end-agreement' },
    by: 'performer',
    from: ['pending-verification', 'active', 'suspended'],
    to: 'deactivated',
  },
  {
    event: { kind: 'end-cooperation', reason: 'conduct-on-set', note: 'Repeated complaints' },
    by: 'admin',
    from: ['pending-verification', 'active', 'suspended'],
    to: 'deactivated',
  },
  { event: { kind: 'reactivate' }, by: 'admin', from: ['deactivated'], to: 'active' },
  {
    event: { kind: 'purge-personal-data', note: 'Past the retention period' },
    by: 'system',
    from: ['deactivated'],
    to: 'deactivated',
  },
];

describe('the account state machine', () => {
  for (const { event, by, from, to } of EVENTS) {
    for (const state of ACCOUNT_STATES) {
      const allowed = from.includes(state);
      const unchanged = state === to && event.kind !== 'suspend';
      it(`${event.kind} by ${by} from ${state}: ${allowed ? `→ ${to}` : unchanged ? 'no change' : 'refused'}`, () => {
        const result = applyAccountEvent(inState(state), event, at(by));
        if (allowed) {
          expect(result).toMatchObject({ ok: true, changed: true, record: { state: to } });
          if (!result.ok) return;
          expect(result.record.history.at(-1)).toMatchObject({ event: event.kind, from: state, to, by });
        } else if (unchanged) {
          expect(result).toMatchObject({ ok: true, changed: false, record: { state } });
        } else {
          expect(result).toMatchObject({ ok: false, code: 'conflict' });
        }
      });
    }
  }

  it('marks a purge once, and refuses every later change of a purged account', () => {
    const purge: AccountEvent = { kind: 'purge-personal-data', note: 'Past the retention period' };
    const purged = applyAccountEvent(inState('deactivated'), purge, at('system'));
    expect(purged).toMatchObject({
      ok: true,
      changed: true,
      record: { state: 'deactivated', purge: { at: now.toISOString(), step: 'personal-data-removed' } },
    });
    if (!purged.ok) return;
    expect(purged.record.history.at(-1)).toMatchObject({
      by: 'system',
      byUid: null,
      note: 'Past the retention period',
    });
    expect(applyAccountEvent(purged.record, purge, at('system'))).toMatchObject({ ok: true, changed: false });
    expect(applyAccountEvent(purged.record, { kind: 'reactivate' }, at('admin'))).toMatchObject({
      ok: false,
      code: 'conflict',
    });
  });

  it('refuses each event to everyone but its actor', () => {
    for (const { event, by } of EVENTS) {
      for (const other of (['performer', 'admin', 'system'] as const).filter((actor) => actor !== by)) {
        expect(applyAccountEvent(inState('active'), event, at(other))).toMatchObject({ ok: false, code: 'forbidden' });
      }
    }
  });

  it('records a suspension with its reason, note and last day, and clears it on reinstatement', () => {
    const result = applyAccountEvent(inState('active'), { ...suspend, until: '2026-03-20' }, at('admin'));
    expect(result).toMatchObject({
      ok: true,
      record: { suspension: { reason: 'production-complaint', note: 'Left set early', until: '2026-03-20' } },
    });
    if (!result.ok) return;
    const lifted = applyAccountEvent(result.record, { kind: 'reinstate' }, at('admin'));
    expect(lifted).toMatchObject({ ok: true, record: { state: 'active', suspension: null } });
    if (lifted.ok) expect(lifted.record.history.map((entry) => entry.event)).toEqual(['suspend', 'reinstate']);
  });

  it('refuses a suspension until today or earlier (Toronto dates), an unknown reason and an empty note', () => {
    // In Toronto it is still March 7: a suspension until March 7 ends today, so it is refused; March 8 is accepted.
    expect(applyAccountEvent(inState('active'), { ...suspend, until: '2026-03-07' }, at('admin'))).toMatchObject({
      ok: false,
      code: 'bad-request',
      reason: 'A suspension ends on a later day than today',
    });
    expect(applyAccountEvent(inState('active'), { ...suspend, until: '2026-03-08' }, at('admin'))).toMatchObject({
      ok: true,
    });
    const unknown = { ...suspend, reason: 'bad-hair-day' } as unknown as AccountEvent;
    expect(applyAccountEvent(inState('active'), unknown, at('admin'))).toMatchObject({
      ok: false,
      reason: 'Choose a reason from the list',
    });
    expect(applyAccountEvent(inState('active'), { ...suspend, note: '  ' }, at('admin'))).toMatchObject({
      ok: false,
      reason: 'Add a note the performer will read',
    });
  });

  it('ends a suspension with a last day on the day after it, not before', () => {
    const ends: AccountEvent = { kind: 'suspension-ends' };
    // Suspended until March 10 (Toronto): still on during the 10th, over on the 11th.
    expect(applyAccountEvent(inState('suspended'), ends, at('system', new Date('2026-03-11T03:59:00Z')))).toMatchObject(
      { ok: false, code: 'conflict' },
    );
    expect(applyAccountEvent(inState('suspended'), ends, at('system', new Date('2026-03-11T04:00:00Z')))).toMatchObject(
      { ok: true, record: { state: 'active' } },
    );
    const open = { ...inState('suspended'), suspension: { ...inState('suspended').suspension!, until: null } };
    expect(applyAccountEvent(open, ends, at('system', new Date('2027-01-01T12:00:00Z')))).toMatchObject({ ok: false });
  });

  it('keeps who ended the agreement, and lets only an active account be reached for work', () => {
    const ended = applyAccountEvent(inState('active'), { kind: 'end-agreement', note: 'Moving' }, at('performer'));
    expect(ended).toMatchObject({
      ok: true,
      record: { deactivation: { by: 'performer', reason: null, note: 'Moving' } },
    });
    expect(ACCOUNT_STATES.filter(reachableForWork)).toEqual(['active']);
    expect(performerMay('deactivated', 'pay')).toBe(true);
    expect(performerMay('deactivated', 'invoices')).toBe(true);
    expect(performerMay('deactivated', 'vouchers')).toBe(true);
    expect(performerMay('deactivated', 'profile')).toBe(false);
    expect(performerMay('deactivated', 'work')).toBe(false);
    expect(performerMay('suspended', 'work')).toBe(false);
    expect(performerMay('active', 'work')).toBe(true);
  });

  it('reads an account stored before the states by its e-mail', () => {
    expect(ACCOUNT_STATES.filter(keptFromWork)).toEqual(['suspended', 'deactivated']);
    expect(accountOf({ emailVerified: true }).state).toBe('active');
    expect(accountOf({ emailVerified: false }).state).toBe('pending-verification');
    expect(accountOf({ emailVerified: true, account: inState('suspended') }).state).toBe('suspended');
  });

  it('gates performer routes: paying, invoices and vouchers stay open to a deactivated performer', () => {
    expect(performerCapabilityOf('/performer/commissions')).toBe('pay');
    expect(performerCapabilityOf('/performer/stripe/create-payment-intent')).toBe('pay');
    // The commission form's pre-filled days: what a deactivated performer still owes is paid from them.
    expect(performerCapabilityOf('/performer/worked-days')).toBe('pay');
    expect(performerCapabilityOf('/performer/commissions/:id/invoice.pdf')).toBe('invoices');
    expect(performerCapabilityOf('/performer/vouchers/:voucherId/voucher.pdf')).toBe('vouchers');
    expect(performerCapabilityOf('/performer/bookings/:dayId/answer')).toBe('work');
    expect(performerCapabilityOf('/performer/open-calls')).toBe('work');
    expect(performerCapabilityOf('/performer/update-profile')).toBe('profile');
    expect(performerCapabilityOf('/auth/me')).toBe('account');
    expect(performerRefusal('suspended', 'work')).toMatch(/suspended/);
    expect(performerRefusal('suspended', 'profile')).toBeUndefined();
    expect(performerRefusal('deactivated', 'profile')).toMatch(/agreement has ended/);
    expect(performerRefusal('deactivated', 'pay')).toBeUndefined();
    expect(performerRefusal('deactivated', 'account')).toBeUndefined();
    expect(performerRefusal('active', 'work')).toBeUndefined();
  });
});
