/** The account's state on the Admin's user page (issue 40): its history and the Admin's actions. */
import type {
  AccountNoteBody,
  AccountRecord,
  CloseReviewRequestBody,
  EndCooperationBody,
  ReviewRequestView,
  SuspendAccountBody,
} from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKey } from './users-api';

const accountPath = (id: string, rest: string) => `/admin/users/${encodeURIComponent(id)}${rest}`;
export const accountKey = (id: string) => [...userKey(id), 'account'] as const;

export const useAccount = (id: string) =>
  useQuery({
    queryKey: accountKey(id),
    queryFn: async () => (await api.get<{ account: AccountRecord }>(accountPath(id, '/account'))).account,
    staleTime: 0,
  });

type Answer = Promise<{ account: AccountRecord }>;
export const suspendAccount = (id: string, body: SuspendAccountBody): Answer =>
  api.post(accountPath(id, '/suspend'), body);
export const endCooperation = (id: string, body: EndCooperationBody): Answer =>
  api.post(accountPath(id, '/end-cooperation'), body);
export const reinstateAccount = (id: string, body: AccountNoteBody): Answer =>
  api.post(accountPath(id, '/reinstate'), body);
export const reactivateAccount = (id: string, body: AccountNoteBody): Answer =>
  api.post(accountPath(id, '/reactivate'), body);

/** The productions' requests for review still open (the Admin's queue). */
export const reviewRequestsKey = ['admin', 'review-requests'] as const;

export const useReviewRequests = () =>
  useQuery({
    queryKey: reviewRequestsKey,
    queryFn: async () => (await api.get<{ requests: ReviewRequestView[] }>('/admin/review-requests')).requests,
    staleTime: 0,
  });

/** Marks a request handled: it leaves the queue. */
export const closeReviewRequest = (id: string, body: CloseReviewRequestBody) =>
  api.post<{ closed: boolean }>(`/admin/review-requests/${encodeURIComponent(id)}/close`, body);
