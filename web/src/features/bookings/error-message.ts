import { ApiClientError } from '../../lib/api-client';

/** What to tell the performer when an answer, an acknowledgement or a cancellation failed. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';
