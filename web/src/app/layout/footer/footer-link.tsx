import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A light footer link (a styled router link, no MUI Link in the shell). */
export function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        color: 'inherit',
        display: 'inline-block',
        py: 0.5,
        minHeight: 24,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
