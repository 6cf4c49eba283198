/** The agency's settings an Admin changes: the weekly cap of open-call alerts per performer, the commission table. */
import type { CommissionRateTable, OpenCallAlertSettings } from '@scenecall/shared';
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

const commissionRatesKey = ['admin', 'commission-rates'] as const;

/** The agreement's commission table (whole percents per class). */
export const useCommissionRates = () =>
  useQuery({
    queryKey: commissionRatesKey,
    queryFn: () => api.get<CommissionRateTable>('/admin/commission-rates'),
    staleTime: 0,
  });

export function useSaveCommissionRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (table: CommissionRateTable) => api.put<CommissionRateTable>('/admin/commission-rates', table),
    onSuccess: (saved) => client.setQueryData(commissionRatesKey, saved),
  });
}
