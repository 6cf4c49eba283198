/**
 * A performer's own data (PIPEDA's right of access): ask for a copy, see how it is going, get the
 * single-use link to a ready one and download it. Performer routes only: what an account's state
 * allows is decided where account states are.
 */
import { dataExportDownloadQuerySchema } from '@scenecall/shared';
import { ownAccount } from '../../http/policy';
import { allow, route } from '../../http/route';
import { DATA_EXPORTS_PER_PERFORMER } from './privacy-limits';
import { exportOfCaller } from './privacy.policy';
import { downloadDataExport, issueDownloadLink, latestDataExport, requestDataExport } from './privacy.service';

const OWN_EXPORT = allow(['Performer'], { policy: exportOfCaller });

export const privacyRoutes = [
  route({
    method: 'get',
    path: '/performer/data-exports',
    access: allow(['Performer'], { policy: ownAccount }),
    handler: async ({ target }) => latestDataExport(target.uid),
  }),
  route({
    method: 'post',
    path: '/performer/data-exports',
    access: allow(['Performer'], { policy: ownAccount }),
    limits: ({ caller }) => [[DATA_EXPORTS_PER_PERFORMER, caller.uid]],
    handler: async ({ caller, target, res }) => {
      res.status(201);
      return { dataExport: await requestDataExport(caller, target.uid) };
    },
  }),
  route({
    method: 'post',
    path: '/performer/data-exports/:id/link',
    access: OWN_EXPORT,
    handler: async ({ target }) => issueDownloadLink(target.uid, target.id),
  }),
  route({
    method: 'get',
    path: '/performer/data-exports/:id/download',
    access: OWN_EXPORT,
    query: dataExportDownloadQuerySchema,
    handler: async ({ caller, target, query, res }) => {
      const file = await downloadDataExport(caller, target.uid, target.id, query.token);
      res.set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
      });
      res.send(file.bytes);
      return undefined;
    },
  }),
];
