/**
 * Each performer's first booked date (issue 39, item 6: newcomers): the earliest date of their
 * participations booked, worked or a no-show. Read for the people of a set screen or a call sheet,
 * 30 performers a query (Firestore's `in` limit), only the fields it needs.
 */
import { PARTICIPANTS_COLLECTION, type ParticipantStatus } from '@scenecall/shared';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';

const PERFORMERS_PER_QUERY = 30;
const BOOKED_ONCE: readonly ParticipantStatus[] = ['booked', 'worked', 'no-show'];

interface BookedOnce {
  performerId: string;
  dates: string[];
  status: ParticipantStatus;
}
const bookedOnceConverter = recordConverter<BookedOnce>(['performerId', 'dates', 'status']);

const PARTICIPATIONS_OF_PERFORMERS = declareQuery("performers' participations (their first booked date)", {
  collection: PARTICIPANTS_COLLECTION,
  where: [['performerId', 'in']],
});

/** performerId -> their first booked date (absent: never booked). */
export async function firstBookedDatesOf(performerIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(performerIds)];
  const first = new Map<string, string>();
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += PERFORMERS_PER_QUERY)
    chunks.push(unique.slice(start, start + PERFORMERS_PER_QUERY));
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      PARTICIPATIONS_OF_PERFORMERS.build([chunk])
        .select('performerId', 'dates', 'status')
        .withConverter(bookedOnceConverter)
        .get(),
    ),
  );
  for (const snapshot of snapshots) {
    countDocumentReads(snapshot.size || 1, { query: true });
    for (const doc of snapshot.docs) {
      const { performerId, dates, status } = doc.data();
      if (!BOOKED_ONCE.includes(status) || dates.length === 0) continue;
      const earliest = [...dates].sort()[0]!;
      const known = first.get(performerId);
      if (!known || earliest < known) first.set(performerId, earliest);
    }
  }
  return first;
}
