import { Box, Chip, FormHelperText, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import {
  calendarDateToLocalDate,
  formatDateForPeople,
  formatDateInFull,
  localDateToCalendarDate,
} from '@scenecall/shared';
import { useId } from 'react';
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';

export interface MultiDateFieldProps {
  /** The fieldset's legend, e.g. 'Work dates'. */
  label: string;
  /** Chosen calendar dates (YYYY-MM-DD); handed back sorted, each once. */
  dates: string[];
  onChange: (dates: string[]) => void;
  /** The most dates that can be chosen. */
  max: number;
  /** Today's business date (Toronto): marked on the calendar, and the month shown first. */
  today: string;
  /** The first and last days that can be chosen (YYYY-MM-DD), when the field has bounds. */
  earliest?: string;
  latest?: string;
  /** What to do, shown under the calendar while there is no error. */
  hint: string;
  /** Marks the legend with the form's required asterisk. */
  required?: boolean;
  error?: string;
  /** Days shown as booked: marked on the calendar, and not choosable. */
  booked?: string[];
}

const sortedUnique = (dates: string[]) => [...new Set(dates)].sort();

/**
 * What a day button is called: 'Sunday, November 1, 2026, selected'. The visible number is a word
 * of the name (the library's '1st' is not, which fails WCAG 2.5.3 label in name).
 */
function dayLabel(date: Date, modifiers: Modifiers): string {
  const name = formatDateInFull(localDateToCalendarDate(date));
  const state = modifiers.booked ? ', booked' : modifiers.selected ? ', selected' : '';
  return `${modifiers.today ? 'Today, ' : ''}${name}${state}`;
}

/**
 * A calendar that picks several days: each tap (or Enter/Space on the focused day, arrows to move)
 * adds or removes a day; the chosen days show underneath as removable chips, in date order.
 * Fits a 360 px phone (7 columns of 40 px).
 */
export function MultiDateField({
  label,
  dates,
  onChange,
  max,
  today,
  earliest,
  latest,
  hint,
  error,
  required = false,
  booked = [],
}: MultiDateFieldProps) {
  const id = useId();
  const full = dates.length >= max;
  const disabled: Matcher[] = [];
  if (latest) disabled.push({ after: calendarDateToLocalDate(latest) });
  if (earliest) disabled.push({ before: calendarDateToLocalDate(earliest) });
  // Full: only chosen days can be tapped (to unpick them). The library's own `max` would replace
  // the whole selection with the new day instead.
  if (full) disabled.push((day: Date) => !dates.includes(localDateToCalendarDate(day)));
  const bookedDays = booked.map(calendarDateToLocalDate);
  disabled.push(...bookedDays);
  const message = error ?? (full ? `You have chosen ${max} dates, the most one entry can hold.` : hint);
  const lastChosen = dates.at(-1);

  return (
    <Box component="fieldset" aria-describedby={`${id}-help`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        data-testid="multi-date-calendar"
        sx={(theme) => ({
          display: 'inline-block',
          maxWidth: '100%',
          px: { xs: 0.5, sm: 1.5 },
          py: 1,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '.rdp-root': {
            '--rdp-accent-color': theme.palette.primary.main,
            '--rdp-accent-background-color': alpha(theme.palette.primary.main, 0.12),
            '--rdp-day-width': '40px',
            '--rdp-day-height': '40px',
            '--rdp-day_button-width': '38px',
            '--rdp-day_button-height': '38px',
            [theme.breakpoints.up('sm')]: {
              '--rdp-day-width': '44px',
              '--rdp-day-height': '44px',
              '--rdp-day_button-width': '42px',
              '--rdp-day_button-height': '42px',
            },
            fontFamily: theme.typography.fontFamily,
          },
          '.rdp-selected .rdp-day_button': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          '.rdp-booked .rdp-day_button': {
            border: `2px solid ${theme.palette.success.dark}`,
            color: theme.palette.success.dark,
            fontWeight: 700,
            opacity: 1,
          },
          '.rdp-day_button:focus-visible': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: 1,
          },
        })}
      >
        <DayPicker
          mode="multiple"
          selected={dates.map(calendarDateToLocalDate)}
          onSelect={(picked) => {
            const next = sortedUnique((picked ?? []).map(localDateToCalendarDate));
            if (next.length <= max) onChange(next);
          }}
          disabled={disabled}
          today={calendarDateToLocalDate(today)}
          defaultMonth={calendarDateToLocalDate(lastChosen ?? today)}
          endMonth={latest ? calendarDateToLocalDate(latest) : undefined}
          startMonth={earliest ? calendarDateToLocalDate(earliest) : undefined}
          labels={{ labelDayButton: dayLabel }}
          modifiers={{ booked: bookedDays }}
          modifiersClassNames={{ booked: 'rdp-booked' }}
        />
      </Box>
      <FormHelperText id={`${id}-help`} error={Boolean(error)} role={error ? 'alert' : 'status'}>
        {message}
      </FormHelperText>
      <Box
        component="ul"
        aria-label={`Chosen ${label.toLowerCase()}`}
        data-testid="chosen-dates"
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
