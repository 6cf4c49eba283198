import { cleanup, render, screen } from '@testing-library/react';
import {
  DEFAULT_COMMISSION_RATE_TABLE,
  type CommissionHistoryAnswer,
  type PayArrivalsAnswer,
  type PenaltiesAnswer,
  type WorkedDaysAnswer,
} from '@scenecall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../lib/runtime-config';
import { commissionHistoryQuery, payArrivalsQuery, penaltiesQuery, runtimeConfigQuery, workedDaysQuery } from './api';
import CommissionsPage from './commissions-page';

/** The performer's answers as the app keeps them between visits: the page renders from them at once. */
function keptAnswers(canPay: boolean): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  const history: CommissionHistoryAnswer = {
    vouchers: [],
    defaultRateOptionId: 'non-union',
    rateTable: DEFAULT_COMMISSION_RATE_TABLE,
    dayRates: {},
    canPay,
    commissions: [],
  };
  const config: RuntimeConfig = {
    firebase: { apiKey: 'key', projectId: 'demo', authDomain: 'demo' },
    authEmulatorUrl: null,
    stripe: { publishableKey: 'pk_test', localUrl: null },
    agency: { name: 'SceneCall', phone: '1-416-555-0100', email: 'office@scenecall.example', emergencyHours: '' },
  };
  const worked: WorkedDaysAnswer = { days: [], penalties: [] };
  const penalties: PenaltiesAnswer = { penalties: [], totals: { owingCents: 0, waivedCents: 0, paidCents: 0 } };
  const arrivals: PayArrivalsAnswer = { payArrivals: [] };
  client.setQueryData(commissionHistoryQuery.queryKey, history);
  client.setQueryData(runtimeConfigQuery.queryKey, config);
  client.setQueryData(workedDaysQuery.queryKey, worked);
  client.setQueryData(penaltiesQuery.queryKey, penalties);
  client.setQueryData(payArrivalsQuery.queryKey, arrivals);
  return client;
}

describe('the commissions page over a returning performer’s kept data', () => {
  afterEach(cleanup);

  // Rendering a whole form in jsdom takes seconds on a busy machine: nothing here is about time.
  const LATER = { timeout: 20_000 };

  it('renders the form first and what follows it (the history) in a later commit, once the form has painted', async () => {
    render(
      <QueryClientProvider client={keptAnswers(false)}>
        <MemoryRouter>
          <CommissionsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Pay the commission' })).toBeTruthy();
    expect(screen.getByText(/must be activated before you can pay/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment history' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Payment history' }, LATER)).toBeTruthy();
  }, 30_000);

  it('renders the top of the form first and the rest from the work dates on (calendar, amounts, Submit) later', async () => {
    render(
      <QueryClientProvider client={keptAnswers(true)}>
        <MemoryRouter>
          <CommissionsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('textbox', { name: /Production name/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Submit' }, LATER)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment history' })).toBeTruthy();
  }, 30_000);
});
