/**
 * The production day's dates: a date input and 'Add date', the chosen dates as removable chips in
 * date order. A stop-gap until the shared calendar multi-date field (web/src/components) lands.
 */
import { Box, Button, Chip, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { formatDateForPeople, isCalendarDate, MAX_DAY_DATES } from '@scenecall/shared';
import { useId, useState, type KeyboardEvent } from 'react';

interface DayDatesFieldProps {
  /** The fieldset's legend (default 'Dates'). */
  label?: string;
  required?: boolean;
  hint?: string;
  dates: string[];
  onChange: (dates: string[]) => void;
  error?: string;
}

export const DATES_HINT = 'Select multiple dates for strict continuity';

export function DayDatesField({
  label = 'Dates',
  required = true,
  hint = DATES_HINT,
  dates,
  onChange,
  error,
}: DayDatesFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const add = () => {
    if (!isCalendarDate(draft)) return setDraftError('Pick a date first.');
    if (dates.includes(draft)) return setDraftError('This date is already chosen.');
    if (dates.length >= MAX_DAY_DATES) return setDraftError(`At most ${MAX_DAY_DATES} dates`);
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
    <Box component="fieldset" aria-describedby={`${id}-help`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={`${id}-date`}
          label={`Add to ${label.toLowerCase()}`}
          type="date"
          value={draft}
          error={Boolean(message)}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={onKeyDown}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'day-date-input' } }}
          sx={{ minWidth: 200 }}
        />
        <Button variant="outlined" onClick={add} sx={{ height: 56 }}>
          Add date
        </Button>
      </Stack>
      <FormHelperText id={`${id}-help`} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ?? hint}
      </FormHelperText>
      <Box
        component="ul"
        aria-label={`Chosen ${label.toLowerCase()}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {dates.map((date) => (
          <li key={date}>
            <Chip
              label={formatDateForPeople(date)}
              onDelete={() => onChange(dates.filter((item) => item !== date))}
              aria-label={`${formatDateForPeople(date)}, press Delete to remove`}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
