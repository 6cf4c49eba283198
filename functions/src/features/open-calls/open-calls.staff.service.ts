/**
 * What casting (the day's Casting owner, or Admin) does with open calls: post one from a role of a
 * production day, edit, pause, resume and close it, read the day's calls with their submissions
 * ranked, and select a submission into the role's candidates through the booking loop.
 */
import { createHash } from 'node:crypto';
import {
  addCalendarDays,
  agencyInstant,
  agencyToday,
  isCastingOpen,
  nextOpenCallStatus,
  toCastingPerformer,
  type DayOpenCallsView,
  type EditOpenCallBody,
  type OpenCallEvent,
  type OpenCallRecord,
  type OpenCallView,
  type PostOpenCallBody,
  type ProductionDayRecord,
  type SubmissionRecord,
  type SubmissionView,
  NO_GUARDIAN_CONSENT,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { contextOf, selectStep, type SelectOutcome } from '../bookings';
import { fairnessOrder, poolEntryOf, RECENT_BOOKING_DAYS } from '../casting';
import { findDay, findProject, type StoredDay } from '../projects';
import { currentUserIndex, type UserIndex } from '../users';
import { callMatcher } from './open-call-fit';
import { staffView } from './open-call-views';
import {
  changeCall,
  closeCall,
  countRecentSubmissions,
  findCall,
  insertCall,
  listCallsOfDay,
  listSubmissionsOfCall,
  newCallId,
  selectSubmission,
  type StoredCall,
} from './open-calls.repository';
import { tellNotSelected } from './not-selected-message';

/** A retried post (same caller, same `requestId`) names the same call. */
const idOfRequest = (caller: Caller, requestId: string) =>
  `call-${createHash('sha256').update(`${caller.uid}\n${requestId}`).digest('hex').slice(0, 24)}`;

function refuseUnlessCasting(day: ProductionDayRecord): void {
  if (!isCastingOpen(day.status)) {
    throw new ApiError(
      'conflict',
      `This day is ${day.status.toLowerCase()}: its open calls can no longer take performers`,
    );
  }
}

/** The closing instant of the body's Toronto date and time: ahead of now, and before the day is over. */
function closingInstant(body: EditOpenCallBody, day: ProductionDayRecord, now: Date): string {
  const closesAt = agencyInstant(body.closingDate, body.closingTime);
  const refuse = (message: string, field: string) =>
    new ApiError('validation-failed', message, [{ field: 'closingDate', message: field }]);
  if (closesAt.getTime() <= now.getTime())
    throw refuse('The closing time must be in the future', 'must be in the future');
  if (closesAt.getTime() > agencyInstant(day.lastDate, '23:59').getTime()) {
    throw refuse('The call must close before the production day is over', 'must be before the day is over');
  }
  return closesAt.toISOString();
}

const editableFields = (body: EditOpenCallBody, closesAt: string) => ({
  title: body.title,
  description: body.description,
  criteria: body.criteria,
  questions: body.questions,
  submissionsWanted: body.submissionsWanted,
  closesAt,
  showProduction: body.showProduction,
});

/** POST /open-calls/days/:dayId: a call for one role of the day, open at once. */
export async function postOpenCall(caller: Caller, { id: dayId, record: day }: StoredDay, body: PostOpenCallBody) {
  refuseUnlessCasting(day);
  if (!day.roles.some((role) => role.id === body.roleId)) {
    throw new ApiError('validation-failed', 'This role is not a role of the day', [
      { field: 'roleId', message: 'is not a role of the day' },
    ]);
  }
  const now = new Date();
  const at = now.toISOString();
  const record: OpenCallRecord = {
    dayId,
    roleId: body.roleId,
    projectId: day.projectId,
    castingId: day.castingId,
    ...editableFields(body, closingInstant(body, day, now)),
    status: 'open',
    closedReason: null,
    closedAt: null,
    activeSubmissions: 0,
    selectedCount: 0,
    postedBy: caller.uid,
    postedAt: at,
    updatedAt: at,
  };
  const id = body.requestId ? idOfRequest(caller, body.requestId) : newCallId();
  if (await insertCall(id, record)) logEvent('open_calls.posted', { callId: id, dayId });
  return { id };
}

async function viewOf(callId: string, record: OpenCallRecord): Promise<OpenCallView> {
  return staffView({ id: callId, record }, (await findDay(record.dayId))?.record);
}

const dayOfCall = async (call: StoredCall): Promise<ProductionDayRecord> => {
  const day = await findDay(call.record.dayId);
  if (!day) throw new ApiError('conflict', 'The production day of this open call was deleted');
  return day.record;
};

/** PUT /open-calls/:callId: its words, criteria, questions, places and closing time, until it closes. */
export async function editOpenCall(call: StoredCall, body: EditOpenCallBody): Promise<OpenCallView> {
  const day = await dayOfCall(call);
  const closesAt = closingInstant(body, day, new Date());
  const record = await changeCall(call.id, (current, now) => {
    const next = nextOpenCallStatus(current, { kind: 'edit' }, now);
    if (!next.ok) throw new ApiError('conflict', next.reason);
    return editableFields(body, closesAt);
  });
  logEvent('open_calls.edited', { callId: call.id });
  return viewOf(call.id, record);
}

/** Pause or resume (a paused call takes no submissions and is listed to nobody). */
export async function changeCallStatus(call: StoredCall, event: Extract<OpenCallEvent, { kind: 'pause' | 'resume' }>) {
  const record = await changeCall(call.id, (current, now) => {
    const next = nextOpenCallStatus(current, event, now);
    if (!next.ok) throw new ApiError('conflict', next.reason);
    return { status: next.status };
  });
  logEvent('open_calls.status_changed', { callId: call.id, status: record.status });
  return viewOf(call.id, record);
}

/** POST /open-calls/:callId/close: closed, and every submitter not selected told at once. */
export async function closeByStaff(caller: Caller, call: StoredCall): Promise<OpenCallView> {
  const by = caller.role === 'Admin' ? 'admin' : 'casting';
  const { closed, told } = await closeCall(call.id, 'casting', by, tellNotSelected);
  if (!closed) throw new ApiError('conflict', 'This open call is closed');
  logEvent('open_calls.closed', { callId: call.id, reason: 'casting', told });
  const after = await findCall(call.id);
  return viewOf(call.id, after?.record ?? call.record);
}

/** Submissions ranked: still fitting first, then the search's fairness order counting recent submissions too. */
async function rankedSubmissions(
  index: UserIndex,
  call: StoredCall,
  day: ProductionDayRecord,
  submissions: SubmissionRecord[],
  blacklist: ReadonlySet<string>,
): Promise<SubmissionView[]> {
  const today = agencyToday();
  const fits = callMatcher(call.record, { day, blacklist }, today);
  const recent = await countRecentSubmissions(
    submissions.map((submission) => submission.performerId),
    agencyInstant(addCalendarDays(today, -RECENT_BOOKING_DAYS)).toISOString(),
  );
  const order = fairnessOrder((uid) => recent.get(uid) ?? 0);
  const rows = submissions.flatMap((submission) => {
    const entry = index.get(submission.performerId);
    if (!entry || entry.role !== 'Performer') return [];
    const fit = submission.status !== 'submitted' || fits(entry);
    return [{ submission, pool: poolEntryOf(entry, today), fit }];
  });
  rows.sort((a, b) => Number(b.fit) - Number(a.fit) || order(a.pool, b.pool));
  return rows.map(({ submission, pool, fit }) => ({
    performerId: submission.performerId,
    status: submission.status,
    answers: submission.answers,
    submittedAt: submission.submittedAt,
    fits: fit,
    hasPhoto: Boolean(submission.photoKey),
    performer: toCastingPerformer(submission.performerId, pool.entry.profile, today),
  }));
}

/** GET /open-calls/days/:dayId: the day's calls, newest first, each with its submissions ranked. */
export async function listDayCalls({ id: dayId, record: day }: StoredDay): Promise<DayOpenCallsView> {
  const [index, project, calls] = await Promise.all([
    currentUserIndex(),
    findProject(day.projectId),
    listCallsOfDay(dayId),
  ]);
  const blacklist = new Set(Object.keys(project?.record.blacklist ?? {}));
  const withSubmissions = await Promise.all(
    calls.map(async (call) => ({
      ...staffView(call, day),
      submissions: await rankedSubmissions(index, call, day, await listSubmissionsOfCall(call.id), blacklist),
    })),
  );
  return { calls: withSubmissions };
}

const SELECT_REFUSALS: Record<Extract<SelectOutcome, { ok: false }>['reason'], () => ApiError> = {
  'day-missing': () => new ApiError('conflict', 'The production day of this open call was deleted'),
  'day-closed': () => new ApiError('conflict', 'This day is closed: performers can no longer be added'),
  'role-missing': () => new ApiError('conflict', 'The role of this open call was deleted'),
  'role-full': () => new ApiError('conflict', 'This role is full: every candidate place is taken'),
  'on-this-role': () => new ApiError('conflict', 'This performer is already on this role'),
  'on-another-role': () => new ApiError('conflict', 'This performer is already on another role of this day'),
  'no-guardian-consent': () => new ApiError('conflict', NO_GUARDIAN_CONSENT),
};

/**
 * POST /open-calls/:callId/submissions/:performerId/select: the performer joins the role's
 * candidates (status selected, within the role's candidate places) and the submission is selected,
 * in one transaction; from there the booking loop asks and books as for any selected performer.
 */
export async function selectFromCall(caller: Caller, call: StoredCall, performerId: string): Promise<OpenCallView> {
  refuseUnlessCasting(await dayOfCall(call));
  const context = contextOf(caller, new Date());
  await selectSubmission(
    call.id,
    performerId,
    { by: context.by === 'admin' ? 'admin' : 'casting', byUid: caller.uid },
    (reads, now) =>
      selectStep(reads, call.record.dayId, performerId, call.record.roleId, { ...context, now }, { withinLimit: true }),
    (outcome) => {
      if (!outcome.ok) throw SELECT_REFUSALS[outcome.reason]();
    },
  );
  logEvent('open_calls.selected', { callId: call.id });
  const after = await findCall(call.id);
  return viewOf(call.id, after?.record ?? call.record);
}
