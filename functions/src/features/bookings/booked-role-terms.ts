/**
 * What a booking says of a day's commission rate (issue 36): the performer's role on the day (its
 * SSE flag and commission class) and the project's commission settings. The payments feature
 * resolves the rate from these with the agreement's table (`commissionRateFor`).
 */
import type { ProjectCommission, RoleRecord } from '@scenecall/shared';
import { findDays, findProject } from '../projects';
import { listParticipationsOf } from './booking-finders.repository';

export interface BookedRoleTerms {
  dayId: string;
  /** The performer's role on the day; null when they hold none there any more. */
  role: Pick<RoleRecord, 'name' | 'isSSE' | 'rateClass'> | null;
  /** Null when the project sets nothing (or is gone): the table and the union status decide. */
  project: ProjectCommission | null;
}

/** The days the performer is booked on or worked whose commission is not paid yet. */
async function unpaidBookedDayIds(performerId: string): Promise<string[]> {
  const records = await listParticipationsOf(performerId);
  return records
    .filter((record) => !record.commissionPaid && (record.status === 'booked' || record.status === 'worked'))
    .map((record) => record.dayId);
}

/**
 * The terms of each named day that still exists (by day id); without `dayIds`, of every day the
 * performer is booked on or worked whose commission is unpaid.
 */
export async function bookedRoleTermsOf(
  performerId: string,
  dayIds?: readonly string[],
): Promise<Map<string, BookedRoleTerms>> {
  const days = await findDays(dayIds ?? (await unpaidBookedDayIds(performerId)));
  const projectIds = [...new Set([...days.values()].map((day) => day.projectId))];
  const projects = new Map(
    await Promise.all(projectIds.map(async (id) => [id, (await findProject(id))?.record.commission ?? null] as const)),
  );
  const terms = new Map<string, BookedRoleTerms>();
  for (const [dayId, day] of days) {
    const roleId = day.participantRoles[performerId];
    const role = day.roles.find((candidate) => candidate.id === roleId);
    terms.set(dayId, {
      dayId,
      role: role ? { name: role.name, isSSE: role.isSSE, rateClass: role.rateClass ?? null } : null,
      project: projects.get(day.projectId) ?? null,
    });
  }
  return terms;
}
