/**
 * The pay of a sample day with the card as typed, computed by the shared `computeVoucherPay` (the
 * function that prices every voucher), so what the editor shows is what a voucher will pay.
 */
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  NativeSelect,
  Stack,
  Typography,
} from '@mui/material';
import {
  agencyToday,
  computeVoucherPay,
  formatCad,
  formatHours,
  selfDriveEligible,
  UNION_STATUSES,
  voucherLineText,
  VoucherTimesError,
  type RateCard,
  type UnionStatus,
  type VoucherPay,
} from '@scenecall/shared';
import { useState } from 'react';
import { PlainTextField } from '../plain-text-field';

export interface SampleDay {
  in: string;
  out: string;
  mealStart: string;
  mealEnd: string;
  allowanceIds: string[];
  fitting: boolean;
  drivenKm: string;
  unionStatus: UnionStatus;
  shuttle: boolean;
}

export const FIRST_SAMPLE: SampleDay = {
  in: '07:00',
  out: '19:00',
  mealStart: '13:00',
  mealEnd: '13:30',
  allowanceIds: [],
  fitting: false,
  drivenKm: '0',
  unionStatus: 'Non-Union',
  shuttle: false,
};

/** The sample day's pay with `card`, or why it cannot be computed. */
export function samplePay(card: RateCard, sample: SampleDay): { pay: VoucherPay } | { problem: string } {
  const drivenKm = Number(sample.drivenKm || '0');
  if (!Number.isInteger(drivenKm) || drivenKm < 0) return { problem: 'Km driven is a whole number' };
  const meals = sample.mealStart && sample.mealEnd ? [{ start: sample.mealStart, end: sample.mealEnd }] : [];
  try {
    const pay = computeVoucherPay(card, {
      date: agencyToday(),
      in: sample.in,
      out: sample.out,
      meals,
      // The sample ticks an allowance or not: one of each ticked.
      allowances: sample.allowanceIds
        .filter((id) => card.allowances.some((allowance) => allowance.id === id))
        .map((id) => ({ id, count: 1 })),
      fitting: sample.fitting,
      drivenKm,
      selfDriveEligible: selfDriveEligible(card, { unionStatus: sample.unionStatus, shuttle: sample.shuttle }),
    });
    return { pay };
  } catch (error) {
    if (error instanceof VoucherTimesError) return { problem: error.message };
    throw error;
  }
}

function SampleFields({
  idPrefix,
  card,
  sample,
  onChange,
}: {
  idPrefix: string;
  card: RateCard | null;
  sample: SampleDay;
  onChange: (sample: SampleDay) => void;
}) {
  const time = (key: 'in' | 'out' | 'mealStart' | 'mealEnd', label: string) => (
    <PlainTextField
      id={`${idPrefix}-sample-${key}`}
      type="time"
      size="small"
      label={label}
      value={sample[key]}
      onChange={(event) => onChange({ ...sample, [key]: event.target.value })}
    />
  );
  const toggleAllowance = (id: string, on: boolean) =>
    onChange({
      ...sample,
      allowanceIds: on ? [...sample.allowanceIds, id] : sample.allowanceIds.filter((x) => x !== id),
    });
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {time('in', 'Sample call')}
        {time('out', 'Sample wrap')}
        {time('mealStart', 'Meal starts')}
        {time('mealEnd', 'Meal ends')}
      </Box>
      <Box>
        {card?.allowances.map((allowance) => (
          <FormControlLabel
            key={allowance.id}
            control={
              <Checkbox
                checked={sample.allowanceIds.includes(allowance.id)}
                onChange={(event) => toggleAllowance(allowance.id, event.target.checked)}
              />
            }
            label={allowance.label}
          />
        ))}
        <FormControlLabel
          control={
            <Checkbox
              checked={sample.fitting}
              onChange={(event) => onChange({ ...sample, fitting: event.target.checked })}
            />
          }
          label="Went to the fitting"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={sample.shuttle}
              onChange={(event) => onChange({ ...sample, shuttle: event.target.checked })}
            />
          }
          label="The day has a shuttle"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <PlainTextField
          id={`${idPrefix}-sample-km`}
          size="small"
          inputMode="numeric"
          label="Km driven from downtown Toronto"
          value={sample.drivenKm}
          onChange={(event) => onChange({ ...sample, drivenKm: event.target.value })}
        />
        <FormControl size="small" fullWidth>
          <InputLabel variant="standard" htmlFor={`${idPrefix}-sample-union`}>
            Performer’s union status
          </InputLabel>
          <NativeSelect
            id={`${idPrefix}-sample-union`}
            value={sample.unionStatus}
            onChange={(event) =>
              onChange({ ...sample, unionStatus: UNION_STATUSES.find((s) => s === event.target.value) ?? 'Non-Union' })
            }
          >
            {UNION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      </Box>
    </Stack>
  );
}

/** The preview: editable sample times and facts, and the lines and gross the card gives them. */
export function RateCardPreview({ idPrefix, card }: { idPrefix: string; card: RateCard | null }) {
  const [sample, setSample] = useState(FIRST_SAMPLE);
  const result = card ? samplePay(card, sample) : { problem: 'Correct the card to see its pay' };
  return (
    <Box
      component="section"
      aria-labelledby={`${idPrefix}-preview-title`}
      sx={{ bgcolor: 'grey.50', p: 2, borderRadius: 1, position: { lg: 'sticky' }, top: { lg: 16 } }}
    >
      <Typography id={`${idPrefix}-preview-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        Preview: the pay of a sample day
      </Typography>
      <SampleFields idPrefix={idPrefix} card={card} sample={sample} onChange={setSample} />
      <Box data-testid={`${idPrefix}-preview`} sx={{ mt: 2 }}>
        {'problem' in result ? (
          <Typography color="text.secondary">{result.problem}</Typography>
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {result.pay.lines.map((line, index) => (
                <Box
                  component="li"
                  key={`${line.kind}-${index}`}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                >
                  <span>{voucherLineText(line)}</span>
                  <span>{formatCad(line.cents)}</span>
                </Box>
              ))}
            </Box>
            <Typography sx={{ mt: 1 }}>
              {formatHours(result.pay.paidMinutes)} paid{result.pay.minimumApplied ? ' (minimum call)' : ''}. Gross{' '}
              <strong>{formatCad(result.pay.grossCents)}</strong>
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
