/** The performer's open calls: the calls that fit them, putting themselves forward, withdrawing. */
import type { SubmissionAnswers } from '@scenecall/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { myOpenCallsQuery, openCallsSeenQuery } from '../../lib/open-calls-queries';

const enc = encodeURIComponent;

export const useMyOpenCalls = () => useQuery(myOpenCallsQuery);

/** Marks the calls shown as seen, so the menu's "new" count drops to what was posted since. */
export function useMarkSeen(newestPostedAt: string | undefined) {
  const client = useQueryClient();
  useQuery(openCallsSeenQuery); // the kept entry exists (with its persist meta) before it is set
  useEffect(() => {
    if (newestPostedAt) client.setQueryData(openCallsSeenQuery.queryKey, newestPostedAt);
  }, [client, newestPostedAt]);
}

/** What the open calls page reads, asked for by its route (lib/prefetch.ts). */
export const prefetchOpenCallsPage = (client: QueryClient) => client.ensureQueryData(myOpenCallsQuery);

function useOpenCallMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: myOpenCallsQuery.queryKey }),
  });
}

export const useSubmit = () =>
  useOpenCallMutation(({ callId, answers }: { callId: string; answers: SubmissionAnswers }) =>
    api.post<unknown>(`/performer/open-calls/${enc(callId)}/submission`, { answers }),
  );

export const useWithdraw = () =>
  useOpenCallMutation(({ callId }: { callId: string }) =>
    api.delete<unknown>(`/performer/open-calls/${enc(callId)}/submission`),
  );
