import { useMutation, useQuery } from '@tanstack/react-query';
import type { GuardianAnswer, GuardianConsentPage } from '@scenecall/shared';
import { api, ApiClientError } from '../../lib/api-client';

const enc = encodeURIComponent;

export const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';

export const useConsentPage = (token: string) =>
  useQuery({
    queryKey: ['guardian-consent', token],
    queryFn: () => api.get<GuardianConsentPage>(`/guardian-consent/${enc(token)}`, { anonymous: true }),
    enabled: token !== '',
    retry: false,
  });

export const useAnswerConsent = (token: string) =>
  useMutation({
    mutationFn: (body: GuardianAnswer) =>
      api.post<{ state: GuardianAnswer['decision'] }>(`/guardian-consent/${enc(token)}`, body, { anonymous: true }),
  });
