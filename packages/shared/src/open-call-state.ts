/**
 * Open calls (issue 23): a role of a production day posted for performers who fit it to put
 * themselves forward. Two small state machines as pure functions, applied by the server inside the
 * transaction that stores the change (as `participant-state.ts` is):
 *
 *   call:        open <-> paused (casting)          open | paused -> closed (casting, its closing
 *                time, or its day or role deleted); closed is final.
 *   submission:  submitted -> withdrawn (the performer, while the call takes submissions)
 *                withdrawn -> submitted (the performer again, while the call takes submissions)
 *                submitted -> selected (casting: the performer joins the role's candidates)
 *                submitted -> not-selected (the call closed without choosing them; they are told)
 */

export const OPEN_CALLS_COLLECTION = 'openCalls';
export const OPEN_CALL_SUBMISSIONS_COLLECTION = 'openCallSubmissions';

export const OPEN_CALL_STATUSES = ['open', 'paused', 'closed'] as const;
export type OpenCallStatus = (typeof OPEN_CALL_STATUSES)[number];

/** Why a call closed. */
export const OPEN_CALL_CLOSE_REASONS = ['casting', 'closing-time', 'day-removed'] as const;
export type OpenCallCloseReason = (typeof OPEN_CALL_CLOSE_REASONS)[number];

export type OpenCallEvent =
  { kind: 'pause' } | { kind: 'resume' } | { kind: 'edit' } | { kind: 'close'; reason: OpenCallCloseReason };

export type StateChange<S> = { ok: true; status: S; changed: boolean } | { ok: false; reason: string };

const refused = <S>(reason: string): StateChange<S> => ({ ok: false, reason });
const to = <S>(from: S | null, status: S): StateChange<S> => ({ ok: true, status, changed: from !== status });

/** The call's next status after `event` at `now`, or why it is refused. */
export function nextOpenCallStatus(
  call: { status: OpenCallStatus; closesAt: string },
  event: OpenCallEvent,
  now: Date,
): StateChange<OpenCallStatus> {
  if (call.status === 'closed') return refused('This open call is closed');
  switch (event.kind) {
    case 'pause':
      return to(call.status, 'paused');
    case 'resume':
      if (Date.parse(call.closesAt) <= now.getTime()) return refused('The closing time has passed: change it first');
      return to(call.status, 'open');
    case 'edit':
      return to(call.status, call.status);
    case 'close':
      return to(call.status, 'closed');
  }
}

/** A call takes submissions while open and before its closing time. */
export const takesSubmissions = (call: { status: OpenCallStatus; closesAt: string }, now: Date): boolean =>
  call.status === 'open' && Date.parse(call.closesAt) > now.getTime();

export const SUBMISSION_STATUSES = ['submitted', 'withdrawn', 'selected', 'not-selected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export type SubmissionActor = 'performer' | 'casting' | 'admin' | 'system';

export type SubmissionEvent = { kind: 'submit' } | { kind: 'withdraw' } | { kind: 'select' } | { kind: 'not-select' };

const WHO_MAY: Record<SubmissionEvent['kind'], readonly SubmissionActor[]> = {
  submit: ['performer'],
  withdraw: ['performer'],
  select: ['casting', 'admin'],
  'not-select': ['casting', 'admin', 'system'],
};

/**
 * The submission's next status after `event`, or why it is refused. `callOpen` is whether the call
 * takes submissions now (`takesSubmissions`); a submission that does not exist yet is `null`.
 */
export function nextSubmissionStatus(
  status: SubmissionStatus | null,
  event: SubmissionEvent,
  context: { by: SubmissionActor; callOpen: boolean },
): StateChange<SubmissionStatus> {
  if (!WHO_MAY[event.kind].includes(context.by)) return refused('You cannot do this to this submission');
  switch (event.kind) {
    case 'submit':
      if (status === 'submitted' || status === 'selected') return refused('You already put yourself forward');
      if (status === 'not-selected') return refused('This open call is closed');
      if (!context.callOpen) return refused('This open call no longer takes submissions');
      return to<SubmissionStatus>(status, 'submitted');
    case 'withdraw':
      if (status !== 'submitted') return refused('There is no submission to withdraw');
      if (!context.callOpen) return refused('This open call is closed: a submission can no longer be withdrawn');
      return to<SubmissionStatus>(status, 'withdrawn');
    case 'select':
      if (status !== 'submitted') return refused('Only a waiting submission can be selected');
      return to<SubmissionStatus>(status, 'selected');
    case 'not-select':
      if (status !== 'submitted') return refused('Only a waiting submission can be turned down');
      return to<SubmissionStatus>(status, 'not-selected');
  }
}
