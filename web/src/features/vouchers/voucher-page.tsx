import { Alert, Box, Button, Container, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import {
  disputeLineLabel,
  formatDateForPeople,
  voucherSignatureText,
  type PerformerVoucherView,
} from '@scenecall/shared';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { usePaintedParts } from '../../lib/after-paint';
import { paths } from '../../config/paths';
import { useMyVouchers } from './api';
import { VoucherPdfButton } from './pdf-button';
import { SignForm } from './sign-form';
import { VoucherDetails } from './voucher-details';
import { VoucherStatusChip } from './voucher-status';
import { VoucherWalkThrough } from './voucher-walk-through';

// The dispute dialog (MUI's overlays and menus) loads when asked for; its code starts as the pointer
// or focus reaches its button.
const loadDisputeDialog = () => import('./dispute-dialog');
const DisputeDialog = lazy(async () => ({ default: (await loadDisputeDialog()).DisputeDialog }));

function Answer({ voucher }: { voucher: PerformerVoucherView }) {
  const [disputing, setDisputing] = useState(false);
  const disputeButton = useRef<HTMLButtonElement>(null);
  switch (voucher.status) {
    case 'open':
      return <Alert severity="info">This voucher is still open on set: it comes to you at the wrap.</Alert>;
    case 'disputed':
      return (
        <Alert severity="warning">
          You disputed “{disputeLineLabel(voucher.dispute?.line ?? null)}”: {voucher.dispute?.reason}. The staff on set
          will send you a corrected voucher to sign.
        </Alert>
      );
    case 'signed':
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
            {voucherSignatureText(voucher)}. A signed voucher is locked.
          </Alert>
          <VoucherPdfButton voucher={voucher} />
        </Stack>
      );
    case 'sent':
      return (
        <Stack spacing={3}>
          <SignForm voucher={voucher} />
          <Divider />
          <Box>
            <Typography sx={{ mb: 1 }}>Something wrong? Dispute the line before you sign.</Typography>
            <Button
              ref={disputeButton}
              variant="outlined"
              onPointerEnter={loadDisputeDialog}
              onFocus={loadDisputeDialog}
              onClick={() => setDisputing(true)}
            >
              Dispute a line
            </Button>
          </Box>
          {disputing && (
            <Suspense fallback={null}>
              <DisputeDialog
                voucher={voucher}
                open
                onClose={(disputed) => {
                  setDisputing(false);
                  if (!disputed) disputeButton.current?.focus();
                }}
              />
            </Suspense>
          )}
        </Stack>
      );
  }
}

/**
 * The voucher and, once it has painted, what the performer can do with it: on a phone the sign form
 * is below the fold, and rendered with the rest it made the page's first commit one long task.
 */
function VoucherBody({ voucher }: { voucher: PerformerVoucherView }) {
  const answerShown = usePaintedParts(1) >= 1;
  return (
    <Stack spacing={3}>
      <VoucherWalkThrough />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">Status:</Typography>
        <VoucherStatusChip status={voucher.status} />
        {voucher.revision > 1 && <Typography variant="body2">(corrected, revision {voucher.revision})</Typography>}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <VoucherDetails voucher={voucher} />
      </Paper>
      {answerShown && <Answer voucher={voucher} />}
    </Stack>
  );
}

/** /performer/vouchers/{id}: the voucher to review, sign or dispute, and its PDF once signed. */
export default function VoucherPage() {
  const { voucherId = '' } = useParams();
  const vouchers = useMyVouchers();
  const voucher = vouchers.data?.vouchers.find((candidate) => candidate.id === voucherId);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Link
        component={RouterLink}
        to={paths.performer.vouchers}
        underline="hover"
        sx={{ display: 'inline-block', mb: 2 }}
      >
        ‹ Vouchers
      </Link>
      <Typography component="h1" variant="h4" gutterBottom>
        {voucher ? `Voucher: ${formatDateForPeople(voucher.date)}` : 'Voucher'}
      </Typography>
      {vouchers.isPending && <PageLoading />}
      {vouchers.error && <Alert severity="error">{vouchers.error.message}</Alert>}
      {vouchers.data && !voucher && <Alert severity="warning">This voucher was not found among yours.</Alert>}
      {voucher && <VoucherBody voucher={voucher} />}
    </Container>
  );
}
