import { act, cleanup, render, screen } from '@testing-library/react';
import type { CurrentUser } from '@scenecall/shared';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserQuery } from '../api/profile-api';
import ProfilePage from './profile-page';

const PERFORMER: CurrentUser = {
  uid: 'performer-1',
  email: 'jordan@example.com',
  tel: '+14165550101',
  userActivated: true,
  testPassed: true,
  profile: { firstName: 'Jordan', lastName: 'Smith', unionStatus: 'Non-Union' },
  account: { state: 'active', suspension: null, deactivation: null },
};

/** What the page showed in the commit where the profile reached the query cache. */
const seenOnArrival: { attributes: boolean; loading: boolean }[] = [];

/** Renders with the page's query, so that its layout effect runs right after the same commit. */
function ArrivalProbe() {
  const { data } = useQuery({ ...currentUserQuery, enabled: false });
  useLayoutEffect(() => {
    if (!data) return;
    seenOnArrival.push({
      attributes: screen.queryByTestId('attributes') !== null,
      loading: screen.queryByRole('progressbar', { name: 'Loading profile' }) !== null,
    });
  }, [data]);
  return null;
}

describe('the profile page', () => {
  afterEach(cleanup);

  it('renders a profile that arrives after it has mounted in a later, deferred commit, its loading state kept until then (issue 37)', async () => {
    // No fetch: the test puts the answer in the cache as the network would.
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ProfilePage />
          <ArrivalProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading profile' })).toBeTruthy();

    await act(async () => {
      client.setQueryData(currentUserQuery.queryKey, PERFORMER);
      await new Promise((resolve) => setTimeout(resolve, 0)); // TanStack Query notifies in a timer
    });

    // The store update's own commit still shows the loading state; the profile came in the next.
    expect(seenOnArrival).toEqual([{ attributes: false, loading: true }]);
    expect(await screen.findByTestId('attributes')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading profile' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Jordan Smith' })).toBeTruthy();
  }, 30_000);
});
