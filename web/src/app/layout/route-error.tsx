import { Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (e.g. a chunk could not be fetched after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : 'This page could not be loaded.';
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>{message}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
