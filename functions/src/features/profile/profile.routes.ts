import { supportMessageSchema } from '@scenecall/shared';
import { z } from 'zod';
import { ownAccount } from '../../http/policy';
import { allow, route } from '../../http/route';
import { HOUR_MS, type ThrottleRule } from '../../http/throttle';
import { activationTestRoutes } from './activation-test/activation-test.routes';
import { pictureRoutes } from './pictures/pictures.routes';
import { activateAccount, getCurrentUser, parseProfileBody, saveProfile, sendSupportMessage } from './profile.service';

const ownUser = allow(['Performer'], { policy: ownAccount });

/** Support messages e-mail the agency: per account, and per address (shared by accounts behind one). */
export const SUPPORT_PER_ACCOUNT: ThrottleRule = {
  name: 'support-account',
  limit: 5,
  windowMs: HOUR_MS,
  what: 'messages',
};
export const SUPPORT_PER_IP: ThrottleRule = { name: 'support-ip', limit: 20, windowMs: HOUR_MS, what: 'messages' };

export const profileRoutes = [
  route({
    method: 'get',
    path: '/performer/get-user',
    access: ownUser,
    handler: async ({ caller, target }) => getCurrentUser(caller, target.uid),
  }),
  route({
    method: 'get',
    path: '/auth/get-user',
    access: allow(['Performer', 'Casting', 'Admin'], { policy: ownAccount }),
    handler: async ({ caller, target }) => getCurrentUser(caller, target.uid),
  }),
  route({
    method: 'put',
    path: '/performer/update-profile',
    access: ownUser,
    // Any JSON object here; the shared strict schema is applied by the service so that every
    // missing or invalid field is named by its friendly name ('Province', 'Headshot Image').
    body: z.record(z.string(), z.unknown()),
    handler: async ({ caller, target, body }) =>
      saveProfile(caller, target.uid, parseProfileBody(body), { rules: 'performer' }),
  }),
  route({
    method: 'post',
    path: '/auth/activate',
    access: ownUser,
    handler: async ({ caller, target }) => activateAccount(caller, target.uid),
  }),
  route({
    method: 'post',
    path: '/performer/support',
    access: ownUser,
    body: supportMessageSchema,
    limits: ({ caller, ip }) => [
      [SUPPORT_PER_ACCOUNT, caller.uid],
      [SUPPORT_PER_IP, ip],
    ],
    handler: async ({ caller, body }) => {
      await sendSupportMessage(caller, body);
      return { sent: true };
    },
  }),
  ...activationTestRoutes,
  ...pictureRoutes,
];
