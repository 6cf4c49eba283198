/** How a call reads to each audience: casting, a performer who fits it, and the public /jobs page. */
import {
  roleDisplayName,
  type OpenCallView,
  type PerformerOpenCall,
  type ProductionDayRecord,
  type PublicOpenCall,
  type SubmissionRecord,
} from '@scenecall/shared';
import type { StoredCall } from './open-calls.repository';

export function staffView({ id, record }: StoredCall, day: ProductionDayRecord | undefined): OpenCallView {
  const role = day?.roles.find((candidate) => candidate.id === record.roleId);
  return {
    id,
    dayId: record.dayId,
    roleId: record.roleId,
    roleName: role ? roleDisplayName(role) : '',
    title: record.title,
    description: record.description,
    criteria: record.criteria,
    questions: record.questions,
    submissionsWanted: record.submissionsWanted,
    closesAt: record.closesAt,
    showProduction: record.showProduction,
    status: record.status,
    closedReason: record.closedReason,
    activeSubmissions: record.activeSubmissions,
    selectedCount: record.selectedCount,
    postedAt: record.postedAt,
  };
}

/** Only what the call's title and description say, the day's dates, city and rate. */
export const publicView = ({ id, record }: StoredCall, day: ProductionDayRecord): PublicOpenCall => ({
  id,
  title: record.title,
  description: record.description,
  dates: day.dates,
  city: day.location,
  rate: day.rate,
  closesAt: record.closesAt,
});

export function performerView(
  call: StoredCall,
  day: ProductionDayRecord,
  submission: SubmissionRecord | undefined,
): PerformerOpenCall {
  const shown = call.record.showProduction;
  return {
    ...publicView(call, day),
    questions: call.record.questions,
    postedAt: call.record.postedAt,
    production: shown ? day.production : null,
    dayTitle: shown ? day.title : null,
    submission: submission
      ? { status: submission.status, answers: submission.answers, hasPhoto: Boolean(submission.photoKey) }
      : null,
  };
}
