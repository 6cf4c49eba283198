/** Helpers for the voucher tests: a performer with a profile name, booked today and wrapped, through the API. */
import { agencyToday } from '@scenecall/shared';
import { expect } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { book, createDayAs, createProjectAs, dayBody, rolesOf } from '../projects/projects.test-support';
import { TEST_CARD } from './workday.test-support';

export const PERFORMER_NAME = { firstName: 'Grace', lastName: 'Hopper' };

export interface WrappedVoucher {
  casting: TestUser;
  performer: TestUser;
  dayId: string;
  path: string;
  date: string;
  voucherId: string;
}

export const activatedPerformer = () =>
  createTestUser({
    role: 'Performer',
    activated: true,
    profile: { ...PERFORMER_NAME, unionStatus: 'Non-Union' },
  });

/** Records one set event for the performer, answers the voucher. */
export async function setEvent(voucher: Omit<WrappedVoucher, 'voucherId'>, event: Record<string, unknown>) {
  const answer = await callApi<{ id: string; status: string; revision: number }>(
    `${voucher.path}/vouchers/${voucher.performer.uid}/events`,
    { method: 'POST', token: voucher.casting.token, body: { date: voucher.date, event } },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/**
 * A Casting user's day today ('Voucher show <suffix>') with the performer booked and the test card;
 * check-in 07:00, lunch 12:00–12:30, wrap 18:30 (gross $220.00): the voucher is sent.
 */
export async function wrappedVoucher(performer?: TestUser): Promise<WrappedVoucher> {
  const casting = await createTestUser({ role: 'Casting' });
  const who = performer ?? (await activatedPerformer());
  const date = agencyToday();
  const projectId = await createProjectAs(casting, `Voucher show ${casting.uid.slice(0, 6)}`);
  const dayId = await createDayAs(
    casting,
    projectId,
    dayBody({ dates: [date], roles: [{ name: 'Crowd', slots: 2, isSSE: false }] }),
  );
  await book(dayId, who.uid, (await rolesOf(casting, projectId, dayId)).Crowd!, { final: '07:00' });
  const path = `/project/${projectId}/days/${dayId}`;
  const card = await callApi(`${path}/rate-card`, { method: 'PUT', token: casting.token, body: TEST_CARD });
  expect(card.status, card.text).toBe(200);
  const day = { casting, performer: who, dayId, path, date };
  let voucherId = '';
  for (const event of [
    { kind: 'check-in', time: '07:00' },
    { kind: 'start-meal', time: '12:00' },
    { kind: 'end-meal', time: '12:30' },
    { kind: 'wrap', time: '18:30' },
  ]) {
    voucherId = (await setEvent(day, event)).id;
  }
  return { ...day, voucherId };
}

/** The performer signs the voucher's current revision with their profile name. */
export async function signVoucherAs(voucher: WrappedVoucher, revision = 1, fullName = 'Grace Hopper') {
  return callApi<{ status: string }>(`/performer/vouchers/${voucher.voucherId}/sign`, {
    method: 'POST',
    token: voucher.performer.token,
    body: { fullName, agreed: true, revision },
  });
}

/** Outbox entries about one voucher (its notices to the performer), by template. */
export async function noticesOf(voucher: WrappedVoucher): Promise<{ template: string; corrected: boolean }[]> {
  const snapshot = await adminDb().collection('mailOutbox').where('recipientUid', '==', voucher.performer.uid).get();
  return snapshot.docs
    .filter((doc) => doc.get('data.voucherId') === voucher.voucherId)
    .map((doc) => ({ template: String(doc.get('template')), corrected: Boolean(doc.get('data.corrected')) }))
    .sort((a, b) => Number(a.corrected) - Number(b.corrected) || a.template.localeCompare(b.template));
}
