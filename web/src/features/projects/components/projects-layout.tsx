import { Box, Container, Link, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { StaffNavBar } from '../../../components/staff-nav-bar';
import { paths } from '../../../config/paths';

const MENU = [
  { label: 'All projects', to: paths.project.all },
  { label: 'Archived projects', to: paths.project.archived },
] as const;

/** The projects screens' frame: the staff bar (Admin's or Casting's area), the side menu, and the page. */
export function ProjectsLayout({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <StaffNavBar />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 4 }, mt: 2 }}>
        <Box component="nav" aria-label="Projects" sx={{ flexShrink: 0, width: { md: 200 } }}>
          <List dense disablePadding sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 0.5 }}>
            {MENU.map((item) => (
              <ListItem key={item.to} disablePadding sx={{ width: 'auto' }}>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end
                  sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
                >
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Box>
    </Container>
  );
}

/** A link styled as text, for breadcrumbs and back links inside the projects screens. */
export function RouterTextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={NavLink} to={to} underline="hover" color="inherit" end>
      {children}
    </Link>
  );
}
