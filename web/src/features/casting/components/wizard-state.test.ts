import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS, filtersForDay, pickedWording, toggleSelection, wizardScope } from './wizard-state';
import { detailsErrors } from './wizard-details-errors';

const role = { id: 'role-a', name: 'Diner', slots: 1, isSSE: false };

describe('the wizard rules', () => {
  it('toggles a performer on a role, up to twice its slots (backups), never onto a second role', () => {
    let selection = toggleSelection({}, role, 'p1');
    selection = toggleSelection(selection, role, 'p2');
    expect(selection).toEqual({ 'role-a': ['p1', 'p2'] });
    expect(toggleSelection(selection, role, 'p3')).toEqual({ 'role-a': ['p1', 'p2'] });
    expect(toggleSelection(selection, role, 'p1')).toEqual({ 'role-a': ['p2'] });
    expect(toggleSelection(selection, { ...role, id: 'role-b' }, 'p1')).toBe(selection);
  });

  it('says which picks are booked and which are backups', () => {
    expect(pickedWording(2, 1)).toBe('1 to book, 1 backup');
    expect(pickedWording(1, 1)).toBe('1 to book');
    expect(pickedWording(1, 2)).toBe('1 of 2 to book');
    expect(pickedWording(6, 3)).toBe('3 to book, 3 backups');
  });

  it('checks the day form with the shared schema (spec 2 §5: every field required)', () => {
    const errors = detailsErrors(EMPTY_DETAILS);
    expect(Object.keys(errors).sort()).toEqual(['dates', 'exterior', 'location', 'notes', 'production', 'union']);
    const valid = {
      ...EMPTY_DETAILS,
      newProjectName: 'Harbour',
      dates: ['2026-12-01'],
      union: 'ACTRA' as const,
      location: 'Toronto',
      exterior: 'Exterior' as const,
      notes: 'Warm coats',
    };
    expect(detailsErrors(valid)).toEqual({});
    expect(filtersForDay({ ...valid, selfDriveOnly: true })).toMatchObject({
      union: ['ACTRA Full', 'ACTRA Apprentice'],
      selfDrive: 'true',
    });
    expect(wizardScope({ ...valid, projectId: 'p1', dates: ['2026-12-01', '2026-12-02'] })).toBe(
      'dates=2026-12-01,2026-12-02&projectId=p1',
    );
  });
});
