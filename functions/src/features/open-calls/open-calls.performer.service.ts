/**
 * What performers and the public see of open calls, and a performer's submission. A performer is
 * shown, and may answer, only the calls that fit them now (`callMatcher`), checked again on the
 * server when they submit; the public /jobs list shows no private detail.
 */
import {
  agencyToday,
  answerIssues,
  isMinor,
  takesSubmissions,
  type PerformerOpenCall,
  type ProductionDayRecord,
  type PublicOpenCall,
  type SubmissionBody,
  type SubmissionStatus,
  guardianConsentAllows,
  NO_GUARDIAN_CONSENT,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { findDays, findProject } from '../projects';
import { currentUserIndex, findUser } from '../users';
import { callMatcher, type CallSetting } from './open-call-fit';
import { performerView, publicView } from './open-call-views';
import { removeWithdrawnPhoto } from './submission-photos.service';
import {
  findSubmissionsOf,
  listOpenCalls,
  saveSubmission,
  withdrawSubmission,
  type StoredCall,
} from './open-calls.repository';

interface CallWithSetting {
  call: StoredCall;
  setting: CallSetting;
}

/** The calls taking submissions now, each with its day and its project's blacklist. */
async function callsTakingSubmissions(now: Date): Promise<CallWithSetting[]> {
  const calls = (await listOpenCalls()).filter(({ record }) => takesSubmissions(record, now));
  const days = await findDays(calls.map(({ record }) => record.dayId));
  const projectIds = [...new Set(calls.map(({ record }) => record.projectId))];
  const projects = new Map(await Promise.all(projectIds.map(async (id) => [id, await findProject(id)] as const)));
  return calls.flatMap((call) => {
    const day = days.get(call.record.dayId);
    if (!day) return [];
    const blacklist = new Set(Object.keys(projects.get(call.record.projectId)?.record.blacklist ?? {}));
    return [{ call, setting: { day, blacklist } }];
  });
}

const hasRoom = ({ record }: StoredCall) => record.activeSubmissions < record.submissionsWanted;

/** GET /jobs/open-calls: open calls with places left, newest first, without private details. */
export async function listPublicCalls(): Promise<PublicOpenCall[]> {
  const open = await callsTakingSubmissions(new Date());
  return open.filter(({ call }) => hasRoom(call)).map(({ call, setting }) => publicView(call, setting.day));
}

/**
 * GET /performer/open-calls: the calls that fit the performer now and have places left, and those
 * they already answered (with their submission), newest first.
 */
export async function listCallsForPerformer(caller: Caller): Promise<PerformerOpenCall[]> {
  const [index, open] = await Promise.all([currentUserIndex(), callsTakingSubmissions(new Date())]);
  const entry = index.get(caller.uid);
  const today = agencyToday();
  const submissions = await findSubmissionsOf(
    caller.uid,
    open.map(({ call }) => call.id),
  );
  return open.flatMap(({ call, setting }) => {
    const submission = submissions.get(call.id);
    const answered = submission !== undefined && submission.status !== 'withdrawn';
    const shown = answered || (hasRoom(call) && callMatcher(call.record, setting, today)(entry));
    return shown ? [performerView(call, setting.day, submission)] : [];
  });
}

/** The call's day, or 404 to a performer: a call whose day is gone is no call at all. */
async function settingOf(call: StoredCall): Promise<CallSetting & { day: ProductionDayRecord }> {
  const [days, project] = await Promise.all([findDays([call.record.dayId]), findProject(call.record.projectId)]);
  const day = days.get(call.record.dayId);
  if (!day) throw new ApiError('not-found', 'Open call not found');
  return { day, blacklist: new Set(Object.keys(project?.record.blacklist ?? {})) };
}

const NEEDS_GUARDIAN =
  "Add your guardian's full name to your profile first: a minor's submission is made with their guardian";

/**
 * POST /performer/open-calls/:callId/submission: the performer puts themselves forward, answering
 * the call's questions. Allowed only when they fit the call at this moment; a minor needs their
 * guardian's name on the profile, as availability requests do.
 */
export async function submitToCall(
  caller: Caller,
  call: StoredCall,
  body: SubmissionBody,
): Promise<{ status: SubmissionStatus }> {
  const now = new Date();
  if (!takesSubmissions(call.record, now)) throw new ApiError('conflict', 'This open call no longer takes submissions');
  const [index, setting, user] = await Promise.all([currentUserIndex(), settingOf(call), findUser(caller.uid)]);
  if (!guardianConsentAllows({ dateOfBirth: user?.profile?.dateOfBirth, guardianConsent: user?.guardianConsent }))
    throw new ApiError('conflict', NO_GUARDIAN_CONSENT);
  if (!callMatcher(call.record, setting)(index.get(caller.uid))) {
    throw new ApiError('forbidden', 'This open call is for performers with another profile or free on other dates');
  }
  const profile = user?.profile;
  if (profile?.dateOfBirth && isMinor(profile.dateOfBirth) && !profile.guardianFullName?.trim()) {
    throw new ApiError('conflict', NEEDS_GUARDIAN);
  }
  const issues = answerIssues(call.record.questions, body.answers);
  if (issues.length > 0) throw new ApiError('validation-failed', 'Please answer every question', issues);
  const record = await saveSubmission(call.id, caller.uid, body.answers, takesSubmissions);
  logEvent('open_calls.submitted', { callId: call.id });
  return { status: record.status };
}

/** DELETE /performer/open-calls/:callId/submission: withdrawn, while the call still takes submissions. */
export async function withdrawFromCall(caller: Caller, call: StoredCall): Promise<{ status: SubmissionStatus }> {
  const record = await withdrawSubmission(call.id, caller.uid, takesSubmissions);
  await removeWithdrawnPhoto(record.photoKey);
  logEvent('open_calls.withdrawn', { callId: call.id });
  return { status: record.status };
}

/**
 * A performer who can no longer take work (suspended, or their agreement ended: issue 40): every
 * submission still waiting on an open call is withdrawn, its photo removed; answers how many.
 */
export async function withdrawSubmissionsOf(performerId: string): Promise<number> {
  const calls = await listOpenCalls();
  const submissions = await findSubmissionsOf(
    performerId,
    calls.map((call) => call.id),
  );
  let withdrawn = 0;
  for (const submission of submissions.values()) {
    if (submission.status !== 'submitted') continue;
    const record = await withdrawSubmission(submission.callId, performerId, (call) => call.status !== 'closed');
    await removeWithdrawnPhoto(record.photoKey);
    withdrawn += 1;
  }
  logEvent('open_calls.withdrawn_for_account', { count: withdrawn });
  return withdrawn;
}
