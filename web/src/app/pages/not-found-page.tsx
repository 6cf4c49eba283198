import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 4 }}>The page you are looking for does not exist or has moved.</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Go to the home page
      </Button>
    </Container>
  );
}
