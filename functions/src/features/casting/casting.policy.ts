/**
 * Who may cast what: Admin every day and project; a Casting user only days and projects whose
 * `castingId` is theirs (403 for another's, 404 for an id that names nothing). The search is scoped
 * by the day (or, in the wizard, the project) it casts for, so that scope is checked here too.
 */
import type { CastingSearchQuery } from '@scenecall/shared';
import { forbidden, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { definePolicy } from '../../http/policy';
import { findDay, type StoredDay, findProject, type StoredProject } from '../projects';

const NOT_YOURS = 'This production belongs to another casting account';

function mayReach(caller: Caller, castingId: string): void {
  if (caller.role !== 'Admin' && castingId !== caller.uid) throw forbidden(NOT_YOURS);
}

export async function reachableProject(caller: Caller, projectId: string): Promise<StoredProject> {
  const project = await findProject(projectId);
  if (!project) throw notFound('Project');
  mayReach(caller, project.record.castingId);
  return project;
}

/** `:id` is a production day the caller may cast. */
export const castingDayOfCaller = definePolicy<StoredDay>(
  'production day of its Casting user, or Admin',
  async (caller, { params }) => {
    const day = await findDay(params.id ?? '');
    if (!day) throw notFound('Production day');
    mayReach(caller, day.record.castingId);
    return day;
  },
);

export interface SearchScopeTarget {
  day: StoredDay | null;
  /** The wizard's project (`projectId`); a day's project is read by the search itself, beside the index. */
  project: StoredProject | null;
}

/** The day (`dayId`) or project (`projectId`) a search casts for, when it names one, is the caller's. */
export const castingSearchScope = definePolicy<SearchScopeTarget>(
  'the day or project a casting search is for: its Casting user, or Admin',
  async (caller, { query }) => {
    const { dayId, projectId } = query as CastingSearchQuery;
    if (dayId !== undefined) {
      const day = await findDay(dayId);
      if (!day) throw notFound('Production day');
      mayReach(caller, day.record.castingId);
      return { day, project: null };
    }
    return { day: null, project: projectId === undefined ? null : await reachableProject(caller, projectId) };
  },
);
