/** The wraps recorded on set for a performer's days, for the booking loop's rest rule of minors (`readWrapTimesWith`). */
import { readAll } from '../../lib/firestore-converter';
import { voucherRefOf } from './vouchers.repository';

/** `${dayId}_${date}` -> the wrap ('HH:mm') of each of those dates that has one. */
export async function wrapTimesOf(
  performerId: string,
  days: readonly { dayId: string; date: string }[],
): Promise<Map<string, string>> {
  const records = await readAll(days.map(({ dayId, date }) => voucherRefOf(dayId, performerId, date)));
  const wraps = new Map<string, string>();
  records.forEach((snapshot, index) => {
    const out = snapshot.data()?.out;
    const day = days[index]!;
    if (out) wraps.set(`${day.dayId}_${day.date}`, out);
  });
  return wraps;
}
