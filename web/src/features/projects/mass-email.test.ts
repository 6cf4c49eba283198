import { PARTICIPANT_STATUSES, type DayParticipantView } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { recipientsOf, statusesOf } from './mass-email';

const participant = (
  performerId: string,
  roleId: string,
  status: DayParticipantView['status'],
): DayParticipantView => ({
  performerId,
  name: performerId,
  roleId,
  roleName: roleId,
  status,
  draftCallTime: null,
  finalCallTime: null,
  commissionPaid: false,
});

const day = [
  participant('a', 'cook', 'booked'),
  participant('b', 'diner', 'selected'),
  participant('c', 'diner', 'booked'),
];

describe('mass e-mail recipients', () => {
  it('are everyone but the blacklisted when nothing is chosen, else those matching every chosen filter', () => {
    expect(recipientsOf(day, { roleIds: [], statuses: [] })).toHaveLength(3);
    expect(recipientsOf(day, { roleIds: ['diner'], statuses: [] }).map((p) => p.performerId)).toEqual(['b', 'c']);
    expect(recipientsOf(day, { roleIds: ['diner'], statuses: ['booked'] }).map((p) => p.performerId)).toEqual(['c']);
    expect(recipientsOf(day, { roleIds: [], statuses: ['asked'] })).toEqual([]);
    expect(recipientsOf(day, { roleIds: [], statuses: ['blacklisted'] })).toEqual([]);
  });

  it('offers the statuses present on the day, in the booking order', () => {
    expect(statusesOf(day, PARTICIPANT_STATUSES)).toEqual(['selected', 'booked']);
  });
});
