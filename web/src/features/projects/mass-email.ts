/** Who a mass e-mail goes to: the day's participants, by role and status (the shared rule). */
import {
  isMassEmailRecipient,
  NEVER_MASS_EMAILED,
  type DayParticipantView,
  type ParticipantStatus,
} from '@scenecall/shared';

export interface MassEmailFilter {
  roleIds: string[];
  statuses: ParticipantStatus[];
}

export const recipientsOf = (participants: readonly DayParticipantView[], filter: MassEmailFilter) =>
  participants.filter((participant) => isMassEmailRecipient(participant, filter));

/** The statuses present on the day that can be written to, in the order of the booking loop. */
export function statusesOf(participants: readonly DayParticipantView[], order: readonly ParticipantStatus[]) {
  const present = new Set(participants.map((participant) => participant.status));
  return order.filter((status) => present.has(status) && !NEVER_MASS_EMAILED.includes(status));
}
