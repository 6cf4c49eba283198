import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { StaffNavBar } from '../../../components/staff-nav-bar';
import { LogoutButton } from '../../../components/logout-button';

/** The frame of every admin page: the admin bar, the page's heading with its actions, the content. */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <StaffNavBar />
        <LogoutButton />
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mt: 3,
          mb: 2,
        }}
      >
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      {children}
    </Container>
  );
}
