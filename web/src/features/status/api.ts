import type { HealthReport } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiClientError } from '../../lib/api-client';

/** The health endpoint answers 503 with the same report when a dependency is down. */
async function fetchHealth(): Promise<HealthReport> {
  const response = await fetch('/api/health', { cache: 'no-store' });
  if (response.status !== 200 && response.status !== 503) {
    throw new ApiClientError(response.status, 'unavailable', 'The service did not answer');
  }
  return (await response.json()) as HealthReport;
}

export const useHealth = () => useQuery({ queryKey: ['health'], queryFn: fetchHealth, staleTime: 0, retry: 0 });
