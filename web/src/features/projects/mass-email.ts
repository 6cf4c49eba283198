/** Who a mass e-mail goes to: the day's participants, by role and status (nothing chosen: all). */
import type { DayParticipantView, ParticipantStatus } from '@scenecall/shared';

export interface MassEmailFilter {
  roleIds: string[];
  statuses: ParticipantStatus[];
}

export function recipientsOf(participants: readonly DayParticipantView[], filter: MassEmailFilter) {
  return participants.filter(
    (participant) =>
      (filter.roleIds.length === 0 || filter.roleIds.includes(participant.roleId)) &&
      (filter.statuses.length === 0 || filter.statuses.includes(participant.status)),
  );
}

/** The statuses present on the day, in the order of the booking loop. */
export function statusesOf(participants: readonly DayParticipantView[], order: readonly ParticipantStatus[]) {
  const present = new Set(participants.map((participant) => participant.status));
  return order.filter((status) => present.has(status));
}
