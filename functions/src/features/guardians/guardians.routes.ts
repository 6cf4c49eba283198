/**
 * The guardian's consent page (public, reached by a single-use link) and the Admin's view of a
 * performer's consent: its history, a resend and a withdrawal.
 */
import { guardianAnswerSchema, guardianConsentTokenSchema } from '@scenecall/shared';
import { allow, PUBLIC, route } from '../../http/route';
import { userOfPath } from '../users';
import { GUARDIAN_ANSWERS_PER_IP, GUARDIAN_RESENDS_PER_USER } from './guardian-limits';
import {
  answerConsentLink,
  guardianConsentView,
  readConsentPage,
  resendGuardianConsent,
  withdrawGuardianConsent,
} from './guardian-consent.service';

const ADMIN_ON_USER = allow(['Admin'], { policy: userOfPath });

export const guardianRoutes = [
  route({
    method: 'get',
    path: '/guardian-consent/:token',
    access: PUBLIC,
    params: guardianConsentTokenSchema,
    handler: async ({ params, res }) => {
      res.set('Cache-Control', 'no-store');
      return readConsentPage(params.token ?? '');
    },
  }),
  route({
    method: 'post',
    path: '/guardian-consent/:token',
    access: PUBLIC,
    params: guardianConsentTokenSchema,
    body: guardianAnswerSchema,
    limits: ({ ip }) => [[GUARDIAN_ANSWERS_PER_IP, ip]],
    handler: async ({ params, body, req, res }) => {
      res.set('Cache-Control', 'no-store');
      return answerConsentLink(params.token ?? '', body, req.get('user-agent') ?? null);
    },
  }),
  route({
    method: 'get',
    path: '/admin/users/:id/guardian-consent',
    access: ADMIN_ON_USER,
    handler: async ({ caller, target }) => guardianConsentView(caller, target.uid),
  }),
  route({
    method: 'post',
    path: '/admin/users/:id/guardian-consent/resend',
    access: ADMIN_ON_USER,
    limits: ({ params }) => [[GUARDIAN_RESENDS_PER_USER, params.id ?? '']],
    handler: async ({ caller, target }) => resendGuardianConsent(caller, target.uid),
  }),
  route({
    method: 'post',
    path: '/admin/users/:id/guardian-consent/withdraw',
    access: ADMIN_ON_USER,
    handler: async ({ caller, target }) => withdrawGuardianConsent(caller, target.uid),
  }),
];
