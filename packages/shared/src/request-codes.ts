/**
 * A request's short code ("Reply YES 2"): stored with the request when it is made, so the number a
 * text prints means that request for as long as the performer can answer it (issue 37). Per
 * performer, a new request takes the smallest number no answerable request of theirs holds; a
 * request asked again keeps its number.
 */
import type { ParticipantRecord } from './participant-state';

type CodedRequest = Pick<ParticipantRecord, 'status' | 'deadline' | 'requestCode'>;

/** Asked or offered, with its deadline ahead: the performer can still answer it. */
export function canStillBeAnswered(record: Pick<ParticipantRecord, 'status' | 'deadline'>, now: Date): boolean {
  return (
    (record.status === 'asked' || record.status === 'offered') &&
    record.deadline !== null &&
    record.deadline > now.toISOString()
  );
}

/**
 * The code of a request being made: its own if it has one no other answerable request holds, else
 * the smallest positive number none of `others` (the performer's other requests) holds while it can
 * still be answered. `alsoHeld`: codes given in the same change to the performer's other requests.
 */
export function requestCodeFor(
  own: number | null | undefined,
  others: readonly CodedRequest[],
  now: Date,
  alsoHeld: Iterable<number> = [],
): number {
  const held = new Set<number>(alsoHeld);
  for (const record of others) {
    if (record.requestCode && canStillBeAnswered(record, now)) held.add(record.requestCode);
  }
  if (own && !held.has(own)) return own;
  let code = 1;
  while (held.has(code)) code += 1;
  return code;
}
