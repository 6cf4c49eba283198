/** The agency's settings an Admin changes: the weekly cap of open-call alerts, the commission table, the default rate card. */
import type {
  CommissionRateTable,
  OpenCallAlertSettings,
  RateCard,
  RetentionDryRun,
  RetentionSettings,
} from '@scenecall/shared';
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

const defaultRateCardKey = ['admin', 'default-rate-card'] as const;

interface RateCardAnswer {
  card: RateCard | null;
}

export const useDefaultRateCard = () =>
  useQuery({
    queryKey: defaultRateCardKey,
    queryFn: () => api.get<RateCardAnswer>('/admin/rate-cards/default'),
    staleTime: 0,
  });

export function useSaveDefaultRateCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: RateCard) => api.put<RateCardAnswer>('/admin/rate-cards/default', card),
    onSuccess: (saved) => client.setQueryData(defaultRateCardKey, saved),
  });
}

const retentionKey = ['admin', 'retention-settings'] as const;
const retentionDryRunKey = ['admin', 'retention-dry-run'] as const;

/** How long a deactivated account's personal data is kept (issue 40). */
export const useRetentionSettings = () =>
  useQuery({
    queryKey: retentionKey,
    queryFn: () => api.get<RetentionSettings>('/admin/retention-settings'),
    staleTime: 0,
  });

/** What the daily purge would do today: how many accounts, and the earliest deactivation. */
export const useRetentionDryRun = () =>
  useQuery({
    queryKey: retentionDryRunKey,
    queryFn: () => api.get<RetentionDryRun>('/admin/retention-dry-run'),
    staleTime: 0,
  });

export function useSaveRetentionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) => api.put<RetentionSettings>('/admin/retention-settings', settings),
    onSuccess: async (saved) => {
      client.setQueryData(retentionKey, saved);
      await client.invalidateQueries({ queryKey: retentionDryRunKey });
    },
  });
}
