/**
 * The penalty cases a booking action's moves give: a participant whose late-cancellation or no-show
 * penalty appeared with this move gets its penalty record (penalties feature) in the same transaction.
 */
import { noShowDatesOf, type ParticipantRecord, type ProductionDayRecord } from '@scenecall/shared';
import type { BookingPenaltyCase } from '../penalties';

/** The performer's reason for a late cancellation, given in the cancel dialog: the penalty's answer. */
export interface PenaltyAnswer {
  dayId: string;
  performerId: string;
  text: string;
}

export function penaltyCasesOf(
  moves: readonly { before: ParticipantRecord; after: ParticipantRecord }[],
  dayOf: (dayId: string) => ProductionDayRecord | undefined,
  answers: readonly PenaltyAnswer[],
  now: Date,
): BookingPenaltyCase[] {
  return moves.flatMap(({ before, after }) => {
    const kind = after.penaltyReason;
    if (!kind || after.penaltyCents <= 0 || before.penaltyReason === kind) return [];
    const { dayId, performerId, projectId } = after;
    const noShowDates = noShowDatesOf(after);
    const answer = answers.find((entry) => entry.dayId === dayId && entry.performerId === performerId)?.text;
    const production = dayOf(dayId)?.production;
    return [
      {
        kind,
        performerId,
        dayId,
        evidence: {
          projectId,
          ...(production ? { production } : {}),
          dates: kind === 'no-show' && noShowDates.length > 0 ? noShowDates : after.dates,
          ...(kind === 'late-cancellation' ? { cancelledAt: now.toISOString() } : {}),
        },
        ...(answer ? { answer } : {}),
      },
    ];
  });
}
