/** The wizard's state and the rules its steps share (pure, unit-tested). */
import {
  candidateLimit,
  DAY_UNIONS,
  EXTERIOR_OPTIONS,
  type BookingMode,
  type CreateCastingDayBodyInput,
  type DayUnion,
  type Exterior,
} from '@scenecall/shared';
import { NO_FILTERS, type CastingFilters } from './casting-filters';

export interface WizardRole {
  id: string;
  name: string;
  slots: number;
  isSSE: boolean;
}

export interface WizardDetails {
  /** An existing project id, or '' for a new production named `newProjectName`. */
  projectId: string;
  newProjectName: string;
  dates: string[];
  union: DayUnion | '';
  location: string;
  exterior: Exterior | '';
  selfDriveOnly: boolean;
  notes: string;
}

export const EMPTY_DETAILS: WizardDetails = {
  projectId: '',
  newProjectName: '',
  dates: [],
  union: '',
  location: '',
  exterior: '',
  selfDriveOnly: false,
  notes: '',
};

export { DAY_UNIONS, EXTERIOR_OPTIONS };

export const detailsInput = (details: WizardDetails) => ({
  production: details.projectId ? { projectId: details.projectId } : { newProjectName: details.newProjectName },
  dates: details.dates,
  union: details.union === '' ? undefined : details.union,
  location: details.location,
  exterior: details.exterior === '' ? undefined : details.exterior,
  selfDriveOnly: details.selfDriveOnly,
  notes: details.notes,
});

export const newRoleId = () => `role-${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;

/** The search filters a day starts with: its union, and self drive when the day asks for it. */
export function filtersForDay(details: WizardDetails): CastingFilters {
  return {
    ...NO_FILTERS,
    union: details.union === 'ACTRA' ? ['ACTRA Full', 'ACTRA Apprentice'] : [],
    selfDrive: details.selfDriveOnly ? 'true' : '',
  };
}

/** The search scope of the wizard: the day's dates and, for an existing production, its blacklist. */
export function wizardScope(details: WizardDetails): string {
  const parts = [`dates=${details.dates.join(',')}`];
  if (details.projectId) parts.push(`projectId=${encodeURIComponent(details.projectId)}`);
  return parts.join('&');
}

/** Toggles a performer on a role; a role never takes more than its candidate limit, a performer one role. */
export function toggleSelection(
  selection: Record<string, string[]>,
  role: WizardRole,
  performerId: string,
): Record<string, string[]> {
  const current = selection[role.id] ?? [];
  if (current.includes(performerId)) return { ...selection, [role.id]: current.filter((id) => id !== performerId) };
  if (current.length >= candidateLimit(role.slots)) return selection;
  if (Object.values(selection).some((ids) => ids.includes(performerId))) return selection;
  return { ...selection, [role.id]: [...current, performerId] };
}

/**
 * How many of a role's picks are booked and how many wait as backups: 2 picks for 1 slot read
 * '1 to book, 1 backup'; 1 pick for 2 slots '1 of 2 to book'.
 */
export function pickedWording(picked: number, slots: number): string {
  const toBook = Math.min(picked, slots);
  const backups = Math.max(0, picked - slots);
  const booked = toBook < slots ? `${toBook} of ${slots} to book` : `${toBook} to book`;
  return backups === 0 ? booked : `${booked}, ${backups} ${backups === 1 ? 'backup' : 'backups'}`;
}

export function wizardBody(
  mode: BookingMode,
  details: WizardDetails,
  roles: WizardRole[],
  selection: Record<string, string[]>,
): CreateCastingDayBodyInput {
  return {
    bookingMode: mode,
    details: detailsInput(details) as CreateCastingDayBodyInput['details'],
    roles,
    participants: roles.flatMap((role) =>
      (selection[role.id] ?? []).map((performerId) => ({ performerId, roleId: role.id })),
    ),
  };
}
