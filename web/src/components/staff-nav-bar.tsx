import { Box, Link } from '@mui/material';
import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { STAFF_AREAS } from '../config/staff-links';
import { useSessionStore } from '../lib/session';

/** The staff navigation bar of the session's role (Admin or Casting); nothing for anyone else. */
export function StaffNavBar() {
  const role = useSessionStore((state) => state.hint?.role);
  const area = role ? STAFF_AREAS[role] : undefined;
  if (!area) return null;
  return (
    <Box
      component="nav"
      aria-label={area.name}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 2, md: 4 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {area.links.map((link) => (
        <Link
          key={link.to}
          component={NavLink}
          to={link.to}
          end={link.to === paths.admin.root}
          underline="hover"
          sx={{ fontWeight: 600, '&.active': { textDecoration: 'underline' } }}
        >
          {link.label}
        </Link>
      ))}
    </Box>
  );
}
