/** The performer's text message settings (GET/PUT /api/performer/text-settings). */
import type { TextSettingsBody, TextSettingsView } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const textSettingsKey = ['profile', 'text-settings'] as const;

export const useTextSettings = () =>
  useQuery({ queryKey: textSettingsKey, queryFn: () => api.get<TextSettingsView>('/performer/text-settings') });

export const saveTextSettings = (body: TextSettingsBody) => api.put<TextSettingsView>('/performer/text-settings', body);
