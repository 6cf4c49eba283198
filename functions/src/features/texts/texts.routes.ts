import { idSchema, textSettingsBodySchema } from '@scenecall/shared';
import { z } from 'zod';
import { ownAccount } from '../../http/policy';
import { allow, PUBLIC, route } from '../../http/route';
import { handleInboundText } from './inbound-text.service';
import { handleTextStatus } from './text-status.service';
import { saveTextSettings, textSettingsOf } from './text-settings.service';

const ownSettings = allow(['Performer'], { policy: ownAccount });

export const textRoutes = [
  route({
    method: 'post',
    path: '/sms/status',
    access: PUBLIC,
    rawBody: true,
    query: z.strictObject({ outbox: idSchema }),
    handler: async ({ req, query }) => handleTextStatus(req, query.outbox),
  }),
  route({
    method: 'post',
    path: '/sms/inbound',
    access: PUBLIC,
    rawBody: true,
    handler: async ({ req, res }) => {
      res.type('text/xml').send(await handleInboundText(req));
      return undefined;
    },
  }),
  route({
    method: 'get',
    path: '/performer/text-settings',
    access: ownSettings,
    handler: async ({ target }) => textSettingsOf(target.uid),
  }),
  route({
    method: 'put',
    path: '/performer/text-settings',
    access: ownSettings,
    body: textSettingsBodySchema,
    handler: async ({ target, body }) => saveTextSettings(target.uid, body),
  }),
];
