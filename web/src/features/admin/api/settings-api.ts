/** The agency's settings an Admin changes: the weekly cap of open-call alerts per performer. */
import type { OpenCallAlertSettings } from '@scenecall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const alertSettingsKey = ['admin', 'open-call-alerts'] as const;

export const useAlertSettings = () =>
  useQuery({
    queryKey: alertSettingsKey,
    queryFn: () => api.get<OpenCallAlertSettings>('/admin/open-call-alerts'),
    staleTime: 0,
  });

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: OpenCallAlertSettings) =>
      api.put<OpenCallAlertSettings>('/admin/open-call-alerts', settings),
    onSuccess: (saved) => client.setQueryData(alertSettingsKey, saved),
  });
}
