/**
 * Owner cases of the open-call routes for the route × actor matrix (accounts/access-matrix): Casting
 * user A owns a day with an open call; Casting user B reaches for them with valid requests, so only
 * the ownership policy can refuse. Performer A has put themselves forward for a call only A fits;
 * performer B reaches for that call and is refused (B fits it not, and has no submission to withdraw).
 */
import type { Role } from '@scenecall/shared';
import { completeProfile } from '../../../../packages/shared/src/profile-test-fixtures';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { TINY_PNG } from '../profile/profile.test-support';
import { updateUser } from '../users/users.repository';
import { callBody, castingDay, postCall, submit } from './open-calls.test-support';

interface OpenCallOwnerCase {
  role: Role;
  request: (owner: TestUser) => { path: string; body?: unknown; rawBody?: FormData };
  expect: 'refused';
  setup: (owner: TestUser) => Promise<void>;
}

interface Owned {
  dayId: string;
  roleId: string;
  callId: string;
  /** The performer who put themselves forward (A, in the performer cases). */
  performerId?: string;
}

const pictureForm = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'me.png');
  return form;
};
const owned = new Map<string, Owned>();

async function ownCall(owner: TestUser): Promise<void> {
  const day = await castingDay(owner);
  const roleId = day.roles.Fan!;
  owned.set(owner.uid, { dayId: day.dayId, roleId, callId: await postCall(owner, day.dayId, callBody(roleId)) });
}

/** Performer A submits to a call for their own (unique) city, which B's profile does not have. */
async function submitToOwnCity(owner: TestUser): Promise<void> {
  const city = `Cityof${owner.uid.slice(0, 8)}`;
  await updateUser(owner.uid, { profile: completeProfile({ city }) as Record<string, unknown> });
  const casting = await createTestUser({ role: 'Casting' });
  const day = await castingDay(casting);
  const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!, { criteria: `city=${city}` }));
  const answer = await submit(owner, callId);
  if (answer.status !== 201) throw new Error(`setup: ${answer.text}`);
  owned.set(owner.uid, { dayId: day.dayId, roleId: day.roles.Fan!, callId, performerId: owner.uid });
}

const ownedBy = (owner: TestUser): Owned => {
  const found = owned.get(owner.uid);
  if (!found) throw new Error('setup did not run');
  return found;
};

const staffReaching = (
  request: (call: Owned, owner: TestUser) => { path: string; body?: unknown },
): OpenCallOwnerCase => ({
  role: 'Casting',
  expect: 'refused',
  setup: ownCall,
  request: (owner) => request(ownedBy(owner), owner),
});

const performerReaching = (
  request: (call: Owned) => { path: string; body?: unknown; rawBody?: FormData },
): OpenCallOwnerCase => ({
  role: 'Performer',
  expect: 'refused',
  setup: submitToOwnCity,
  request: (owner) => request(ownedBy(owner)),
});

const { roleId: _roleId, ...editBody } = callBody('role-x');

export const OPEN_CALL_OWNER_CASES: Record<string, OpenCallOwnerCase> = {
  'POST /open-calls/days/:dayId': staffReaching(({ dayId, roleId }) => ({
    path: `/open-calls/days/${dayId}`,
    body: callBody(roleId),
  })),
  'GET /open-calls/days/:dayId': staffReaching(({ dayId }) => ({ path: `/open-calls/days/${dayId}` })),
  'PUT /open-calls/:callId': staffReaching(({ callId }) => ({ path: `/open-calls/${callId}`, body: editBody })),
  'POST /open-calls/:callId/pause': staffReaching(({ callId }) => ({ path: `/open-calls/${callId}/pause` })),
  'POST /open-calls/:callId/resume': staffReaching(({ callId }) => ({ path: `/open-calls/${callId}/resume` })),
  'POST /open-calls/:callId/close': staffReaching(({ callId }) => ({ path: `/open-calls/${callId}/close` })),
  'POST /open-calls/:callId/submissions/:performerId/select': staffReaching(({ callId }, owner) => ({
    path: `/open-calls/${callId}/submissions/${owner.uid}/select`,
  })),
  'POST /performer/open-calls/:callId/submission': performerReaching(({ callId }) => ({
    path: `/performer/open-calls/${callId}/submission`,
    body: { answers: {} },
  })),
  'DELETE /performer/open-calls/:callId/submission': performerReaching(({ callId }) => ({
    path: `/performer/open-calls/${callId}/submission`,
  })),
  'PUT /performer/open-calls/:callId/submission/photo': performerReaching(({ callId }) => ({
    path: `/performer/open-calls/${callId}/submission/photo`,
    rawBody: pictureForm(),
  })),
  // B (another performer) asks for A's photo; another Casting account's refusal is in submission-photos' tests.
  'GET /open-calls/:callId/submissions/:performerId/photo': performerReaching(({ callId, performerId }) => ({
    path: `/open-calls/${callId}/submissions/${performerId}/photo`,
  })),
};

/** Performer A puts themselves forward with a photo, which an Admin then opens. */
async function submitWithPhoto(owner: TestUser): Promise<void> {
  await submitToOwnCity(owner);
  const { callId } = ownedBy(owner);
  const path = `/performer/open-calls/${callId}/submission/photo`;
  const answer = await callApi(path, { method: 'PUT', token: owner.token, rawBody: pictureForm() });
  if (answer.status !== 200) throw new Error(`setup: ${answer.text}`);
}

export const OPEN_CALL_STAFF_CASES = {
  'GET /open-calls/:callId/submissions/:performerId/photo': {
    status: 200,
    setup: submitWithPhoto,
    request: (owner: TestUser) => ({ path: `/open-calls/${ownedBy(owner).callId}/submissions/${owner.uid}/photo` }),
  },
};
