/**
 * Casting directors (/admin/casting-directors): the Casting accounts with their company, contact
 * details and projects; an Admin creates one (a Casting account, e-mail taken as verified since the
 * agency enters it) and disables or enables it through the users' disabled call.
 */
import {
  PROJECT_STATUSES,
  type CastingDirectorCreateRequest,
  type CastingDirectorProject,
  type CastingDirectorRow,
  type StaffUserView,
} from '@scenecall/shared';
import type { Caller } from '../../http/caller';
import { currentUserIndex, type UserIndexEntry } from '../users';
import { listProjectsOfCasting } from '../projects';
import { createUserByAdmin } from './admin-users.service';

function rowOf(entry: UserIndexEntry, projects: CastingDirectorProject[]): CastingDirectorRow {
  return {
    id: entry.uid,
    name: entry.name,
    companyName: entry.companyName,
    email: entry.email,
    tel: entry.tel,
    disabled: entry.disabled,
    createdAt: entry.createdAt,
    projects,
  };
}

export async function listCastingDirectors(): Promise<CastingDirectorRow[]> {
  const [index, ...byStatus] = await Promise.all([
    currentUserIndex(),
    ...PROJECT_STATUSES.map((status) => listProjectsOfCasting(null, status)),
  ]);
  const byCasting = new Map<string, CastingDirectorProject[]>();
  for (const { id, record } of byStatus.flat()) {
    const list = byCasting.get(record.castingId) ?? [];
    list.push({ id, name: record.name, status: record.status });
    byCasting.set(record.castingId, list);
  }
  return index
    .search({ where: (entry) => entry.role === 'Casting' })
    .map((entry) =>
      rowOf(
        entry,
        (byCasting.get(entry.uid) ?? []).sort((a, b) => a.name.localeCompare(b.name)),
      ),
    )
    .sort((a, b) => (a.companyName ?? '').localeCompare(b.companyName ?? '') || a.name.localeCompare(b.name));
}

export async function createCastingDirector(actor: Caller, body: CastingDirectorCreateRequest): Promise<StaffUserView> {
  return createUserByAdmin(actor, {
    role: 'Casting',
    tel: body.tel,
    email: body.email,
    password: body.password,
    companyName: body.companyName,
    emailVerified: true,
    testPassed: false,
    userActivated: true,
    performerProfile: { firstName: body.firstName, lastName: body.lastName },
  });
}
