import { describe, expect, it } from 'vitest';
import {
  createProductionDayBodySchema,
  defaultCallSheet,
  defaultFittingSheet,
  emptyRoleCounts,
  massEmailBodySchema,
  recountRole,
  type RoleRecord,
} from './production';

const roles: RoleRecord[] = [
  { id: 'r1', name: 'Diner', slots: 2, isSSE: false, counts: emptyRoleCounts() },
  { id: 'r2', name: 'Cook', slots: 1, isSSE: true, counts: emptyRoleCounts() },
];

describe('production day model', () => {
  it('sorts the dates and takes the defaults of the project form', () => {
    const day = createProductionDayBodySchema.parse({
      title: 'Diner',
      dates: ['2026-12-10', '2026-12-03'],
      location: 'Toronto',
      shuttle: 'Not Available',
      rate: 'Regular',
    });
    expect(day).toMatchObject({
      dates: ['2026-12-03', '2026-12-10'],
      union: 'Non-Union',
      exterior: 'Interior',
      selfDriveOnly: false,
      roles: [],
      notes: '',
    });
  });

  it('refuses a day without the required fields, with their labels', () => {
    const result = createProductionDayBodySchema.safeParse({ title: ' ', dates: [], location: '', rate: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Select at least one date',
        'Set location (City) is required',
        'Shuttle is required',
        'Rate is required',
      ]),
    );
  });

  it('moves one count per participant change, and only on its role', () => {
    const selected = recountRole(roles, 'r1', null, 'selected');
    expect(selected[0]!.counts.selected).toBe(1);
    expect(selected[1]!.counts.selected).toBe(0);
    const booked = recountRole(recountRole(selected, 'r1', 'selected', 'asked'), 'r1', 'asked', 'booked');
    expect(booked[0]!.counts).toEqual({ selected: 0, asked: 0, available: 0, booked: 1, standby: 0 });
    expect(recountRole(booked, 'r1', 'booked', 'cancelled')[0]!.counts.booked).toBe(0);
    expect(recountRole(booked, 'r1', 'booked', null)[0]!.counts.booked).toBe(0);
  });

  it('fills the call sheet and the fitting sheet from the day', () => {
    const day = {
      title: 'Diner',
      dates: ['2026-12-03', '2026-12-04'],
      location: 'Toronto',
      rate: 'Regular',
      shuttle: 'Available' as const,
    };
    expect(defaultCallSheet(day)).toMatchObject({
      title: 'Diner',
      filmingDate: '2026-12-03',
      reportTo: 'Toronto',
      rate: 'Regular',
    });
    expect(defaultFittingSheet(day)).toMatchObject({
      title: 'Diner',
      shootDates: ['2026-12-03', '2026-12-04'],
      fittingDate: '2026-12-02',
      reportTo: 'Toronto',
    });
  });

  it('takes a mass e-mail with filters defaulting to everyone', () => {
    expect(massEmailBodySchema.parse({ subject: 'Hi', html: '<p>x</p>', requestId: 'a1b2c3d4e5' })).toMatchObject({
      roleIds: [],
      statuses: [],
    });
    expect(
      massEmailBodySchema.safeParse({ subject: 'Hi', html: 'x', requestId: 'x', statuses: ['nope'] }).success,
    ).toBe(false);
  });
});
