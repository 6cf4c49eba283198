import { supportMessageSchema } from '@scenecall/shared';
import { z } from 'zod';
import { ownAccount } from '../../http/policy';
import { allow, route } from '../../http/route';
import { activationTestRoutes } from './activation-test/activation-test.routes';
import { pictureRoutes } from './pictures/pictures.routes';
import { activateAccount, getCurrentUser, parseProfileBody, saveProfile, sendSupportMessage } from './profile.service';

const ownUser = allow(['Performer'], { policy: ownAccount });

export const profileRoutes = [
  route({
    method: 'get',
    path: '/performer/get-user',
    access: ownUser,
    handler: async ({ caller, target, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return getCurrentUser(caller, target.uid);
    },
  }),
  route({
    method: 'get',
    path: '/auth/get-user',
    access: allow(['Performer', 'Casting', 'Admin'], { policy: ownAccount }),
    handler: async ({ caller, target, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return getCurrentUser(caller, target.uid);
    },
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
    handler: async ({ caller, body }) => {
      await sendSupportMessage(caller, body);
      return { sent: true };
    },
  }),
  ...activationTestRoutes,
  ...pictureRoutes,
];
