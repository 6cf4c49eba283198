/**
 * Short codes of a performer's open requests, so a reply can say which one it answers ("YES 2").
 * A request or offer that goes by text takes its code in the transaction that makes it (shared
 * `requestCodeFor`, written on the participant by the booking loop): the smallest number none of
 * the performer's answerable requests holds. The code stays with that request while it can be
 * answered, so a text's "YES 2" means the same day however the others close; a reply is looked up
 * by the stored code. A code is printed only when two or more requests are open at sending time.
 */
import { canStillBeAnswered, type ParticipantRecord } from '@scenecall/shared';
import { listParticipationsOf } from '../booking-finders.repository';

export function openRequests(participations: readonly ParticipantRecord[], now: Date): ParticipantRecord[] {
  return participations
    .filter((record) => canStillBeAnswered(record, now))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.dayId.localeCompare(b.dayId));
}

export async function openRequestsOf(performerId: string, now = new Date()): Promise<ParticipantRecord[]> {
  return openRequests(await listParticipationsOf(performerId), now);
}

/** ' 2' when the performer has two or more open requests and this one holds code 2; '' otherwise. */
export async function requestCodeOf(dayId: string, performerId: string, now = new Date()): Promise<string> {
  const open = await openRequestsOf(performerId, now);
  if (open.length < 2) return '';
  const code = open.find((record) => record.dayId === dayId)?.requestCode;
  return code ? ` ${code}` : '';
}

/**
 * The request a code names: the answerable one holding it, else (`closed`) the latest request that
 * held it and closed since, so the reply can name that day.
 */
export function requestByCode(
  participations: readonly ParticipantRecord[],
  code: number,
  now: Date,
): { open: ParticipantRecord } | { closed: ParticipantRecord } | undefined {
  const holding = participations.filter((record) => record.requestCode === code);
  const open = holding.find((record) => canStillBeAnswered(record, now));
  if (open) return { open };
  const closed = [...holding].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  return closed ? { closed } : undefined;
}
