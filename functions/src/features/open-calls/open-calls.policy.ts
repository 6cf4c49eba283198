/**
 * Who may reach open calls: staff routes, the day's Casting owner or Admin (403 for another Casting
 * account's, 404 for an id that names nothing); performer routes, the caller's own submission to a
 * call that exists (whether it fits them is the service's check, as it changes with their profile);
 * a submission's photo, its performer, the call's Casting owner or Admin.
 */
import { forbidden, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { definePolicy } from '../../http/policy';
import { findDay, type StoredDay } from '../projects';
import { findCall, type StoredCall } from './open-calls.repository';

function mayReach(caller: Caller, castingId: string): void {
  if (caller.role !== 'Admin' && castingId !== caller.uid) {
    throw forbidden('This production belongs to another casting account');
  }
}

/** `:dayId` is a production day the caller casts. */
export const dayOfStaff = definePolicy<StoredDay>(
  'production day of its Casting user, or Admin (open calls)',
  async (caller, { params }) => {
    const day = await findDay(params.dayId ?? '');
    if (!day) throw notFound('Production day');
    mayReach(caller, day.record.castingId);
    return day;
  },
);

/** `:callId` is an open call of a day the caller casts. */
export const callOfStaff = definePolicy<StoredCall>(
  "open call of its day's Casting user, or Admin",
  async (caller, { params }) => {
    const call = await findCall(params.callId ?? '');
    if (!call) throw notFound('Open call');
    mayReach(caller, call.record.castingId);
    return call;
  },
);

/** `:callId` is an open call; the submission it reaches is always the caller's own. */
export const callForPerformer = definePolicy<StoredCall>(
  "the performer's own submission to an open call",
  async (_caller, { params }) => {
    const call = await findCall(params.callId ?? '');
    if (!call) throw notFound('Open call');
    return call;
  },
);

/**
 * A submission's photo: the submitter themselves, the call's Casting owner, or Admin (`:callId`,
 * `:performerId`). Another performer or Casting account is refused.
 */
export const submissionPhotoReader = definePolicy<StoredCall>(
  "a submission's photo: its performer, the call's Casting user, or Admin",
  async (caller, { params }) => {
    const call = await findCall(params.callId ?? '');
    if (!call) throw notFound('Open call');
    if (caller.role === 'Performer') {
      if (params.performerId !== caller.uid) throw forbidden('You can only see your own photo');
    } else mayReach(caller, call.record.castingId);
    return call;
  },
);
