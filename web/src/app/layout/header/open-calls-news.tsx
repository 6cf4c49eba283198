/**
 * The performer's count of new open calls, for the phone's menu (its button's bubble and the
 * drawer's Open calls link): the side navigation's count, from the open calls page's cache (none
 * while the account's state keeps them from work).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNewOpenCallsCount } from '../../../lib/open-calls-queries';
import { queryClient } from '../../../lib/query-provider';

function NewOpenCalls({ onCount }: { onCount: (newOpenCalls: number) => void }) {
  const newOpenCalls = useNewOpenCallsCount();
  useEffect(() => onCount(newOpenCalls), [newOpenCalls, onCount]);
  return null;
}

export default function OpenCallsNews({ onCount }: { onCount: (newOpenCalls: number) => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NewOpenCalls onCount={onCount} />
    </QueryClientProvider>
  );
}
