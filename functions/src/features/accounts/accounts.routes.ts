import {
  loginSchema,
  registrationSchema,
  resendVerificationSchema,
  ROLES,
  verifyEmailQuerySchema,
} from '@scenecall/shared';
import { allow, PUBLIC, route } from '../../http/route';
import { userOfPath } from '../users/users.policy';
import { deleteAccount, logIn, register, sessionAccount } from './accounts.service';
import { verifyEmail } from './email-verification.service';
import { resendVerification } from './resend-verification.service';

const clientIp = (ip: string | undefined) => ip ?? 'unknown';

export const accountRoutes = [
  route({
    method: 'post',
    path: '/auth/register',
    access: PUBLIC,
    body: registrationSchema,
    handler: async ({ body, res }) => {
      await register(body);
      res.status(201).end();
      return undefined;
    },
  }),
  route({
    method: 'get',
    path: '/auth/verify',
    access: PUBLIC,
    query: verifyEmailQuerySchema,
    handler: async ({ query, res }) => {
      res.set('Cache-Control', 'no-store');
      return verifyEmail(query.token);
    },
  }),
  route({
    method: 'post',
    path: '/auth/resend-verification',
    access: PUBLIC,
    body: resendVerificationSchema,
    handler: async ({ body, req, res }) => {
      res.status(202);
      return resendVerification(body, clientIp(req.ip));
    },
  }),
  /** Answers plain text: a custom token the web app exchanges with signInWithCustomToken. */
  route({
    method: 'post',
    path: '/auth/login',
    access: PUBLIC,
    body: loginSchema,
    handler: async ({ body, req, res }) => {
      const token = await logIn(body, clientIp(req.ip));
      res.set('Cache-Control', 'no-store').type('text/plain').send(token);
      return undefined;
    },
  }),
  route({
    method: 'get',
    path: '/auth/me',
    access: allow(ROLES),
    handler: async ({ caller }) => sessionAccount(caller.uid, caller.role),
  }),
  route({
    method: 'delete',
    path: '/admin/users/:id',
    access: allow(['Admin'], { policy: userOfPath }),
    handler: async ({ target, caller, res }) => {
      await deleteAccount(caller, target.uid);
      res.status(204).end();
      return undefined;
    },
  }),
];
