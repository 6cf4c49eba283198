/**
 * The Admin's calls (spec 2 §7 and the issue's additions). Every route is Admin-only; routes about
 * one user name it in the path (`userOfPath`), and the services check the actor again.
 */
import {
  adminCreateUserSchema,
  adminDisabledChangeSchema,
  adminRoleChangeSchema,
  adminUpdateUserSchema,
  adminUsersQuerySchema,
  castingDirectorCreateSchema,
  commissionDaysQuerySchema,
  commissionsOverviewQuerySchema,
  customEmailSchema,
} from '@scenecall/shared';
import { allow, route } from '../../http/route';
import { changeRole, deleteAccount, setAccountDisabled } from '../accounts';
import { commissionDays, commissionDaysCsv, commissionsCsv, commissionsOverview } from '../payments';
import { getUserForStaff, revealSin } from '../profile';
import { userOfPath } from '../users';
import { createUserByAdmin, listUsers, updateUserByAdmin } from './admin-users.service';
import { createCastingDirector, listCastingDirectors } from './casting-directors.service';
import { emailSigners, emailsOfUser, retryEmail, sendCustomEmail } from './custom-email.service';
import { auditTrailView, commissionsOfUser, testAttemptsOf } from './user-activity.service';

const ADMIN = allow(['Admin']);
const ADMIN_ON_USER = allow(['Admin'], { policy: userOfPath });

export const adminRoutes = [
  route({
    method: 'get',
    path: '/admin/users',
    access: ADMIN,
    query: adminUsersQuerySchema,
    handler: async ({ query }) => listUsers(query),
  }),
  route({
    method: 'post',
    path: '/admin/users',
    access: ADMIN,
    body: adminCreateUserSchema,
    handler: async ({ caller, body, res }) => {
      res.status(201);
      return createUserByAdmin(caller, body);
    },
  }),
  route({
    method: 'get',
    path: '/admin/users/:id',
    access: ADMIN_ON_USER,
    handler: async ({ caller, target }) => getUserForStaff(caller, target.uid),
  }),
  route({
    method: 'put',
    path: '/admin/users/:id',
    access: ADMIN_ON_USER,
    body: adminUpdateUserSchema,
    handler: async ({ caller, target, body }) => updateUserByAdmin(caller, target.uid, body),
  }),
  route({
    method: 'delete',
    path: '/admin/users/:id',
    access: ADMIN_ON_USER,
    handler: async ({ target, caller, res }) => {
      await deleteAccount(caller, target.uid);
      res.status(204).end();
      return undefined;
    },
  }),
  route({
    method: 'put',
    path: '/admin/users/:id/role',
    access: ADMIN_ON_USER,
    body: adminRoleChangeSchema,
    handler: async ({ caller, target, body }) => {
      await changeRole(caller, target.uid, body.role);
      return getUserForStaff(caller, target.uid);
    },
  }),
  route({
    method: 'put',
    path: '/admin/users/:id/disabled',
    access: ADMIN_ON_USER,
    body: adminDisabledChangeSchema,
    handler: async ({ caller, target, body }) => {
      await setAccountDisabled(caller, target.uid, body.disabled);
      return getUserForStaff(caller, target.uid);
    },
  }),
  /** The SIN in full, for an explicit Reveal; written to the audit trail before it is answered. */
  route({
    method: 'post',
    path: '/admin/users/:id/sin/reveal',
    access: ADMIN_ON_USER,
    handler: async ({ caller, target }) => revealSin(caller, target.uid),
  }),
  route({
    method: 'get',
    path: '/admin/users/:id/audit',
    access: ADMIN_ON_USER,
    handler: async ({ target }) => auditTrailView(target.uid),
  }),
  route({
    method: 'get',
    path: '/admin/users/:id/test-attempts',
    access: ADMIN_ON_USER,
    handler: async ({ target }) => testAttemptsOf(target.uid),
  }),
  route({
    method: 'get',
    path: '/admin/users/:id/commissions',
    access: ADMIN_ON_USER,
    handler: async ({ target }) => commissionsOfUser(target.uid),
  }),
  route({
    method: 'get',
    path: '/admin/users/:id/emails',
    access: ADMIN_ON_USER,
    handler: async ({ target }) => emailsOfUser(target.uid),
  }),
  /** The spec's custom e-mail: `{ email, subject, body }` plus the chosen signer; queued in the outbox. */
  route({
    method: 'post',
    path: '/admin/users/email-to',
    access: ADMIN,
    body: customEmailSchema,
    handler: async ({ caller, body, res }) => {
      res.status(202);
      return sendCustomEmail(caller, body);
    },
  }),
  route({
    method: 'get',
    path: '/admin/email-signers',
    access: ADMIN,
    handler: async () => emailSigners(),
  }),
  /** 'Try again' on an e-mail that failed for good. */
  route({
    method: 'post',
    path: '/admin/mail/:id/retry',
    access: ADMIN,
    handler: async ({ params, res }) => {
      res.status(202);
      return retryEmail(params.id ?? '');
    },
  }),
  route({
    method: 'get',
    path: '/admin/casting-directors',
    access: ADMIN,
    handler: async () => listCastingDirectors(),
  }),
  route({
    method: 'post',
    path: '/admin/casting-directors',
    access: ADMIN,
    body: castingDirectorCreateSchema,
    handler: async ({ caller, body, res }) => {
      res.status(201);
      return createCastingDirector(caller, body);
    },
  }),
  route({
    method: 'get',
    path: '/admin/commissions',
    access: ADMIN,
    query: commissionsOverviewQuerySchema,
    handler: async ({ query }) => commissionsOverview(query),
  }),
  /** Per production day: vouchers signed, disputed, unsigned; gross worked; commission owed, paid, outstanding. */
  route({
    method: 'get',
    path: '/admin/commissions/days',
    access: ADMIN,
    query: commissionDaysQuerySchema,
    handler: async ({ query }) => commissionDays(query),
  }),
  route({
    method: 'get',
    path: '/admin/commissions/days/csv',
    access: ADMIN,
    query: commissionDaysQuerySchema,
    handler: async ({ query, res }) => {
      const answer = await commissionDays(query);
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="commissions-by-day-${answer.month}.csv"`,
      });
      res.send(await commissionDaysCsv(answer.days));
      return undefined;
    },
  }),
  /** The same rows as CSV for the accountant (UTF-8 with BOM). */
  route({
    method: 'get',
    path: '/admin/commissions/csv',
    access: ADMIN,
    query: commissionsOverviewQuerySchema,
    handler: async ({ query, res }) => {
      const { rows, penaltyTotals } = await commissionsOverview(query);
      const name = `commissions${query.month ? `-${query.month}` : ''}${query.status ? `-${query.status}` : ''}.csv`;
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
      });
      res.send(await commissionsCsv(rows, penaltyTotals));
      return undefined;
    },
  }),
];
