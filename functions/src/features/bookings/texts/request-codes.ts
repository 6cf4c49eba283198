/**
 * Short codes of a performer's open requests, so a reply can say which one it answers ("YES 2").
 * A performer's open requests (asked or offered, deadline ahead) are numbered 1, 2, … in the order
 * they were made (the participant's creation, then the day's id); a code is shown only when two or
 * more are open. A new request takes the next number; an earlier one closing renumbers the later
 * ones, which is why an answer with a code is read against the same list at reply time and the
 * reply repeats the production it answered.
 */
import type { ParticipantRecord } from '@scenecall/shared';
import { listParticipationsOf } from '../../projects';

const OPEN = new Set<ParticipantRecord['status']>(['asked', 'offered']);

export function openRequests(participations: readonly ParticipantRecord[], now: Date): ParticipantRecord[] {
  return participations
    .filter((record) => OPEN.has(record.status) && record.deadline !== null && record.deadline > now.toISOString())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.dayId.localeCompare(b.dayId));
}

export async function openRequestsOf(performerId: string, now = new Date()): Promise<ParticipantRecord[]> {
  return openRequests(await listParticipationsOf(performerId), now);
}

/** ' 2' when the performer has two or more open requests and this is the second; '' otherwise. */
export async function requestCodeOf(dayId: string, performerId: string, now = new Date()): Promise<string> {
  const open = await openRequestsOf(performerId, now);
  if (open.length < 2) return '';
  const index = open.findIndex((record) => record.dayId === dayId);
  return index < 0 ? '' : ` ${index + 1}`;
}
