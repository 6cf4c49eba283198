/**
 * The account's life (issue 40): the performer ends their agreement; an Admin suspends, reinstates,
 * ends cooperation, reactivates and reads the history; a Casting user asks an Admin to review a
 * performer of their day, and the Admin lists those requests.
 */
import {
  accountNoteSchema,
  accountOf,
  closeReviewRequestSchema,
  endCooperationSchema,
  reviewRequestSchema,
  suspendAccountSchema,
} from '@scenecall/shared';
import { notFound } from '../../http/api-error';
import { ownAccount } from '../../http/policy';
import { allow, route } from '../../http/route';
import { findUser, userOfPath } from '../users';
import {
  endAgreement,
  endCooperation,
  reactivateAccount,
  reinstateAccount,
  suspendAccount,
} from './account-state.service';
import { castingDayOfPath } from './account-state.policy';
import { askForReview, closeReview, listReviewRequests } from './review-requests.service';

const adminOnUser = allow(['Admin'], { policy: userOfPath });
const USER = '/admin/users/:id';

export const accountStateRoutes = [
  route({
    method: 'post',
    path: '/performer/end-agreement',
    access: allow(['Performer'], { policy: ownAccount }),
    body: accountNoteSchema,
    handler: async ({ caller, body }) => endAgreement(caller, body),
  }),
  route({
    method: 'get',
    path: `${USER}/account`,
    access: adminOnUser,
    handler: async ({ target }) => {
      const user = await findUser(target.uid);
      if (!user) throw notFound('User');
      return { account: accountOf(user) };
    },
  }),
  route({
    method: 'post',
    path: `${USER}/suspend`,
    access: adminOnUser,
    body: suspendAccountSchema,
    handler: async ({ caller, target, body }) => suspendAccount(caller, target.uid, body),
  }),
  route({
    method: 'post',
    path: `${USER}/reinstate`,
    access: adminOnUser,
    body: accountNoteSchema,
    handler: async ({ caller, target, body }) => reinstateAccount(caller, target.uid, body),
  }),
  route({
    method: 'post',
    path: `${USER}/end-cooperation`,
    access: adminOnUser,
    body: endCooperationSchema,
    handler: async ({ caller, target, body }) => endCooperation(caller, target.uid, body),
  }),
  route({
    method: 'post',
    path: `${USER}/reactivate`,
    access: adminOnUser,
    body: accountNoteSchema,
    handler: async ({ caller, target, body }) => reactivateAccount(caller, target.uid, body),
  }),
  route({
    method: 'post',
    path: '/casting/production-days/:dayId/review-requests',
    access: allow(['Casting', 'Admin'], { policy: castingDayOfPath }),
    body: reviewRequestSchema,
    handler: async ({ caller, target, body, res }) => {
      res.status(201);
      return askForReview(caller, target, body);
    },
  }),
  route({
    method: 'get',
    path: '/admin/review-requests',
    access: allow(['Admin']),
    handler: async () => listReviewRequests(),
  }),
  route({
    method: 'post',
    path: '/admin/review-requests/:id/close',
    access: allow(['Admin']),
    body: closeReviewRequestSchema,
    handler: async ({ caller, params, body }) => closeReview(caller, params.id ?? '', body),
  }),
];
