import { Box, Button, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { COMMISSION_RATE_OPTIONS, type CommissionRateOptionId } from '@scenecall/shared';
import type { FormEvent } from 'react';
import type { PaymentFormErrors, PaymentFormValues } from './payment-form-state';
import { WorkDatesField } from './work-dates-field';

interface CommissionFormProps {
  values: PaymentFormValues;
  errors: PaymentFormErrors;
  onChange: (values: PaymentFormValues) => void;
  onSubmit: () => void;
}

/** Step 1: production, work dates, gross amount and rate. Invalid fields show after Submit. */
export function CommissionForm({ values, errors, onChange, onSubmit }: CommissionFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Commission payment form">
      <Stack spacing={3}>
        <TextField
          label="Production name"
          value={values.production}
          onChange={(event) => onChange({ ...values, production: event.target.value })}
          error={Boolean(errors.production)}
          helperText={errors.production ?? 'The show or film as written on your voucher.'}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }}
        />
        <WorkDatesField
          dates={values.dates}
          onChange={(dates) => onChange({ ...values, dates })}
          error={errors.dates}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Gross amount"
            type="number"
            value={values.amount}
            onChange={(event) => onChange({ ...values, amount: event.target.value })}
            error={Boolean(errors.amount)}
            helperText={errors.amount ?? 'Your gross pay for these dates, before deductions.'}
            required
            fullWidth
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal', min: 0, step: 0.01 },
            }}
          />
          <TextField
            select
            label="Commission rate"
            value={values.rateOptionId}
            onChange={(event) => onChange({ ...values, rateOptionId: event.target.value as CommissionRateOptionId })}
            error={Boolean(errors.rate)}
            helperText={errors.rate ?? 'Your union status; SSE, credit and principal roles are 15%.'}
            required
            fullWidth
          >
            {COMMISSION_RATE_OPTIONS.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {`${option.label} ${option.percent}%`}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Box>
          <Button type="submit" variant="contained" size="large">
            Submit
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
