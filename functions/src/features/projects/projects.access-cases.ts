/**
 * Owner cases of the projects routes for the route × actor matrix (accounts/access-matrix): Casting
 * user A owns a project with a day; Casting user B reaches for them with valid requests, so only the
 * ownership policy can refuse.
 */
import { defaultCallSheet, defaultFittingSheet, type Role } from '@scenecall/shared';
import type { TestUser } from '../../../../tools/testing/users';
import { createDayAs, createProjectAs, dayBody, SHEET_DAY } from './projects.test-support';

interface ProjectOwnerCase {
  role: Role;
  request: (owner: TestUser) => { path: string; body?: unknown };
  expect: 'refused';
  setup?: (owner: TestUser) => Promise<void>;
}

const owned = new Map<string, { projectId: string; dayId: string }>();

async function ownProject(owner: TestUser): Promise<void> {
  const projectId = await createProjectAs(owner, 'Access matrix');
  owned.set(owner.uid, { projectId, dayId: await createDayAs(owner, projectId) });
}

const ownedBy = (owner: TestUser) => {
  const found = owned.get(owner.uid);
  if (!found) throw new Error('setup did not run');
  return found;
};

const onProject = (suffix: string, body?: unknown): ProjectOwnerCase => ({
  role: 'Casting',
  expect: 'refused',
  setup: ownProject,
  request: (owner) => ({ path: `/project/${ownedBy(owner).projectId}${suffix}`, body }),
});

const onDay = (suffix: string, body?: unknown): ProjectOwnerCase => ({
  role: 'Casting',
  expect: 'refused',
  setup: ownProject,
  request: (owner) => {
    const { projectId, dayId } = ownedBy(owner);
    return { path: `/project/${projectId}/days/${dayId}${suffix}`, body };
  },
});

export const PROJECT_OWNER_CASES: Record<string, ProjectOwnerCase> = {
  'POST /project/create/:castingId': {
    role: 'Casting',
    expect: 'refused',
    request: (owner) => ({ path: `/project/create/${owner.uid}`, body: { name: 'Not mine' } }),
  },
  'GET /project/read/:id': {
    role: 'Casting',
    expect: 'refused',
    setup: ownProject,
    request: (owner) => ({ path: `/project/read/${ownedBy(owner).projectId}` }),
  },
  'POST /project/:id/archive': onProject('/archive'),
  'POST /project/:id/restore': onProject('/restore'),
  'PUT /project/:id/commission': onProject('/commission', { classId: null, featuredRolePercent: 12 }),
  'GET /project/:id/days': onProject('/days'),
  'POST /project/:id/create-day': onProject('/create-day', dayBody()),
  'GET /project/:id/days/:dayId': onDay(''),
  'PUT /project/:id/days/:dayId': onDay('', dayBody({ title: 'Taken over' })),
  'DELETE /project/:id/days/:dayId': onDay(''),
  'POST /project/:id/days/:dayId/archive': onDay('/archive'),
  'POST /project/:id/days/:dayId/restore': onDay('/restore'),
  'PUT /project/:id/days/:dayId/call-sheet': onDay('/call-sheet', defaultCallSheet(SHEET_DAY)),
  'PUT /project/:id/days/:dayId/fitting-sheet': onDay('/fitting-sheet', defaultFittingSheet(SHEET_DAY)),
  'GET /project/:id/days/:dayId/call-sheet.pdf': onDay('/call-sheet.pdf'),
  'GET /project/:id/days/:dayId/fitting-sheet.pdf': onDay('/fitting-sheet.pdf'),
  'GET /project/:id/days/:dayId/performers.csv': onDay('/performers.csv'),
  'POST /project/:id/days/:dayId/mass-email': onDay('/mass-email', {
    subject: 'Not mine',
    html: '<p>Hello</p>',
    requestId: 'access-matrix-1',
  }),
};
