/**
 * Who an open call is for: activated performers whom the casting search would find for its role:
 * matching the call's criteria (the search's filters), free on the day's dates (not booked, not
 * marked unavailable), not blacklisted on the project and not already on the day. The same rule
 * lists calls to a performer and checks a submission on the server.
 */
import { agencyToday, openCallCriteriaOf, type OpenCallRecord, type ProductionDayRecord } from '@scenecall/shared';
import { isCastable, isHidden, matcherOf, poolEntryOf, type CastingScope } from '../casting';
import type { UserIndexEntry } from '../users';

export interface CallSetting {
  day: ProductionDayRecord;
  /** The project's blacklisted performers. */
  blacklist: ReadonlySet<string>;
}

/** A test of performers against one call, built once (its filters parsed, its scope set). */
export function callMatcher(
  call: Pick<OpenCallRecord, 'criteria' | 'roleId'>,
  { day, blacklist }: CallSetting,
  today = agencyToday(),
): (entry: UserIndexEntry | undefined) => boolean {
  const criteria = openCallCriteriaOf(call.criteria);
  if (!criteria || !day.roles.some((role) => role.id === call.roleId)) return () => false;
  const matches = matcherOf(criteria);
  // No role being cast: a performer already on any role of the day is not asked again.
  const scope: CastingScope = {
    participantRoles: day.participantRoles,
    roleId: null,
    dates: new Set(day.dates),
    blacklist,
  };
  return (entry) =>
    entry !== undefined && isCastable(entry) && !isHidden(entry, scope) && matches(poolEntryOf(entry, today));
}
