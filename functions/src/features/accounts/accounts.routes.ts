import {
  loginSchema,
  registrationSchema,
  resendVerificationSchema,
  ROLES,
  verifyEmailQuerySchema,
} from '@scenecall/shared';
import { allow, PUBLIC, route } from '../../http/route';
import { REGISTER_PER_EMAIL, REGISTER_PER_IP } from './account-limits';
import { logIn, register, sessionAccount } from './accounts.service';
import { verifyEmail } from './email-verification.service';
import { resendVerification } from './resend-verification.service';

export const accountRoutes = [
  route({
    method: 'post',
    path: '/auth/register',
    access: PUBLIC,
    body: registrationSchema,
    limits: ({ ip, body }) => [
      [REGISTER_PER_IP, ip],
      [REGISTER_PER_EMAIL, body.email],
    ],
    handler: async ({ body, req, res }) => {
      await register(body, req.get('user-agent') ?? null);
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
    handler: async ({ body, ip, res }) => {
      res.status(202);
      return resendVerification(body, ip);
    },
  }),
  /** Answers plain text: a custom token the web app exchanges with signInWithCustomToken. */
  route({
    method: 'post',
    path: '/auth/login',
    access: PUBLIC,
    body: loginSchema,
    handler: async ({ body, ip, res }) => {
      const token = await logIn(body, ip);
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
];
