/**
 * A short walk-through of the voucher page, shown the first time a performer opens a voucher
 * (issue 39, item 6: newcomers are helped with their first voucher). Dismissed once, remembered on
 * the device.
 */
import { Alert, Button } from '@mui/material';
import { useState } from 'react';

const SEEN_KEY = 'scenecall.voucher-walk-through-seen';

const seenBefore = () => {
  try {
    return window.localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
};

export function VoucherWalkThrough() {
  const [shown, setShown] = useState(() => !seenBefore());
  if (!shown) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(SEEN_KEY, '1');
    } catch {
      // A device that keeps nothing shows it again next time.
    }
    setShown(false);
  };
  return (
    <Alert
      severity="info"
      data-testid="voucher-walk-through"
      action={
        <Button color="inherit" size="small" onClick={dismiss}>
          Got it
        </Button>
      }
    >
      Your first voucher? 1. Check your In and Out times and your meals. 2. Check the items and the gross. 3. If all is
      right, type your full name, tick the box and sign; if not, dispute the wrong line: the staff on set correct it.
    </Alert>
  );
}
