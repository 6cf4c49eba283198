/**
 * A minor's hours on the set screen (issue 39): their limit and the time left from check-in by the
 * device's clock, warned at 30 minutes left and at the limit. The check-in comes with the screen's
 * live changes, so every open set screen shows the same.
 */
import {
  formatHoursAndMinutes,
  isWrapPastLimit,
  minorTimeLeft,
  type MinorTimeLeft,
  type SetScreenPerson,
} from '@scenecall/shared';
import { Alert, Chip } from '@mui/material';

/** The time left of a minor checked in on `date`, or undefined (an adult, not checked in, or wrapped). */
export function timeLeftOf(person: SetScreenPerson, date: string, now: number): MinorTimeLeft | undefined {
  const voucher = person.vouchers.find((candidate) => candidate.date === date);
  if (!person.minorLimit || !voucher?.in || voucher.out) return undefined;
  return minorTimeLeft(date, voucher.in, person.minorLimit.maxHours, new Date(now));
}

/** A wrap at `time` would be past the minor's limit: the crew gives the reason. */
export function wrapPastLimit(person: SetScreenPerson, date: string, time: string): boolean {
  const voucher = person.vouchers.find((candidate) => candidate.date === date);
  return !!person.minorLimit && !!voucher?.in && isWrapPastLimit(date, voucher.in, time, person.minorLimit.maxHours);
}

const warningText = (left: MinorTimeLeft, maxHours: number) =>
  left.state === 'reached'
    ? `Limit of ${maxHours} h reached`
    : `${formatHoursAndMinutes(left.minutesLeft)} left of ${maxHours} h`;

export function MinorHoursChip({ person, left }: { person: SetScreenPerson; left: MinorTimeLeft | undefined }) {
  if (!person.minorLimit) return null;
  return (
    <Chip
      size="small"
      color={left?.state === 'reached' ? 'error' : 'default'}
      variant={left && left.state !== 'within' ? 'filled' : 'outlined'}
      // The theme's darker warning: white on it reads at 4.5:1.
      sx={left?.state === 'warning' ? { bgcolor: 'warning.dark', color: 'common.white' } : undefined}
      label={left ? `Minor: ${warningText(left, person.minorLimit.maxHours)}` : person.minorLimit.label}
      data-testid="minor-hours"
    />
  );
}

/** Above the list: each minor within 30 minutes of their limit, or past it. */
export function MinorHoursAlert({ warned }: { warned: { person: SetScreenPerson; left: MinorTimeLeft }[] }) {
  if (warned.length === 0) return null;
  const reached = warned.some(({ left }) => left.state === 'reached');
  return (
    <Alert severity={reached ? 'error' : 'warning'} sx={{ mb: 2 }} data-testid="minor-hours-alert">
      {warned
        .map(({ person, left }) =>
          left.state === 'reached'
            ? `${person.name}: limit of ${person.minorLimit?.maxHours} h reached, wrap now`
            : `${person.name}: ${formatHoursAndMinutes(left.minutesLeft)} left of ${person.minorLimit?.maxHours} h`,
        )
        .join(' · ')}
    </Alert>
  );
}
