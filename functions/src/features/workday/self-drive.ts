/**
 * Who is paid self-drive on a day: decided here, on the server, from the performer's union status
 * (their profile) and the day's shuttle, by the shared `selfDriveEligible`; never by the browser.
 */
import { selfDriveEligible, type PerformerProfile, type RateCard } from '@scenecall/shared';
import type { DayTarget } from '../projects';
import { findUsers } from '../users';

/** Performer id -> eligible, for `performerIds` on `day` with `card`. Reads profiles only when the card pays self-drive and the day has no shuttle. */
export async function selfDriveEligibility(
  card: RateCard,
  { day }: Pick<DayTarget, 'day'>,
  performerIds: readonly string[],
): Promise<Map<string, boolean>> {
  const shuttle = day.record.shuttle === 'Available';
  if (!card.selfDrive || shuttle || performerIds.length === 0) return new Map();
  const users = await findUsers([...new Set(performerIds)]);
  return new Map(
    performerIds.map((id) => {
      const profile = users.get(id)?.profile as Partial<PerformerProfile> | null | undefined;
      return [id, selfDriveEligible(card, { unionStatus: profile?.unionStatus ?? null, shuttle })];
    }),
  );
}

/** Whether an event prices the voucher (and so needs the performer's self-drive eligibility). */
export const pricesVoucher = (kinds: readonly string[]) => kinds.some((kind) => kind === 'wrap' || kind === 'edit');
