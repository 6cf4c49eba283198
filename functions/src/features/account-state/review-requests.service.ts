/**
 * Casting asks an Admin to review a performer from the day page (issue 40, a production
 * complaint): the request lands in the Admin's queue with the day and the note; the Admin then
 * suspends, ends cooperation or does nothing from the performer's page.
 */
import {
  productionDayName,
  type CloseReviewRequestBody,
  type ReviewRequestBody,
  type ReviewRequestView,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { findDays, type StoredDay } from '../projects';
import { currentUserIndex } from '../users';
import { addReviewRequest, closeReviewRequest, listOpenReviewRequests } from './review-requests.repository';

/** POST /casting/production-days/:dayId/review-requests: only about a performer on the day. */
export async function askForReview(caller: Caller, day: StoredDay, body: ReviewRequestBody) {
  if (!day.record.participantRoles[body.performerId]) {
    throw new ApiError('not-found', 'This performer is not on this production day');
  }
  const id = await addReviewRequest({
    dayId: day.id,
    performerId: body.performerId,
    note: body.note,
    byUid: caller.uid,
    at: new Date().toISOString(),
    status: 'open',
  });
  logEvent('accounts.review_requested', { dayId: day.id });
  return { id };
}

/** GET /admin/review-requests: the open requests, newest first, with the day, the performer and who asked. */
export async function listReviewRequests(): Promise<{ requests: ReviewRequestView[] }> {
  const [stored, index] = await Promise.all([listOpenReviewRequests(), currentUserIndex()]);
  const days = await findDays([...new Set(stored.map(({ record }) => record.dayId))]);
  const requests = stored
    .map(({ id, record }) => {
      const day = days.get(record.dayId);
      const performer = index.get(record.performerId);
      const by = index.get(record.byUid);
      return {
        id,
        ...record,
        dayName: day ? productionDayName(day) : 'A deleted production day',
        dayDate: day?.firstDate ?? '',
        performerName: performer?.name || 'A deleted account',
        accountState: performer ? performer.accountState : 'deactivated',
        byName: by?.companyName || by?.name || by?.email || 'A casting account',
      };
    })
    .sort((a, b) => (a.at < b.at ? 1 : -1));
  return { requests };
}

/** POST /admin/review-requests/:id/close: the Admin has dealt with it; it leaves the queue. */
export async function closeReview(caller: Caller, id: string, body: CloseReviewRequestBody) {
  const found = await closeReviewRequest(id, {
    closedBy: caller.uid,
    closedAt: new Date().toISOString(),
    closingNote: body.note || null,
  });
  if (!found) throw new ApiError('not-found', 'Review request not found');
  logEvent('accounts.review_closed', {});
  return { closed: true };
}
