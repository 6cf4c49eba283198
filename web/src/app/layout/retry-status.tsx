import { TRYING_AGAIN, useRetryStatus } from '../../lib/api-retry';

/**
 * "Trying again…" while a request is tried again after a busy answer (lib/api-retry.ts). Seen here,
 * heard through the shell's live region (announced once by the API client), so it is no region itself.
 */
export function RetryStatus() {
  const retrying = useRetryStatus((state) => state.retrying > 0);
  return retrying ? <p className="sc-retry-status">{TRYING_AGAIN}</p> : null;
}
