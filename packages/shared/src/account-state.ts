/**
 * A performer's account over its whole life, as pure functions over its record so the server's
 * routes, the scheduled jobs and the pages apply the same rules (issue 40). The server runs each
 * event in a transaction and records who did it, when and why; the history is never rewritten.
 *
 *   pending-verification --verify-email (system)--> active
 *   active --suspend (Admin: a reason, a note, until a date or until lifted)--> suspended
 *   suspended --reinstate (Admin) | suspension-ends (system, on its date)--> active
 *   pending-verification | active | suspended --end-agreement (the performer)--> deactivated
 *   pending-verification | active | suspended --end-cooperation (Admin, with a reason)--> deactivated
 *   deactivated --reactivate (Admin: the performer comes back)--> active
 *   deactivated --purge-personal-data (system, past the retention period)--> deactivated, purged for good
 *
 * Only an active account is searched, asked, booked or alerted. A deactivated performer may still
 * sign in to pay what they owe and read their invoices and vouchers, and nothing else.
 */
import { agencyToday } from './dates';

export const ACCOUNT_STATES = ['pending-verification', 'active', 'suspended', 'deactivated'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  'pending-verification': 'Pending verification',
  active: 'Active',
  suspended: 'Suspended',
  deactivated: 'Deactivated',
};

/** Why the agency suspends or ends cooperation (the agreement's violations and production complaints). */
export const ACCOUNT_ACTION_REASONS = [
  'production-complaint',
  'no-show',
  'unpaid-commission',
  'false-information',
  'conduct-on-set',
  'other',
] as const;
export type AccountActionReason = (typeof ACCOUNT_ACTION_REASONS)[number];

export const ACCOUNT_ACTION_REASON_LABELS: Record<AccountActionReason, string> = {
  'production-complaint': 'A production’s complaint',
  'no-show': 'Did not come to a booking',
  'unpaid-commission': 'Commission left unpaid',
  'false-information': 'False information given to the agency',
  'conduct-on-set': 'Conduct on set',
  other: 'Another violation of the agreement',
};

/** Longest note an Admin or performer types with a change. */
export const ACCOUNT_NOTE_MAX = 1000;

export type AccountActor = 'performer' | 'admin' | 'system';

export type AccountEvent =
  | { kind: 'verify-email' }
  | { kind: 'suspend'; reason: AccountActionReason; note: string; until: string | null }
  | { kind: 'reinstate'; note?: string }
  | { kind: 'suspension-ends' }
  | { kind: 'end-agreement'; note?: string }
  | { kind: 'end-cooperation'; reason: AccountActionReason; note: string }
  | { kind: 'reactivate'; note?: string }
  /** The retention job deleted the personal data (retention.ts): the account stays deactivated, for good. */
  | { kind: 'purge-personal-data'; note: string };

export interface AccountHistoryEntry {
  event: AccountEvent['kind'];
  from: AccountState;
  to: AccountState;
  by: AccountActor;
  byUid: string | null;
  at: string;
  reason?: AccountActionReason;
  note?: string;
  /** A suspension's last day (Toronto date), when it has one. */
  until?: string | null;
}

export interface AccountSuspension {
  reason: AccountActionReason;
  note: string;
  /** The last day of the suspension (Toronto date); null until an Admin lifts it. */
  until: string | null;
  at: string;
}

export interface AccountDeactivation {
  by: 'performer' | 'admin';
  reason: AccountActionReason | null;
  note: string | null;
  at: string;
}

/**
 * The retention job's marker (issue 40), written with the Firestore changes it makes: `personal-data-removed`
 * once the user document is reduced to the name, `done` once Storage, sign-in and the other records are gone.
 */
export interface AccountPurge {
  at: string;
  step: 'personal-data-removed' | 'done';
}

/** The account part of `users/{uid}`. */
export interface AccountRecord {
  state: AccountState;
  suspension: AccountSuspension | null;
  deactivation: AccountDeactivation | null;
  history: AccountHistoryEntry[];
  /** Set once the personal data was deleted after the retention period (absent: never purged). */
  purge?: AccountPurge | null;
}

export interface AccountContext {
  by: AccountActor;
  byUid: string | null;
  now: Date;
}

export type AccountTransition =
  | { ok: true; record: AccountRecord; changed: boolean }
  | { ok: false; code: 'conflict' | 'forbidden' | 'bad-request'; reason: string };

