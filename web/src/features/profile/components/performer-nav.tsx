import { List, ListItem, ListItemButton, ListItemText, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { performerMay } from '@scenecall/shared';
import { paths } from '../../../config/paths';
import { performerPageCapability } from '../../../config/performer-pages';
import { currentUserQuery, standingIn } from '../../../lib/current-user-queries';
import { useNewOpenCallsCount } from '../../../lib/open-calls-queries';
import { myBookingsQuery } from '../../../lib/bookings-queries';

const ITEMS = [
  { title: 'Bookings', href: paths.performer.bookings, performerPage: true },
  { title: 'Open calls', href: paths.performer.openCalls, performerPage: true },
  { title: 'Availability', href: paths.performer.availability, performerPage: true },
  { title: 'Vouchers', href: paths.performer.vouchers, performerPage: true },
  { title: 'Commissions', href: paths.performer.commissions, performerPage: true },
  { title: 'Information', href: paths.information, performerPage: false },
  { title: 'Terms 101', href: paths.guide('terms-101'), performerPage: false },
] as const;

/** The performer pages the account's state still opens (shared `performerMay`); public pages always. */
function useUsableItems() {
  const state = standingIn(useQuery(currentUserQuery).data)?.state ?? 'active';
  return ITEMS.filter((item) => !item.performerPage || performerMay(state, performerPageCapability(item.href)));
}

/** Requests, offers and call times waiting for the performer (the same cache as the Bookings page). */
function useWaitingCount(enabled: boolean): number {
  const bookings = useQuery({ ...myBookingsQuery, enabled });
  return bookings.data?.needsAnswer ?? 0;
}

/**
 * The performer area's side navigation; Bookings says how many things wait for an answer, Open
 * calls how many are new.
 */
export function PerformerNav() {
  const items = useUsableItems();
  const waiting = useWaitingCount(items.some((item) => item.href === paths.performer.bookings));
  const fresh = useNewOpenCallsCount();
  const titleOf = (item: (typeof ITEMS)[number]) => {
    if (item.href === paths.performer.bookings && waiting > 0) return `Bookings (${waiting} waiting for you)`;
    if (item.href === paths.performer.openCalls && fresh > 0) return `Open calls (${fresh} new)`;
    return item.title;
  };
  return (
    <Paper component="nav" aria-label="Performer area" variant="outlined">
      <List disablePadding>
        {items.map((item) => (
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
