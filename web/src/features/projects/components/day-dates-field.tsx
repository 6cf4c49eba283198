/** The production day's dates: the shared multi-date calendar, sorted, with the spec's hint. */
import { agencyToday, MAX_DAY_DATES } from '@scenecall/shared';
import { MultiDateField } from '../../../components/multi-date-field';

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
    <MultiDateField
      label={label}
      required={required}
      hint={hint}
      max={MAX_DAY_DATES}
      today={agencyToday()}
      {...field}
    />
  );
}
