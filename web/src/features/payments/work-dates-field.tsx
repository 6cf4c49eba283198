import { Box, Button, Chip, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { agencyToday, MAX_WORK_DATES } from '@scenecall/shared';
import { useId, useState, type KeyboardEvent } from 'react';

interface WorkDatesFieldProps {
  dates: string[];
  onChange: (dates: string[]) => void;
  error?: string;
}

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/** A small multi-date picker: a date input plus 'Add date'; the chosen dates show as removable chips, sorted. */
export function WorkDatesField({ dates, onChange, error }: WorkDatesFieldProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const id = useId();
  const today = agencyToday();

  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft)) return setDraftError('Pick a date first.');
    if (draft > today) return setDraftError('Work dates cannot be in the future.');
    if (dates.includes(draft)) return setDraftError('This date is already added.');
    if (dates.length >= MAX_WORK_DATES) return setDraftError(`At most ${MAX_WORK_DATES} dates per payment.`);
    onChange([...dates, draft].sort());
    setDraft('');
    setDraftError(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const message = draftError ?? error;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={`${id}-help`}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Work dates
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={`${id}-date`}
          label="Work date"
          type="date"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(message)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, 'data-testid': 'work-date-input' } }}
          sx={{ minWidth: 200 }}
        />
        <Button variant="outlined" onClick={add} sx={{ height: 56 }}>
          Add date
        </Button>
      </Stack>
      <FormHelperText id={`${id}-help`} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ?? 'Add each day you worked on this production, then press Add date.'}
      </FormHelperText>
      <Box
        component="ul"
        aria-label="Chosen work dates"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {dates.map((date) => (
          <li key={date}>
            <Chip
              label={longDate(date)}
              title={date}
              onDelete={() => onChange(dates.filter((item) => item !== date))}
              aria-label={`${longDate(date)}, press Delete to remove`}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
