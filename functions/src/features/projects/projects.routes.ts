/**
 * Projects and production days (spec 2 §7 keeps the first five paths). Admin reaches every project;
 * a Casting user only theirs (the policies); performers none (the roles).
 */
import {
  callSheetSchema,
  createProductionDayBodySchema,
  createProjectBodySchema,
  fittingSheetSchema,
  massEmailBodySchema,
  projectCommissionSchema,
  projectListQuerySchema,
  updateProductionDayBodySchema,
  type CreateProjectAnswer,
} from '@scenecall/shared';
import type { Response } from 'express';
import { allow, route } from '../../http/route';
import { exportCallSheet, exportFittingSheet, exportPerformerList, type ExportFile } from './day-exports.service';
import { sendMassEmail } from './mass-email.service';
import {
  changeDayStatus,
  deleteDay,
  readDayPage,
  saveCallSheet,
  saveFittingSheet,
  updateDayDetails,
} from './production-days.service';
import { castingAccountOfPath, dayOfCaller, projectOfCaller } from './projects.policy';
import {
  archiveProject,
  changeProjectCommission,
  createDay,
  createProject,
  listDays,
  listProjects,
  restoreProject,
  toProjectView,
} from './projects.service';

const STAFF = ['Admin', 'Casting'] as const;
const onProject = allow(STAFF, { policy: projectOfCaller });
const onDay = allow(STAFF, { policy: dayOfCaller });
const DAY = '/project/:id/days/:dayId';

function sendFile(res: Response, file: ExportFile): undefined {
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
  });
  res.send(file.body);
  return undefined;
}

export const projectRoutes = [
  route({
    method: 'post',
    path: '/project/create/:castingId',
    access: allow(STAFF, { policy: castingAccountOfPath }),
    body: createProjectBodySchema,
    handler: async ({ caller, target, body, res }): Promise<CreateProjectAnswer> => {
      const id = await createProject(caller, target.castingId, body);
      res.status(201);
      return { id };
    },
  }),
  route({
    method: 'get',
    path: '/project/read/all',
    access: allow(STAFF),
    query: projectListQuerySchema,
    handler: async ({ caller, query }) => listProjects(caller, query.status),
  }),
  route({
    method: 'get',
    path: '/project/read/:id',
    access: onProject,
    handler: async ({ target }) => toProjectView(target),
  }),
  route({
    method: 'post',
    path: '/project/:id/archive',
    access: onProject,
    handler: async ({ target }) => archiveProject(target),
  }),
  route({
    method: 'put',
    path: '/project/:id/commission',
    access: onProject,
    body: projectCommissionSchema,
    handler: async ({ caller, target, body }) => changeProjectCommission(caller, target, body),
  }),
  route({
    method: 'post',
    path: '/project/:id/restore',
    access: onProject,
    handler: async ({ target }) => restoreProject(target),
  }),
  route({
    method: 'get',
    path: '/project/:id/days',
    access: onProject,
    handler: async ({ target }) => listDays(target),
  }),
  route({
    method: 'post',
    path: '/project/:id/create-day',
    access: onProject,
    body: createProductionDayBodySchema,
    // The spec's answer is the new day's id itself.
    handler: async ({ caller, target, body, res }) => {
      const id = await createDay(caller, target, body);
      res.status(201);
      return id;
    },
  }),
  route({ method: 'get', path: DAY, access: onDay, handler: async ({ target }) => readDayPage(target) }),
  route({
    method: 'put',
    path: DAY,
    access: onDay,
    body: updateProductionDayBodySchema,
    handler: async ({ target, body }) => updateDayDetails(target, body),
  }),
  route({
    method: 'delete',
    path: DAY,
    access: onDay,
    handler: async ({ target }) => {
      await deleteDay(target);
      return undefined;
    },
  }),
  route({
    method: 'post',
    path: `${DAY}/archive`,
    access: onDay,
    handler: async ({ target }) => changeDayStatus(target, 'archive'),
  }),
  route({
    method: 'post',
    path: `${DAY}/restore`,
    access: onDay,
    handler: async ({ target }) => changeDayStatus(target, 'restore'),
  }),
  route({
    method: 'put',
    path: `${DAY}/call-sheet`,
    access: onDay,
    body: callSheetSchema,
    handler: async ({ target, body }) => saveCallSheet(target, body),
  }),
  route({
    method: 'put',
    path: `${DAY}/fitting-sheet`,
    access: onDay,
    body: fittingSheetSchema,
    handler: async ({ target, body }) => saveFittingSheet(target, body),
  }),
  route({
    method: 'get',
    path: `${DAY}/call-sheet.pdf`,
    access: onDay,
    handler: async ({ caller, target, res }) => sendFile(res, await exportCallSheet(caller, target)),
  }),
  route({
    method: 'get',
    path: `${DAY}/fitting-sheet.pdf`,
    access: onDay,
    handler: async ({ caller, target, res }) => sendFile(res, await exportFittingSheet(caller, target)),
  }),
  route({
    method: 'get',
    path: `${DAY}/performers.csv`,
    access: onDay,
    handler: async ({ caller, target, res }) => sendFile(res, await exportPerformerList(caller, target)),
  }),
  route({
    method: 'post',
    path: `${DAY}/mass-email`,
    access: onDay,
    body: massEmailBodySchema,
    handler: async ({ caller, target, body }) => sendMassEmail(caller, target, body),
  }),
];
