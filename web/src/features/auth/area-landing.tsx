import { Box, Container, Typography } from '@mui/material';
import { AdminNavBar } from '../../components/admin-nav-bar';
import { LogoutButton } from '../../components/logout-button';

/** A minimal landing page of a signed-in area, until the area itself is built. */
export function AreaLanding({ title, intro }: { title: string; intro: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <AdminNavBar />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 3, mb: 2 }}>
        <Typography component="h1" variant="h3">
          {title}
        </Typography>
        <LogoutButton />
      </Box>
      <Typography>{intro}</Typography>
    </Container>
  );
}
