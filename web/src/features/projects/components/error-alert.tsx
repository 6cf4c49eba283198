import { Alert } from '@mui/material';
import { ApiClientError } from '../../../lib/api-client';

/** The server's message for a failed call (it is written for people), else a general one. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';

export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {messageOf(error)}
    </Alert>
  );
}