/** What the performer's own pages read of their account: the state and why, without the history. */
export type AccountStanding = Pick<AccountRecord, 'state' | 'suspension' | 'deactivation'>;

export const standingOf = ({ state, suspension, deactivation }: AccountRecord): AccountStanding => ({
  state,
  suspension,
  deactivation,
});

export const newAccountRecord = (state: AccountState = 'pending-verification'): AccountRecord => ({
  state,
  suspension: null,
  deactivation: null,
  history: [],
});

export function whoMayChangeAccount(event: AccountEvent): readonly AccountActor[] {
  switch (event.kind) {
    case 'verify-email':
    case 'suspension-ends':
    case 'purge-personal-data':
      return ['system'];
    case 'end-agreement':
      return ['performer'];
    case 'suspend':
    case 'reinstate':
    case 'end-cooperation':
    case 'reactivate':
      return ['admin'];
  }
}

/** The states each event starts from, and where it leads. */
const MOVES: Record<AccountEvent['kind'], { from: readonly AccountState[]; to: AccountState }> = {
  'verify-email': { from: ['pending-verification'], to: 'active' },
  suspend: { from: ['active'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'active' },
  'suspension-ends': { from: ['suspended'], to: 'active' },
  'end-agreement': { from: ['pending-verification', 'active', 'suspended'], to: 'deactivated' },
  'end-cooperation': { from: ['pending-verification', 'active', 'suspended'], to: 'deactivated' },
  reactivate: { from: ['deactivated'], to: 'active' },
  'purge-personal-data': { from: ['deactivated'], to: 'deactivated' },
};

const refuse = (code: 'conflict' | 'forbidden' | 'bad-request', reason: string): AccountTransition => ({
  ok: false,
  code,
  reason,
});

const ALREADY: Record<AccountState, string> = {
  'pending-verification': 'This account has not verified its e-mail yet',
  active: 'This account is already active',
  suspended: 'This account is suspended',
  deactivated: 'This account is deactivated',
};

function checkInput(event: AccountEvent, today: string): string | undefined {
  const note = 'note' in event ? (event.note ?? '') : '';
  if (note.length > ACCOUNT_NOTE_MAX) return `The note must be at most ${ACCOUNT_NOTE_MAX} characters`;
  if (event.kind === 'suspend' || event.kind === 'end-cooperation') {
    if (!(ACCOUNT_ACTION_REASONS as readonly string[]).includes(event.reason)) return 'Choose a reason from the list';
    if (!event.note.trim()) return 'Add a note the performer will read';
  }
  if (event.kind === 'suspend' && event.until !== null && event.until <= today) {
    return 'A suspension ends on a later day than today';
  }
  return undefined;
}

/** Applies one event, or says why it is refused. The same event applied twice changes nothing. */
export function applyAccountEvent(
  record: AccountRecord,
  event: AccountEvent,
  context: AccountContext,
): AccountTransition {
  if (!whoMayChangeAccount(event).includes(context.by)) return refuse('forbidden', 'You cannot make this change');
  const today = agencyToday(context.now);
  const problem = checkInput(event, today);
  if (problem) return refuse('bad-request', problem);
  const move = MOVES[event.kind];
  if (record.purge) {
    if (event.kind === 'purge-personal-data') return { ok: true, changed: false, record };
    return refuse('conflict', 'This account’s personal data was deleted after the retention period');
  }
  const staysIn = event.kind === 'suspend' || event.kind === 'purge-personal-data';
  if (record.state === move.to && !staysIn) return { ok: true, changed: false, record };
  if (!move.from.includes(record.state)) return refuse('conflict', ALREADY[record.state]);
  if (event.kind === 'suspension-ends' && !suspensionOver(record, today)) {
    return refuse('conflict', 'The suspension has not ended yet');
  }
  return { ok: true, changed: true, record: moved(record, event, context, move.to) };
}

function moved(record: AccountRecord, event: AccountEvent, context: AccountContext, to: AccountState): AccountRecord {
  const at = context.now.toISOString();
  const note = 'note' in event && event.note?.trim() ? event.note.trim() : undefined;
  const reason = 'reason' in event ? event.reason : undefined;
  const entry: AccountHistoryEntry = {
    event: event.kind,
    from: record.state,
    to,
    by: context.by,
    byUid: context.byUid,
    at,
    ...(reason ? { reason } : {}),
    ...(note ? { note } : {}),
    ...(event.kind === 'suspend' ? { until: event.until } : {}),
  };
  return {
    state: to,
    suspension: event.kind === 'suspend' ? { reason: event.reason, note: note ?? '', until: event.until, at } : null,
    deactivation: deactivationOf(event, note, at) ?? (to === 'deactivated' ? record.deactivation : null),
    history: [...record.history, entry],
    ...(event.kind === 'purge-personal-data' ? { purge: { at, step: 'personal-data-removed' as const } } : {}),
  };
}

function deactivationOf(event: AccountEvent, note: string | undefined, at: string): AccountDeactivation | undefined {
  if (event.kind === 'end-agreement') return { by: 'performer', reason: null, note: note ?? null, at };
  if (event.kind === 'end-cooperation') return { by: 'admin', reason: event.reason, note: note ?? null, at };
  return undefined;
}

/** A suspension with a last day is over the day after it (Toronto dates). */
export function suspensionOver(record: AccountRecord, today: string): boolean {
  const until = record.suspension?.until;
  return record.state === 'suspended' && typeof until === 'string' && until < today;
}

/** Only an active performer is searched, asked, booked, sent open calls or alerted. */
export const reachableForWork = (state: AccountState): boolean => state === 'active';

/** What a performer may still do in each state (the routes' and the menus' rule). */
export type PerformerCapability = 'profile' | 'work' | 'pay' | 'invoices' | 'vouchers' | 'export';

const CAPABILITIES: Record<AccountState, readonly PerformerCapability[]> = {
  'pending-verification': [],
  active: ['profile', 'work', 'pay', 'invoices', 'vouchers', 'export'],
  suspended: ['profile', 'pay', 'invoices', 'vouchers', 'export'],
  deactivated: ['pay', 'invoices', 'vouchers', 'export'],
};

export const performerMay = (state: AccountState, capability: PerformerCapability): boolean =>
  CAPABILITIES[state].includes(capability);

/** The account of a stored user: one made before account states reads as its e-mail says. */
export const accountOf = (user: { account?: AccountRecord | null; emailVerified: boolean }): AccountRecord =>
  user.account ?? newAccountRecord(user.emailVerified ? 'active' : 'pending-verification');

/**
 * What each performer route is for, by its path (the one table the router reads, so a new route is
 * gated without its own check): paying, invoices and vouchers stay open to a deactivated performer;
 * `account` routes (who is signed in, ending the agreement) to every state; the rest is work.
 */
const ROUTE_CAPABILITIES: readonly (readonly [RegExp, PerformerCapability | 'account'])[] = [
  [/^\/auth\//, 'account'],
  [/^\/performer\/get-user$/, 'account'],
  [/^\/performer\/end-agreement$/, 'account'],
  [/^\/performer\/commissions\/[^/]+\/(invoice\.pdf|email-invoice)$/, 'invoices'],
  [/^\/performer\/(commissions|stripe|penalties|pay-arrivals|worked-days)(\/|$)/, 'pay'],
  [/^\/performer\/vouchers(\/|$)/, 'vouchers'],
  [/^\/(performer\/update-profile|performer\/support|performer\/text-settings|performer\/activation-test)$/, 'profile'],
  [/^\/cdn\//, 'profile'],
];

/** The capability a performer's call to `path` (as declared, `:params` included) needs; `account`: any state. */
export function performerCapabilityOf(path: string): PerformerCapability | 'account' {
  return ROUTE_CAPABILITIES.find(([pattern]) => pattern.test(path))?.[1] ?? 'work';
}

/** Why a performer in `state` is refused a route, said to them (undefined: allowed). */
export function performerRefusal(state: AccountState, needs: PerformerCapability | 'account'): string | undefined {
  if (needs === 'account' || state === 'pending-verification' || performerMay(state, needs)) return undefined;
  return state === 'suspended'
    ? 'Your account is suspended: you cannot be booked or take work until it is reinstated. You can still pay what you owe and read your invoices and vouchers.'
    : 'Your agreement has ended: you can still pay what you owe and read your invoices and vouchers.';
}

/**
 * Whether search, asking, booking, open calls and alerts leave the performer out: a suspended or
 * deactivated account. An account still `pending-verification` (an unverified e-mail, read from
 * users stored before the states) is not kept out here: login refuses it, as before.
 */
export const keptFromWork = (state: AccountState): boolean =>
  !reachableForWork(state) && state !== 'pending-verification';
