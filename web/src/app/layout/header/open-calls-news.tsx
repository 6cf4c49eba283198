/**
 * The performer's count of new open calls, for the phone's menu (its button's bubble and the
 * drawer's Open calls link): the side navigation's count, from the open calls page's cache.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNewOpenCallsCount } from '../../../lib/open-calls-queries';
import { queryClient } from '../../../lib/query-provider';

function NewOpenCalls({ onCount }: { onCount: (count: number) => void }) {
  const fresh = useNewOpenCallsCount();
  useEffect(() => onCount(fresh), [fresh, onCount]);
  return null;
}

export default function OpenCallsNews({ onCount }: { onCount: (count: number) => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NewOpenCalls onCount={onCount} />
    </QueryClientProvider>
  );
}
