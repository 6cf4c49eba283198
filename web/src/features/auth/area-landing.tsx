import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AdminNavBar } from '../../components/admin-nav-bar';
import { LogoutButton } from '../../components/logout-button';

/** A minimal landing page of a signed-in area, until the area itself is built. */
export function AreaLanding({
  title,
  intro,
  links = [],
}: {
  title: string;
  intro: string;
  links?: { label: string; to: string }[];
}) {
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
      {links.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
          {links.map((link) => (
            <Button key={link.to} variant="contained" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ))}
        </Box>
      )}
    </Container>
  );
}
