/** Under the work dates: when the commission of each is due, and what that counts from (issue 36). */
import { Box, Typography } from '@mui/material';
import { formatDateForPeople } from '@scenecall/shared';
import { dueDatesOf } from './payment-form-state';
import { dueText, usePayDates } from './pay-dates';

export function DueDatesNote({ dates }: { dates: readonly string[] }) {
  const payDates = usePayDates();
  if (dates.length === 0) return null;
  return (
    <Box data-testid="due-dates">
      {dueDatesOf(dates, payDates).map((due) => (
        <Typography key={due.workDate} variant="body2" color="text.secondary">
          {formatDateForPeople(due.workDate)}: commission {dueText(due)}
        </Typography>
      ))}
    </Box>
  );
}
