import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { StaffNavBar } from '../../../components/staff-nav-bar';

/** The casting screens' frame: the staff bar (Admin's or Casting's area), the heading and the page. */
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
      <StaffNavBar />
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
