/**
 * What the crew sees once a performer is checked in (by name or by scanned code): their name and,
 * on their first booked day, "First day: help with the voucher" (issue 39, item 6). Shown from the
 * set screen's own data, so it appears at once, even while the check-in waits in the device's queue.
 */
import { FIRST_DAY_MARK, type SetScreenPerson } from '@scenecall/shared';
import { Alert } from '@mui/material';

export type CheckedIn = Pick<SetScreenPerson, 'name' | 'firstDay'>;

/** The confirmation's words, for the screen reader's announcement too. */
export const checkInMessage = ({ name, firstDay }: CheckedIn): string =>
  firstDay ? `Checked in ${name}. ${FIRST_DAY_MARK}` : `Checked in ${name}`;

/** The last check-in made on this device (the announcer says it aloud: this one is not a live region). */
export function CheckInConfirmation({ checkedIn }: { checkedIn: CheckedIn | undefined }) {
  if (!checkedIn) return null;
  return (
    <Alert
      role="note"
      severity={checkedIn.firstDay ? 'info' : 'success'}
      sx={{ mb: 2 }}
      data-testid="check-in-confirmation"
    >
      Checked in {checkedIn.name}.{checkedIn.firstDay && <strong> {FIRST_DAY_MARK}</strong>}
    </Alert>
  );
}
