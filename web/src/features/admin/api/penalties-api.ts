/** Penalties for the Admin: a user's, and the decisions (waive with a note, confirm, record false information). */
import type { PenaltiesAnswer, PenaltyView } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKey } from './users-api';

export const userPenaltiesKey = (id: string) => [...userKey(id), 'penalties'] as const;

export const useUserPenalties = (id: string) =>
  useQuery({
    queryKey: userPenaltiesKey(id),
    queryFn: () => api.get<PenaltiesAnswer>(`/admin/users/${encodeURIComponent(id)}/penalties`),
    staleTime: 0,
  });

const penaltyPath = (id: string, action: 'waive' | 'confirm') => `/admin/penalties/${encodeURIComponent(id)}/${action}`;

export const waivePenalty = (id: string, note: string) => api.post<PenaltyView>(penaltyPath(id, 'waive'), { note });
export const confirmPenalty = (id: string, note: string) =>
  api.post<PenaltyView>(penaltyPath(id, 'confirm'), note ? { note } : {});
export const recordFalseInformation = (uid: string, note: string) =>
  api.post<PenaltyView>(`/admin/users/${encodeURIComponent(uid)}/penalties`, { note });
