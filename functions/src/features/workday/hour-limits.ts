/** Minors' hour limits on a date (issue 39): a wrap past one needs a reason (shared `voucher-state`). */
import { minorHourLimit, type PerformerProfile, type UserRecord } from '@scenecall/shared';
import { findUsers } from '../users';

/** The limit in hours of a user on `date`, or null for an adult or an unknown age. */
export const hourLimitOfUser = (user: UserRecord | undefined, date: string): number | null =>
  minorHourLimit((user?.profile as Partial<PerformerProfile> | null | undefined)?.dateOfBirth ?? null, date)
    ?.maxHours ?? null;

/** performerId -> their hour limit on `date` (null: an adult). */
export async function hourLimitsOn(performerIds: readonly string[], date: string): Promise<Map<string, number | null>> {
  const users = await findUsers(performerIds);
  return new Map(performerIds.map((id) => [id, hourLimitOfUser(users.get(id), date)]));
}
