/**
 * The performer's count of new open calls, for the phone's menu (its button's bubble and the
 * drawer's Open calls link): the side navigation's count, from the open calls page's cache; and
 * whether the account's state still lets them work (a suspended or deactivated performer's menu
 * offers no Bookings or Open calls).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMayWork } from '../../../lib/current-user-queries';
import { useNewOpenCallsCount } from '../../../lib/open-calls-queries';
import { queryClient } from '../../../lib/query-provider';

export interface PerformerNews {
  newOpenCalls: number;
  mayWork: boolean;
}

function NewOpenCalls({ onNews }: { onNews: (news: PerformerNews) => void }) {
  const newOpenCalls = useNewOpenCallsCount();
  const mayWork = useMayWork();
  useEffect(() => onNews({ newOpenCalls, mayWork }), [newOpenCalls, mayWork, onNews]);
  return null;
}

export default function OpenCallsNews({ onNews }: { onNews: (news: PerformerNews) => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NewOpenCalls onNews={onNews} />
    </QueryClientProvider>
  );
}
