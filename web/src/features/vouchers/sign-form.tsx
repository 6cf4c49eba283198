import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { PerformerVoucherView } from '@scenecall/shared';
import { useState, type FormEvent } from 'react';
import { PlainTextField } from '../../components/plain-text-field';
import { ApiClientError } from '../../lib/api-client';
import { announce } from '../../lib/announcer';
import { useSignVoucher } from './api';

export const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';

/** Typed full name and a tick; the server checks the name and records the time and the browser. */
export function SignForm({ voucher }: { voucher: PerformerVoucherView }) {
  const sign = useSignVoucher();
  const [fullName, setFullName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sign.isPending) return;
    if (fullName.trim() === '' || !agreed) {
      setProblem('Type your full name and tick the box to sign');
      return;
    }
    setProblem(null);
    sign.mutate(
      { id: voucher.id, body: { fullName: fullName.trim(), agreed: true, revision: voucher.revision } },
      { onSuccess: () => announce('Voucher signed') },
    );
  };
  const error = problem ?? (sign.error ? messageOf(sign.error) : null);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="sign-heading">
      <Stack spacing={2}>
        <Typography id="sign-heading" component="h2" variant="h6">
          Sign the voucher
        </Typography>
        <PlainTextField
          id="voucher-signer-name"
          label="Your full name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          helperText="As it is on your profile."
          required
          maxLength={120}
          autoComplete="name"
        />
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
          label="I have reviewed this voucher and it is correct"
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button type="submit" variant="contained" aria-disabled={sign.isPending}>
            Sign
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
