/**
 * Whether a participant's penalty is waived, as its penalty record says (the record holds the
 * money's state; an Admin may waive it from the user's page or the commissions overview too).
 * A participant from before penalty records keeps its own flag.
 */
import { penaltyIdFor, type ParticipantRecord } from '@scenecall/shared';
import { findPenalties } from '../penalties';

type Penalised = Pick<ParticipantRecord, 'dayId' | 'performerId' | 'penaltyReason' | 'penaltyWaived'>;

const idOf = (record: Penalised) => (record.penaltyReason ? penaltyIdFor(record.penaltyReason, record) : undefined);

export async function penaltyWaivedReader(records: readonly Penalised[]): Promise<(record: Penalised) => boolean> {
  const ids = records.flatMap((record) => idOf(record) ?? []);
  const found = await findPenalties(ids);
  return (record) => {
    const id = idOf(record);
    const stored = id ? found.get(id) : undefined;
    return stored ? stored.state === 'waived' : record.penaltyWaived;
  };
}
