import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Monogram } from './monogram';

/** The account pages' layout: the form with the animated monogram beside it (above it on phones). */
export function AccountFormLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: 'center',
          gap: { xs: 3, md: 8 },
        }}
      >
        <Monogram />
        <Box sx={{ flex: 1, width: '100%', maxWidth: 440 }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {title}
          </Typography>
          {children}
        </Box>
      </Box>
    </Container>
  );
}
