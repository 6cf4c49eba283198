/**
 * The performer's count of new open calls, for the phone's menu (its button's bubble and the
 * drawer's Open calls link): the side navigation's count, from the open calls page's cache (none
 * while the account's state keeps them from work).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNewOpenCallsCount } from '../../../lib/open-calls-queries';
import { queryClient } from '../../../lib/query-provider';

export interface PerformerNews {
  newOpenCalls: number;
}

function NewOpenCalls({ onNews }: { onNews: (news: PerformerNews) => void }) {
  const newOpenCalls = useNewOpenCallsCount();
  useEffect(() => onNews({ newOpenCalls }), [newOpenCalls, onNews]);
  return null;
}

export default function OpenCallsNews({ onNews }: { onNews: (news: PerformerNews) => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NewOpenCalls onNews={onNews} />
    </QueryClientProvider>
  );
}
