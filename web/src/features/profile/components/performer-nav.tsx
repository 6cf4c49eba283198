import { List, ListItem, ListItemButton, ListItemText, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useNewOpenCallsCount } from '../../../lib/open-calls-queries';
import { myBookingsQuery } from '../../../lib/bookings-queries';

const ITEMS = [
  { title: 'Bookings', href: paths.performer.bookings },
  { title: 'Open calls', href: paths.performer.openCalls },
  { title: 'Availability', href: paths.performer.availability },
  { title: 'Vouchers', href: paths.performer.vouchers },
  { title: 'Commissions', href: paths.performer.commissions },
  { title: 'Information', href: paths.information },
  { title: 'Terms 101', href: paths.guide('terms-101') },
] as const;

/** Requests, offers and call times waiting for the performer (the same cache as the Bookings page). */
function useWaitingCount(): number {
  const bookings = useQuery(myBookingsQuery);
  return bookings.data?.needsAnswer ?? 0;
}

/**
 * The performer area's side navigation; Bookings says how many things wait for an answer, Open
 * calls how many are new.
 */
export function PerformerNav() {
  const waiting = useWaitingCount();
  const fresh = useNewOpenCallsCount();
  const titleOf = (item: (typeof ITEMS)[number]) => {
    if (item.href === paths.performer.bookings && waiting > 0) return `Bookings (${waiting} waiting for you)`;
    if (item.href === paths.performer.openCalls && fresh > 0) return `Open calls (${fresh} new)`;
    return item.title;
  };
  return (
    <Paper component="nav" aria-label="Performer area" variant="outlined">
      <List disablePadding>
        {ITEMS.map((item) => (
          <ListItem key={item.href} disablePadding>
            <ListItemButton component={RouterLink} to={item.href}>
              <ListItemText
                primary={titleOf(item)}
                slotProps={{ primary: { sx: { fontWeight: titleOf(item) === item.title ? 400 : 700 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
