import { Box, Link } from '@mui/material';
import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { useSessionStore } from '../lib/session';

const LINKS = [
  { label: 'Users', to: paths.admin.root },
  { label: 'Performers', to: paths.admin.performers },
  { label: 'Projects', to: paths.admin.projects },
  { label: 'Casting Directors', to: paths.admin.castingDirectors },
  { label: 'Commissions', to: paths.admin.commissions },
] as const;

/** The admin navigation bar (spec 2, section 2, plus Performers and Commissions): shown only when the session's role is Admin. */
export function AdminNavBar() {
  const role = useSessionStore((state) => state.hint?.role);
  if (role !== 'Admin') return null;
  return (
    <Box
      component="nav"
      aria-label="Admin"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 2, md: 4 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {LINKS.map((link) => (
        <Link
          key={link.to}
          component={NavLink}
          to={link.to}
          end
          underline="hover"
          sx={{ fontWeight: 600, '&.active': { textDecoration: 'underline' } }}
        >
          {link.label}
        </Link>
      ))}
    </Box>
  );
}
