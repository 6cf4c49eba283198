/** The performer's own-data export (GET/POST /api/performer/data-exports, its single-use link and download). */
import type { DataExportAnswer, DataExportLink } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dataExportKey = ['profile', 'data-export'] as const;

/** Polls while the file is being built, so the card turns ready by itself. */
export const useDataExport = () =>
  useQuery({
    queryKey: dataExportKey,
    queryFn: () => api.get<DataExportAnswer>('/performer/data-exports'),
    refetchInterval: (query) => {
      const state = query.state.data?.dataExport?.state;
      return state === 'requested' || state === 'building' ? 5_000 : false;
    },
  });

export const requestDataExport = () => api.post<DataExportAnswer>('/performer/data-exports');

/** Takes a fresh single-use link and downloads the ZIP through it (the link is then used up). */
export async function downloadDataExport(id: string): Promise<void> {
  const link = await api.post<DataExportLink>(`/performer/data-exports/${encodeURIComponent(id)}/link`);
  const blob = await api.get<Blob>(link.path, { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'my-data.zip';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
