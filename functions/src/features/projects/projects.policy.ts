/**
 * Who may reach a project and its production days: Admin, every one; a Casting user, only those
 * whose `castingId` is theirs (403 for another's); performers never (their role is refused by the
 * router before any policy runs). An id that names nothing is 404.
 */
import { ApiError, forbidden, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { definePolicy } from '../../http/policy';
import { findDay, type StoredDay } from './production-days.repository';
import { findUser } from '../users';
import { findProject, type StoredProject } from './projects.repository';

const NOT_YOURS = 'This project belongs to another casting account';

function mayReach(caller: Caller, castingId: string): void {
  if (caller.role !== 'Admin' && castingId !== caller.uid) throw forbidden(NOT_YOURS);
}

/**
 * POST /project/create/:castingId: Admin creates for any Casting account; a Casting user only for
 * themselves. The spec's unauthenticated creation is a defect and is not kept.
 */
export const castingAccountOfPath = definePolicy<{ castingId: string }>(
  'a Casting account: Admin, or the Casting user themselves',
  async (caller, { params }) => {
    const castingId = params.castingId ?? '';
    if (caller.role !== 'Admin' && castingId !== caller.uid) {
      throw forbidden('A casting account creates projects for itself only');
    }
    if ((await findUser(castingId))?.role !== 'Casting') throw new ApiError('not-found', 'Casting account not found');
    return { castingId };
  },
);

/** `:id` is a project the caller may reach. */
export const projectOfCaller = definePolicy<StoredProject>(
  'project of its Casting user, or Admin',
  async (caller, { params }) => {
    const project = await findProject(params.id ?? '');
    if (!project) throw notFound('Project');
    mayReach(caller, project.record.castingId);
    return project;
  },
);

export interface DayTarget {
  projectId: string;
  day: StoredDay;
}

/** `:dayId` is a day of project `:id`, and the caller may reach it. */
export const dayOfCaller = definePolicy<DayTarget>(
  'production day of its Casting user, or Admin',
  async (caller, { params }) => {
    const day = await findDay(params.dayId ?? '');
    if (!day || day.record.projectId !== params.id) throw notFound('Production day');
    mayReach(caller, day.record.castingId);
    return { projectId: day.record.projectId, day };
  },
);
