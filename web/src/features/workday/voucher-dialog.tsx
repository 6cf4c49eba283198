/**
 * One performer's voucher for the date on screen: in and out times, meal breaks, allowances from
 * the day's rate card (wardrobe changes, props…) and notes. A correction after the wrap is a new
 * revision the performer signs again; a signed voucher is locked (the server says so).
 */
import {
  allowanceCountOf,
  allowancesOfStored,
  fittingHoursOf,
  formatCad,
  formatTimeOfDay,
  VOUCHER_ALLOWANCE_MAX_COUNT,
  VOUCHER_NOTES_MAX,
  withAllowanceCount,
  type RateCard,
  type SetScreenPerson,
  type VoucherAllowance,
  type VoucherMeal,
  type VoucherView,
} from '@scenecall/shared';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { api, ApiClientError } from '../../lib/api-client';
import { dayApiPath } from './api';
import type { SetDay } from './set-actions';

interface Draft {
  in: string;
  out: string;
  meals: VoucherMeal[];
  allowances: VoucherAllowance[];
  fitting: boolean;
  drivenKm: string;
  notes: string;
}

const draftOf = (voucher: VoucherView | undefined): Draft => ({
  in: voucher?.in ?? '',
  out: voucher?.out ?? '',
  meals: voucher?.meals ?? [],
  // A copy kept on the device from before counts may still list ids.
  allowances: voucher ? allowancesOfStored(voucher) : [],
  fitting: voucher?.fitting ?? false,
  drivenKm: voucher?.drivenKm ? String(voucher.drivenKm) : '',
  notes: voucher?.notes ?? '',
});

const TIME_FIELD_WIDTH = 156;

function TimeInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="time"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      // '12:30 PM' and the picker's icon in full (147 px in Chromium): the value is what a dispute is about.
      sx={{ width: TIME_FIELD_WIDTH, flexShrink: 0 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}

function MealsField({ meals, onChange }: { meals: VoucherMeal[]; onChange: (meals: VoucherMeal[]) => void }) {
  const change = (index: number, meal: VoucherMeal) => onChange(meals.map((old, at) => (at === index ? meal : old)));
  return (
    <Box>
      <FormLabel component="legend">Meal breaks</FormLabel>
      {meals.map((meal, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <TimeInput
            label={`Meal ${index + 1} starts`}
            value={meal.start}
            onChange={(start) => change(index, { ...meal, start })}
          />
          <TimeInput
            label={`Meal ${index + 1} ends`}
            value={meal.end ?? ''}
            onChange={(end) => change(index, { ...meal, end: end || null })}
          />
          <Button size="small" onClick={() => onChange(meals.filter((_, at) => at !== index))}>
            Remove meal {index + 1}
          </Button>
        </Stack>
      ))}
      <Button size="small" sx={{ mt: 1 }} onClick={() => onChange([...meals, { start: '', end: null }])}>
        Add a meal break
      </Button>
    </Box>
  );
}

interface VoucherDialogProps {
  day: SetDay;
  card: RateCard;
  /** The day has a fitting sheet (a voucher may then say the performer went to it). */
  hasFitting: boolean;
  person: SetScreenPerson;
  onClose: () => void;
  onSaved: () => void;
}

export function VoucherDialog({ day, card, hasFitting, person, onClose, onSaved }: VoucherDialogProps) {
  const voucher = person.vouchers.find((candidate) => candidate.date === day.date);
  const [draft, setDraft] = useState(() => draftOf(voucher));
  const [error, setError] = useState<string>();
  const wrapped = voucher !== undefined && voucher.status !== 'open';
  const save = async () => {
    if (!draft.in) return setError('Record a check-in time first');
    const drivenKm = draft.drivenKm.trim() === '' ? 0 : Number(draft.drivenKm);
    if (!Number.isInteger(drivenKm) || drivenKm < 0) return setError('Km driven is a whole number of km');
    const event = {
      kind: 'edit',
      in: draft.in,
      out: wrapped ? draft.out : null,
      meals: draft.meals.filter((meal) => meal.start && meal.end),
      allowances: draft.allowances,
      ...(hasFitting || draft.fitting ? { fitting: draft.fitting } : {}),
      ...(card.selfDrive || drivenKm > 0 ? { drivenKm } : {}),
      notes: draft.notes,
    };
    try {
      await api.post(`${dayApiPath(day.projectId, day.dayId)}/vouchers/${person.performerId}/events`, {
        date: day.date,
        event,
      });
      onSaved();
    } catch (caught) {
      setError(caught instanceof ApiClientError ? caught.message : 'The voucher could not be saved');
    }
  };
  const setCount = (id: string, count: number) =>
    setDraft({ ...draft, allowances: withAllowanceCount(draft.allowances, id, count) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="voucher-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="voucher-title">Voucher of {person.name || 'this performer'}</DialogTitle>
        <DialogContent>
          {voucher?.status === 'disputed' && voucher.dispute && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Disputed: {voucher.dispute.reason}
            </Alert>
          )}
          {voucher?.status === 'signed' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Signed by {voucher.signature?.fullName}: a signed voucher is locked.
            </Alert>
          )}
          {voucher?.pay && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {voucher.in && voucher.out ? `${formatTimeOfDay(voucher.in)} to ${formatTimeOfDay(voucher.out)}, ` : ''}
              gross {formatCad(voucher.pay.grossCents)}
            </Typography>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <TimeInput label="In" value={draft.in} onChange={(value) => setDraft({ ...draft, in: value })} />
              {wrapped && (
                <TimeInput label="Out" value={draft.out} onChange={(value) => setDraft({ ...draft, out: value })} />
              )}
            </Stack>
            <MealsField meals={draft.meals} onChange={(meals) => setDraft({ ...draft, meals })} />
            {card.allowances.length > 0 && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">Allowances (wardrobe changes, props…): how many</FormLabel>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {card.allowances.map((allowance) => (
                    <TextField
                      key={allowance.id}
                      type="number"
                      size="small"
                      label={`${allowance.label} (${formatCad(allowance.amountCents)})`}
                      value={allowanceCountOf(draft.allowances, allowance.id)}
                      onChange={(event) => setCount(allowance.id, Number(event.target.value))}
                      slotProps={{ htmlInput: { min: 0, max: VOUCHER_ALLOWANCE_MAX_COUNT, step: 1 } }}
                      sx={{ width: 220, maxWidth: '100%' }}
                    />
                  ))}
                </Stack>
              </Box>
            )}
            {(hasFitting || draft.fitting) && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.fitting}
                    onChange={(event) => setDraft({ ...draft, fitting: event.target.checked })}
                  />
                }
                label={`Went to the fitting (paid ${fittingHoursOf(card)} h)`}
              />
            )}
            {card.selfDrive && (
              <TextField
                type="number"
                size="small"
                label="Km driven to set from downtown Toronto"
                value={draft.drivenKm}
                onChange={(event) => setDraft({ ...draft, drivenKm: event.target.value })}
                helperText={`Self-drive pays past ${card.selfDrive.beyondKm} km, for ${card.selfDrive.unionStatuses.join(' and ') || 'no status'} without a shuttle`}
                slotProps={{ htmlInput: { min: 0, max: 2000, step: 1 } }}
                sx={{ maxWidth: 360 }}
              />
            )}
            <TextField
              label="Notes"
              multiline
              minRows={2}
              value={draft.notes}
              onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
              slotProps={{ htmlInput: { maxLength: VOUCHER_NOTES_MAX } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" aria-disabled={voucher?.status === 'signed'}>
            Save the voucher
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
