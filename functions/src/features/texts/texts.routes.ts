import { idSchema } from '@scenecall/shared';
import { z } from 'zod';
import { PUBLIC, route } from '../../http/route';
import { handleTextStatus } from './text-status.service';

export const textRoutes = [
  route({
    method: 'post',
    path: '/sms/status',
    access: PUBLIC,
    rawBody: true,
    query: z.strictObject({ outbox: idSchema }),
    handler: async ({ req, query }) => handleTextStatus(req, query.outbox),
  }),
];
