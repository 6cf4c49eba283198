/** Whether the performer is alerted of new open calls that fit them (GET/PUT /api/performer/open-call-alerts). */
import type { OpenCallAlertPreference } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const openCallAlertsKey = ['profile', 'open-call-alerts'] as const;

export const useOpenCallAlerts = () =>
  useQuery({
    queryKey: openCallAlertsKey,
    queryFn: () => api.get<OpenCallAlertPreference>('/performer/open-call-alerts'),
  });

export const saveOpenCallAlerts = (body: OpenCallAlertPreference) =>
  api.put<OpenCallAlertPreference>('/performer/open-call-alerts', body);
