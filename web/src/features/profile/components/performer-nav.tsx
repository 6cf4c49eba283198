import { List, ListItem, ListItemButton, ListItemText, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

const ITEMS = [
  { title: 'Bookings', href: paths.performer.bookings },
  { title: 'Availability', href: paths.performer.availability },
  { title: 'Commissions', href: paths.performer.commissions },
  { title: 'Information', href: paths.information },
  { title: 'Terms 101', href: paths.guide('terms-101') },
] as const;

/** The performer area's side navigation. */
export function PerformerNav() {
  return (
    <Paper component="nav" aria-label="Performer area" variant="outlined">
      <List disablePadding>
        {ITEMS.map((item) => (
          <ListItem key={item.href} disablePadding>
            <ListItemButton component={RouterLink} to={item.href}>
              <ListItemText primary={item.title} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
