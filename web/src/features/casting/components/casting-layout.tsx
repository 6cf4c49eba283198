import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AdminNavBar } from '../../../components/admin-nav-bar';

/** The casting screens' frame: the admin bar (Admin only), the heading and the page. */
export function CastingLayout({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <AdminNavBar />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', my: 2 }}
      >
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Container>
  );
}
