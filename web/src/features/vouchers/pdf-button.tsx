import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { downloadVoucherPdf } from './api';

/** Downloads a signed voucher's PDF; the button keeps the focus while it works. */
export function VoucherPdfButton({ voucher }: { voucher: { id: string; date: string } }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = () => {
    if (state === 'busy') return;
    setState('busy');
    downloadVoucherPdf(voucher).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <Button variant="outlined" aria-disabled={state === 'busy'} onClick={download}>
        Download the voucher PDF
      </Button>
      {state === 'failed' && <Alert severity="error">The PDF could not be downloaded. Please try again.</Alert>}
    </>
  );
}
