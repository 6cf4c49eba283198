/**
 * Notes under a commission in the Admin's overview (issue 36): when it is (was) due and what that
 * counted from, and any confirmed pay stub whose gross differs from the signed voucher's beyond the
 * tolerance (2 %, or $5 when that is more), with both figures and the stub's picture a click away.
 */
import { Link, Typography } from '@mui/material';
import { formatCad, formatDateForPeople, type CommissionView } from '@scenecall/shared';
import { useState } from 'react';
import { PayStubDialog } from './pay-stub-dialog';

export function DueCaption({ row }: { row: Pick<CommissionView, 'dueOn' | 'dueBasis'> }) {
  if (!row.dueOn) return null;
  return (
    <Typography variant="caption" component="span" sx={{ display: 'block' }} color="text.secondary">
      Due {formatDateForPeople(row.dueOn)} ({row.dueBasis === 'pay-arrived' ? 'pay date recorded' : 'no pay date'})
    </Typography>
  );
}

type StubGrossFlag = NonNullable<CommissionView['stubGrossFlags']>[number];

export function StubGrossFlags({ row }: { row: Pick<CommissionView, 'stubGrossFlags'> }) {
  const [shown, setShown] = useState<StubGrossFlag>();
  return (
    <>
      {(row.stubGrossFlags ?? []).map((flag) => (
        <Typography
          key={flag.workDate}
          variant="caption"
          component="span"
          sx={{ display: 'block' }}
          color="warning.dark"
          data-testid="stub-gross-flag"
        >
          Pay stub {formatCad(flag.stubGrossCents)} vs voucher {formatCad(flag.voucherGrossCents)} (
          {formatDateForPeople(flag.workDate)}){' '}
          <Link component="button" type="button" variant="caption" onClick={() => setShown(flag)}>
            View pay stub
          </Link>
        </Typography>
      ))}
      {shown && (
        <PayStubDialog
          payArrivalId={shown.payArrivalId}
          workDate={shown.workDate}
          onClose={() => setShown(undefined)}
        />
      )}
    </>
  );
}
