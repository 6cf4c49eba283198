/** The retention period of deactivated accounts and what the daily purge would do today: Admins only (issue 40). */
import { retentionSettingsSchema } from '@scenecall/shared';
import { allow, route } from '../../http/route';
import { changeRetention, readRetention, retentionDryRun } from './retention.service';

export const retentionRoutes = [
  route({
    method: 'get',
    path: '/admin/retention-settings',
    access: allow(['Admin']),
    handler: async () => readRetention(),
  }),
  route({
    method: 'put',
    path: '/admin/retention-settings',
    access: allow(['Admin']),
    body: retentionSettingsSchema,
    handler: async ({ caller, body }) => changeRetention(caller, body),
  }),
  route({
    method: 'get',
    path: '/admin/retention-dry-run',
    access: allow(['Admin']),
    handler: async () => retentionDryRun(new Date()),
  }),
];
