import { Alert, Box, Card, CardActions, CardContent, Container, Link, Stack, Typography } from '@mui/material';
import { formatCad, formatDateForPeople, type PerformerVoucherView } from '@scenecall/shared';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useMyVouchers } from './api';
import { VoucherPdfButton } from './pdf-button';
import { VoucherStatusChip } from './voucher-status';

/** Said to screen readers only: which voucher a link opens. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function VoucherCard({ voucher }: { voucher: PerformerVoucherView }) {
  const headingId = useId();
  const toSign = voucher.status === 'sent';
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {voucher.dayName}
          </Typography>
          <VoucherStatusChip status={voucher.status} />
        </Box>
        <Typography variant="body2">{formatDateForPeople(voucher.date)}</Typography>
        {voucher.pay && <Typography variant="body2">Gross: {formatCad(voucher.pay.grossCents)}</Typography>}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Link component={RouterLink} to={paths.performer.voucher(voucher.id)}>
          {toSign ? 'Review and sign' : 'Open the voucher'}
          <Box component="span" sx={visuallyHidden}>
            {` for ${voucher.dayName}, ${formatDateForPeople(voucher.date)}`}
          </Box>
        </Link>
        {voucher.status === 'signed' && <VoucherPdfButton voucher={voucher} />}
      </CardActions>
    </Card>
  );
}

function VoucherList({ vouchers, dayId }: { vouchers: PerformerVoucherView[]; dayId: string | null }) {
  const shown = dayId ? vouchers.filter((voucher) => voucher.dayId === dayId) : vouchers;
  return (
    <Stack spacing={2}>
      {dayId && (
        <Link component={RouterLink} to={paths.performer.vouchers}>
          Show all your vouchers
        </Link>
      )}
      {shown.length === 0 ? (
        <Typography>{dayId ? 'No voucher for this day yet.' : 'No vouchers yet: they come at the wrap.'}</Typography>
      ) : (
        shown.map((voucher) => <VoucherCard key={voucher.id} voucher={voucher} />)
      )}
    </Stack>
  );
}

/** /performer/vouchers: every voucher (those to sign first), or one day's (`?day=`, from a booking). */
export default function VouchersPage() {
  const vouchers = useMyVouchers();
  const [search] = useSearchParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Link component={RouterLink} to={paths.performer.root} underline="hover" sx={{ display: 'inline-block', mb: 2 }}>
        ‹ Profile
      </Link>
      <Typography component="h1" variant="h4" gutterBottom>
        Vouchers
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Your vouchers from set. Review each one, then sign it, or dispute a line so it is corrected.
      </Typography>
      {vouchers.isPending && <PageLoading />}
      {vouchers.error && <Alert severity="error">{vouchers.error.message}</Alert>}
      {vouchers.data && <VoucherList vouchers={vouchers.data.vouchers} dayId={search.get('day')} />}
    </Container>
  );
}
