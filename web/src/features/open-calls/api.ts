/** The performer's open calls: the calls that fit them, putting themselves forward, withdrawing. */
import type { SubmissionAnswers } from '@scenecall/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterNextPaintWhenIdle } from '../../lib/after-paint';
import { api } from '../../lib/api-client';
import { markOpenCallsSeen, myOpenCallsQuery, openCallsSeenQuery } from '../../lib/open-calls-queries';

const enc = encodeURIComponent;

export const useMyOpenCalls = () => useQuery(myOpenCallsQuery);

/** Marks the calls shown as seen on the server, so the menu's "new" count drops on every device. */
export function useMarkSeen(newestPostedAt: string | undefined) {
  const client = useQueryClient();
  const seen = useQuery(openCallsSeenQuery).data;
  useEffect(() => {
    if (!newestPostedAt || (seen && Date.parse(seen) >= Date.parse(newestPostedAt))) return;
    client.setQueryData(openCallsSeenQuery.queryKey, newestPostedAt);
    // Told once the calls are painted and the phone is idle: not on the way to showing them.
    void afterNextPaintWhenIdle()
      .then(() => markOpenCallsSeen(newestPostedAt))
      .then(
        (kept) => client.setQueryData(openCallsSeenQuery.queryKey, kept),
        () => client.invalidateQueries({ queryKey: openCallsSeenQuery.queryKey }),
      );
  }, [client, newestPostedAt, seen]);
}

/** What the open calls page reads, asked for by its route (lib/prefetch.ts). */
export const prefetchOpenCallsPage = (client: QueryClient) =>
  Promise.all([client.ensureQueryData(myOpenCallsQuery), client.ensureQueryData(openCallsSeenQuery)]);

function useOpenCallMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: myOpenCallsQuery.queryKey }),
  });
}

/** The submission, then its photo if one was chosen (the server takes a photo only with a waiting submission). */
async function submitWithPhoto({
  callId,
  answers,
  photo,
}: {
  callId: string;
  answers: SubmissionAnswers;
  photo?: File;
}) {
  await api.post<unknown>(`/performer/open-calls/${enc(callId)}/submission`, { answers });
  if (!photo) return;
  const form = new FormData();
  form.append('file', photo, photo.name);
  await api.put<unknown>(`/performer/open-calls/${enc(callId)}/submission/photo`, form);
}

export const useSubmit = () => useOpenCallMutation(submitWithPhoto);

export const useWithdraw = () =>
  useOpenCallMutation(({ callId }: { callId: string }) =>
    api.delete<unknown>(`/performer/open-calls/${enc(callId)}/submission`),
  );
