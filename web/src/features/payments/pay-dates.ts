import { formatDateForPeople, type CommissionDue } from '@scenecall/shared';
import { useMemo } from 'react';
import { usePayArrivals } from './api';
import type { PayDates, StubGrosses } from './payment-form-state';

/** The recorded pay dates by work date (none until they are loaded). */
export function usePayDates(): PayDates {
  const { data } = usePayArrivals();
  return useMemo(
    () =>
      new Map(
        (data?.payArrivals ?? []).flatMap((entry) =>
          entry.payArrivedOn ? [[entry.workDate, entry.payArrivedOn]] : [],
        ),
      ),
    [data],
  );
}

/** The confirmed pay-stub grosses by work date (none until they are loaded). */
export function useStubGrosses(): StubGrosses {
  const { data } = usePayArrivals();
  return useMemo(
    () =>
      new Map(
        (data?.payArrivals ?? []).flatMap((entry) =>
          entry.stubGrossCents === null ? [] : [[entry.workDate, entry.stubGrossCents]],
        ),
      ),
    [data],
  );
}

/** A due date with what it counts from, in the words of the rule (`COMMISSION_DUE_RULE`). */
export const dueText = (due: Pick<CommissionDue, 'dueOn' | 'basis' | 'from'>) =>
  due.basis === 'pay-arrived'
    ? `due ${formatDateForPeople(due.dueOn)} (14 days after your pay arrived on ${formatDateForPeople(due.from)})`
    : `due ${formatDateForPeople(due.dueOn)} (no pay date recorded: 4 weeks + 14 days after the shoot)`;
