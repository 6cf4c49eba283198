import { useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from '../../../lib/runtime-config';

/** The agency's phone, e-mail and emergency hours, from the public runtime config. */
export function useAgencyContact() {
  return useQuery({
    queryKey: ['runtime-config'],
    queryFn: loadRuntimeConfig,
    select: (config) => config.agency,
  });
}
