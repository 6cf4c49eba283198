import type { PublicOpenCall } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The open calls anyone may read (no private details), newest first; the server caches them 60 s. */
export const usePublicOpenCalls = () =>
  useQuery({
    queryKey: ['jobs', 'open-calls'],
    queryFn: () => api.get<PublicOpenCall[]>('/jobs/open-calls', { anonymous: true }),
  });
