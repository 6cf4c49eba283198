/**
 * Who may change whose account (issue 40): the performer only their own (the path names no one);
 * an Admin any performer's (`/admin/users/:id/…`); a Casting user asks for a review only about a
 * day they cast (403 for another's day, 404 for a day that is not there), Admin any day.
 */
import { forbidden, notFound } from '../../http/api-error';
import { definePolicy } from '../../http/policy';
import { findDay, type StoredDay } from '../projects';

export const castingDayOfPath = definePolicy<StoredDay>(
  'production day of its Casting user, or Admin',
  async (caller, { params }) => {
    const day = await findDay(params.dayId ?? '');
    if (!day) throw notFound('Production day');
    if (caller.role !== 'Admin' && day.record.castingId !== caller.uid) {
      throw forbidden('This production belongs to another casting account');
    }
    return day;
  },
);
