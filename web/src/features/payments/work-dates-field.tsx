import { agencyToday, MAX_WORK_DATES } from '@scenecall/shared';
import { MultiDateField } from '../../components/multi-date-field';

interface WorkDatesFieldProps {
  dates: string[];
  onChange: (dates: string[]) => void;
  error?: string;
}

/** The days worked on the production: Toronto dates up to today, at most 31 per payment. */
export function WorkDatesField({ dates, onChange, error }: WorkDatesFieldProps) {
  const today = agencyToday();
  return (
    <MultiDateField
      label="Work dates"
      dates={dates}
      onChange={onChange}
      max={MAX_WORK_DATES}
      today={today}
      latest={today}
      hint="Tap each day you worked on this production; tap a day again to remove it."
      error={error}
    />
  );
}
