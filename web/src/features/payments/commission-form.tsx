import { Box, Button, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import {
  commissionRateChoices,
  DEFAULT_COMMISSION_RATE_TABLE,
  FEATURED_ROLE_CLASS,
  formatCad,
  formatMonthDay,
  productionDayName,
  type CommissionRateOptionId,
  type CommissionRateResolution,
  type VoucherCommissionOffer,
  type WorkedDayView,
} from '@scenecall/shared';
import type { FormEvent } from 'react';
import {
  fromVoucher,
  fromWorkedDay,
  withoutBooking,
  type PaymentFormErrors,
  type PaymentFormValues,
} from './payment-form-state';
import { WorkDatesField } from './work-dates-field';
import { DueDatesNote } from './due-dates-note';
import { useStubGrosses } from './pay-dates';
import { AfterPaint } from '../../lib/after-paint';

interface CommissionFormProps {
  values: PaymentFormValues;
  errors: PaymentFormErrors;
  onChange: (values: PaymentFormValues) => void;
  onSubmit: () => void;
  /** Days worked through bookings whose commission is not paid yet. */
  workedDays?: WorkedDayView[];
  /** Signed vouchers whose commission is not paid yet. */
  vouchers?: VoucherCommissionOffer[];
  /** The rate each booked day gives, by day id (the form fixes it for a day chosen above). */
  dayRates?: Record<string, CommissionRateResolution>;
}

const voucherLabel = (offer: VoucherCommissionOffer) =>
  `${offer.dayName} (${formatMonthDay(offer.date)}): ${formatCad(offer.grossCents)}`;

function VoucherSelect({
  values,
  vouchers,
  onChange,
}: Pick<CommissionFormProps, 'values' | 'onChange'> & { vouchers: VoucherCommissionOffer[] }) {
  return (
    <TextField
      select
      label="Fill from a signed voucher"
      value={values.voucherIds[0] ?? ''}
      onChange={(event) => {
        const offer = vouchers.find((candidate) => candidate.voucherId === event.target.value);
        onChange(offer ? fromVoucher(values, offer) : withoutBooking(values, false));
      }}
      helperText="Your signed vouchers whose commission is not paid yet: the gross is the voucher's."
      fullWidth
    >
      <MenuItem value="">None: I type the details</MenuItem>
      {vouchers.map((offer) => (
        <MenuItem key={offer.voucherId} value={offer.voucherId}>
          {voucherLabel(offer)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The rate: for a day worked through the platform, the booking's, shown with its reason and not
 * changeable; for other work, the class the performer chooses from the agreement's table.
 */
function RateField({ values, errors, onChange }: Pick<CommissionFormProps, 'values' | 'errors' | 'onChange'>) {
  if (values.bookedRate) {
    return (
      <TextField
        label="Commission rate"
        value={`${values.bookedRate.percent}%`}
        helperText={`${values.bookedRate.reason}, from your booking.`}
        fullWidth
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'booked-rate' } }}
      />
    );
  }
  const table = values.rateTable ?? DEFAULT_COMMISSION_RATE_TABLE;
  return (
    <TextField
      select
      label="Commission rate"
      value={values.rateOptionId}
      onChange={(event) => onChange({ ...values, rateOptionId: event.target.value as CommissionRateOptionId })}
      error={Boolean(errors.rate)}
      helperText={
        errors.rate ??
        `Your union status; SSE, Credit, Principal and Upgrade roles are ${table.percents[FEATURED_ROLE_CLASS]}%.`
      }
      required
      fullWidth
    >
      {commissionRateChoices(table).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {`${option.label} ${option.percent}%`}
        </MenuItem>
      ))}
    </TextField>
  );
}

const dayLabel = (day: WorkedDayView) => `${productionDayName(day)} (${day.dates.map(formatMonthDay).join(', ')})`;

/** Step 1: production, work dates, gross amount and rate. Invalid fields show after Submit. */
export function CommissionForm({
  values,
  errors,
  onChange,
  onSubmit,
  workedDays = [],
  vouchers = [],
  dayRates = {},
}: CommissionFormProps) {
  const fromSignedVoucher = values.voucherIds.length > 0;
  const stubGrosses = useStubGrosses();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Commission payment form">
      <Stack spacing={3}>
        {vouchers.length > 0 && <VoucherSelect values={values} vouchers={vouchers} onChange={onChange} />}
        {workedDays.length > 0 && !fromSignedVoucher && (
          <TextField
            select
            label="Fill from a day you worked"
            value={values.dayIds[0] ?? ''}
            onChange={(event) => {
              const day = workedDays.find((candidate) => candidate.dayId === event.target.value);
              onChange(
                day
                  ? fromWorkedDay(values, day, dayRates[day.dayId] ?? null, stubGrosses)
                  : withoutBooking(values, true),
              );
            }}
            helperText="Your bookings whose commission is not paid yet."
            fullWidth
          >
            <MenuItem value="">None: I type the production and dates</MenuItem>
            {workedDays.map((day) => (
              <MenuItem key={day.dayId} value={day.dayId}>
                {dayLabel(day)}
              </MenuItem>
            ))}
          </TextField>
        )}
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
        {/* From the calendar on, the form is past a phone's first screen: a commit of its own (issue 37). */}
        <AfterPaint>
          <WorkDatesField
            dates={values.dates}
            onChange={(dates) => onChange({ ...values, dates })}
            error={errors.dates}
          />
          <DueDatesNote dates={values.dates} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Gross amount"
              type="number"
              value={values.amount}
              onChange={(event) => onChange({ ...values, amount: event.target.value })}
              error={Boolean(errors.amount)}
              helperText={
                errors.amount ??
                (fromSignedVoucher
                  ? 'The gross of your signed voucher.'
                  : 'Your gross pay for these dates, before deductions.')
              }
              required
              fullWidth
              slotProps={{
                input: {
                  readOnly: fromSignedVoucher,
                  startAdornment: <InputAdornment position="start">$</InputAdornment>,
                },
                htmlInput: { inputMode: 'decimal', min: 0, step: 0.01 },
              }}
            />
            <RateField values={values} errors={errors} onChange={onChange} />
          </Stack>
          <Box>
            <Button type="submit" variant="contained" size="large">
              Submit
            </Button>
          </Box>
        </AfterPaint>
      </Stack>
    </Box>
  );
}
