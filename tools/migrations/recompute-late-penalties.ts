/**
 * One-off, idempotent: recomputes the late-commission penalties recorded under the old rule with
 * the shared rule (see functions/src/features/payments/late-penalty-migration.ts and
 * docs/operations.md). Run against a stack or project with its environment set:
 *
 *   npx tsx tools/migrations/recompute-late-penalties.ts
 *
 * `npm start` runs it on kept local data.
 */
import { pathToFileURL } from 'node:url';
import { recomputeLatePenalties } from '../../functions/src/features/payments/late-penalty-migration';
import { recordBookingPenalties } from '../../functions/src/features/bookings/booking-penalty-migration';

/** Both steps: late-commission penalties by the new rule, and booking penalties from before records. */
export async function migratePenalties() {
  const late = await recomputeLatePenalties();
  const booking = await recordBookingPenalties();
  return { ...late, bookingRecorded: booking };
}

async function main(): Promise<void> {
  const outcome = await migratePenalties();
  console.log(
    `Late-commission penalties: ${outcome.checked} checked, ${outcome.kept} kept as penalty records, ${outcome.removed} removed (performers told by e-mail). Booking penalties given a record: ${outcome.bookingRecorded}.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
