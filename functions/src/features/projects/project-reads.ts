/**
 * What other features (and the seeds) read of projects and production days: the read model of the
 * projects feature, over its repositories.
 */
import * as days from './production-days.repository';
import * as projects from './projects.repository';

export type { StoredDay, StoredDaySummary } from './production-days.repository';
export type { StoredProject } from './projects.repository';

/** A day by id (cached for the request). */
export const findDay: typeof days.findDay = (dayId) => days.findDay(dayId);

/** Days by id, in one batched read. */
export const findDays: typeof days.findDays = (dayIds) => days.findDays(dayIds);

/** A project's days, earliest first. */
export const listDaysOfProject: typeof days.listDaysOfProject = (projectId) => days.listDaysOfProject(projectId);

/** A Casting user's days (or, with null, every day), latest first. */
export const listDaysOfCasting: typeof days.listDaysOfCasting = (castingId) => days.listDaysOfCasting(castingId);

/** The casting explorer's list of days, with only the fields it shows. */
export const listDaySummariesOfCasting: typeof days.listDaySummariesOfCasting = (castingId) =>
  days.listDaySummariesOfCasting(castingId);

export const findProject: typeof projects.findProject = (id) => projects.findProject(id);

/** Projects in a status, newest first: a Casting user's (castingId) or everyone's (null). */
export const listProjectsOfCasting: typeof projects.listProjects = (castingId, status) =>
  projects.listProjects(castingId, status);
