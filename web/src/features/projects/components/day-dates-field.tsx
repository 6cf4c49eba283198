/** The production day's dates: the shared multi-date calendar, sorted, with the spec's hint. */
import { Skeleton } from '@mui/material';
import { agencyToday, MAX_DAY_DATES } from '@scenecall/shared';
import { lazy, Suspense } from 'react';

// The calendar (react-day-picker) loads with the form that shows it, not with every projects page:
// the day page, the most visited, opens it only in its edit and sheet dialogs.
const MultiDateField = lazy(() =>
  import('../../../components/multi-date-field').then((module) => ({ default: module.MultiDateField })),
);

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

export function DayDatesField({ label = 'Dates', required = true, hint = DATES_HINT, ...field }: DayDatesFieldProps) {
  return (
    // The calendar's height is kept while it loads, so the form below does not move.
    <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
      <MultiDateField
        label={label}
        required={required}
        hint={hint}
        max={MAX_DAY_DATES}
        today={agencyToday()}
        {...field}
      />
    </Suspense>
  );
}
