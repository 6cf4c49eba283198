/** The performer's own user and profile: TanStack Query hooks over /api. */
import type { CurrentUser, PerformerProfile, SupportMessage } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const currentUserKey = ['profile', 'current-user'] as const;

/** The profile page's read (GET /api/performer/get-user). */
export const useCurrentUser = () =>
  useQuery({ queryKey: currentUserKey, queryFn: () => api.get<CurrentUser>('/performer/get-user'), staleTime: 0 });

/** The update screen's read (GET /api/auth/get-user): same user, with testPassed. */
export const useUserForUpdate = () =>
  useQuery({
    queryKey: [...currentUserKey, 'update'],
    queryFn: () => api.get<CurrentUser>('/auth/get-user'),
    staleTime: 0,
  });

export const saveProfile = (profile: PerformerProfile) => api.put<CurrentUser>('/performer/update-profile', profile);

export const activateAccount = () => api.post<CurrentUser>('/auth/activate');

export const sendSupportMessage = (message: SupportMessage) =>
  api.post<{ sent: boolean }>('/performer/support', message);
