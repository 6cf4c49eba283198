/** Booking penalties of the agreement (late cancellation, no-show), as recorded on the performer's bookings. */
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatCad, formatDateForPeople, type BookingPenaltyView } from '@scenecall/shared';

const REASONS = { 'late-cancellation': 'Late cancellation', 'no-show': 'No-show' } as const;

export function BookingPenalties({ penalties }: { penalties: BookingPenaltyView[] }) {
  return (
    <Box component="section" aria-labelledby="booking-penalties-heading">
      <Typography id="booking-penalties-heading" component="h2" variant="h5" gutterBottom>
        Booking penalties
      </Typography>
      <List disablePadding>
        {penalties.map((penalty) => (
          <ListItem key={penalty.dayId} disableGutters divider>
            <ListItemText
              primary={`${REASONS[penalty.reason]}: ${formatCad(penalty.penaltyCents)}${penalty.waived ? ' (waived)' : ''}`}
              secondary={`${penalty.production}, ${penalty.dates.map(formatDateForPeople).join(', ')}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
