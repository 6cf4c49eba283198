import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';

/** Shown to a signed-in user who opens a page of another role's area. */
export function NotAllowed() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Not allowed
      </Typography>
      <Typography sx={{ mb: 4 }}>Your account is not allowed to open this page.</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Go to the home page
      </Button>
    </Container>
  );
}
