/**
 * The day page's booking board, live: per role asked / available / booked / slots, who has not
 * answered and who has not acknowledged a call time, and every participant's booking state. The
 * blacklist's reasons are shown to Admin only; casting sees only who is no longer on the project.
 */
import {
  awaitsAcknowledgement,
  callTimeView,
  emptyRoleCounts,
  roleCountOf,
  roleDisplayName,
  toCastingPerformer,
  type BoardParticipantView,
  type DayBookingBoard,
  type ParticipantRecord,
  type PerformerProfile,
  type RoleCounts,
} from '@scenecall/shared';
import type { Caller } from '../../http/caller';
import { type DayTarget, findProject } from '../projects';
import { listParticipantsOfDay } from './participants.repository';
import { findUsers } from '../users';
import { penaltyWaivedReader } from './booking-penalty-states';

/**
 * A role's counts from its participants as read: the day document's counts may lag the answers of
 * the last moment (pending role count changes), the board never does.
 */
function countsOf(inRole: readonly ParticipantRecord[]): RoleCounts {
  const counts = emptyRoleCounts();
  for (const participant of inRole) {
    const counted = roleCountOf(participant.status);
    if (counted) counts[counted] += 1;
  }
  return counts;
}

export async function readBookingBoard(caller: Caller, { projectId, day }: DayTarget): Promise<DayBookingBoard> {
  const [participants, project] = await Promise.all([listParticipantsOfDay(day.id), findProject(projectId)]);
  const blacklisted = Object.entries(project?.record.blacklist ?? {});
  const users = await findUsers([
    ...participants.map((participant) => participant.performerId),
    ...blacklisted.map(([performerId]) => performerId),
  ]);
  // Casting does not see penalties (the agreement's money between the agency and the performer).
  const isAdmin = caller.role === 'Admin';
  const waived = isAdmin ? await penaltyWaivedReader(participants) : () => false;
  const nameOf = (performerId: string) =>
    toCastingPerformer(performerId, users.get(performerId)?.profile as Partial<PerformerProfile> | null | undefined)
      .name;
  const views: BoardParticipantView[] = participants.map((participant) => ({
    performerId: participant.performerId,
    name: nameOf(participant.performerId),
    roleId: participant.roleId,
    status: participant.status,
    deadline: participant.deadline,
    answeredBy: participant.answeredBy,
    standbyRank: participant.standbyRank,
    draftCallTime: callTimeView(participant.draftCallTime),
    finalCallTime: callTimeView(participant.finalCallTime),
    penaltyCents: isAdmin ? participant.penaltyCents : 0,
    penaltyReason: isAdmin ? participant.penaltyReason : null,
    penaltyWaived: waived(participant),
  }));
  views.sort((a, b) => a.name.localeCompare(b.name));
  const roles = day.record.roles.map((role) => {
    const inRole = participants.filter((participant) => participant.roleId === role.id);
    return {
      id: role.id,
      name: roleDisplayName(role),
      slots: role.slots,
      ...countsOf(inRole),
      notAnswered: inRole.filter((participant) => participant.status === 'asked').length,
      notAcknowledged: inRole.filter(awaitsAcknowledgement).length,
    };
  });
  return {
    dayStatus: day.record.status,
    availabilityDeadline: day.record.availabilityDeadline,
    roles,
    participants: views,
    blacklist: blacklisted.map(([performerId, entry]) => ({
      performerId,
      name: nameOf(performerId),
      reason: caller.role === 'Admin' ? entry.reason : null,
    })),
  };
}
