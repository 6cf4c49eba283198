/**
 * Open calls (issue 23). Staff: post from a day's role, edit, pause, resume, close, list a day's
 * calls with submissions, select a submission. Performers: the calls that fit them, submit,
 * withdraw, add a photo to their submission, mark the list seen (the menu's new count), turn alerts on or off. Admin: the weekly cap of alerts. Public: the /jobs list without
 * private details.
 */
import {
  editOpenCallBodySchema,
  openCallAlertPreferenceSchema,
  openCallAlertSettingsSchema,
  openCallsSeenBodySchema,
  postOpenCallBodySchema,
  submissionBodySchema,
} from '@scenecall/shared';
import { allow, PUBLIC, route } from '../../http/route';
import {
  changeAlertPreference,
  changeAlertSettings,
  readAlertPreference,
  readAlertSettings,
} from './open-call-alerts.service';
import { renderJobsPage } from './jobs-page';
import { jobsPageTemplates } from './jobs-page-templates';
import { SUBMISSION_PHOTOS_PER_PERFORMER, SUBMISSIONS_PER_PERFORMER } from './open-call-limits';
import { markSeen, readSeen } from './open-calls-seen.service';
import { callForPerformer, callOfStaff, dayOfStaff, submissionPhotoReader } from './open-calls.policy';
import { listCallsForPerformer, listPublicCalls, submitToCall, withdrawFromCall } from './open-calls.performer.service';
import { addSubmissionPhoto, submissionPhoto } from './submission-photos.service';
import {
  changeCallStatus,
  closeByStaff,
  editOpenCall,
  listDayCalls,
  postOpenCall,
  selectFromCall,
} from './open-calls.staff.service';

const STAFF = ['Admin', 'Casting'] as const;
const onDay = allow(STAFF, { policy: dayOfStaff });
const onCall = allow(STAFF, { policy: callOfStaff });
const ownSubmission = allow(['Performer'], { policy: callForPerformer });
const CALL = '/open-calls/:callId';
const SUBMISSION = '/performer/open-calls/:callId/submission';

export const openCallRoutes = [
  route({
    method: 'post',
    path: '/open-calls/days/:dayId',
    access: onDay,
    body: postOpenCallBodySchema,
    handler: async ({ caller, target, body, res }) => {
      const answer = await postOpenCall(caller, target, body);
      res.status(201);
      return answer;
    },
  }),
  route({
    method: 'get',
    path: '/open-calls/days/:dayId',
    access: onDay,
    handler: async ({ target }) => listDayCalls(target),
  }),
  route({
    method: 'put',
    path: CALL,
    access: onCall,
    body: editOpenCallBodySchema,
    handler: async ({ target, body }) => editOpenCall(target, body),
  }),
  route({
    method: 'post',
    path: `${CALL}/pause`,
    access: onCall,
    handler: async ({ target }) => changeCallStatus(target, { kind: 'pause' }),
  }),
  route({
    method: 'post',
    path: `${CALL}/resume`,
    access: onCall,
    handler: async ({ target }) => changeCallStatus(target, { kind: 'resume' }),
  }),
  route({
    method: 'post',
    path: `${CALL}/close`,
    access: onCall,
    handler: async ({ caller, target }) => closeByStaff(caller, target),
  }),
  route({
    method: 'post',
    path: `${CALL}/submissions/:performerId/select`,
    access: onCall,
    handler: async ({ caller, target, params }) => selectFromCall(caller, target, params.performerId ?? ''),
  }),
  route({
    method: 'get',
    path: '/performer/open-calls',
    access: allow(['Performer']),
    handler: async ({ caller }) => listCallsForPerformer(caller),
  }),
  route({
    method: 'get',
    path: '/performer/open-calls/seen',
    access: allow(['Performer']),
    handler: async ({ caller }) => readSeen(caller),
  }),
  route({
    method: 'put',
    path: '/performer/open-calls/seen',
    access: allow(['Performer']),
    body: openCallsSeenBodySchema,
    handler: async ({ caller, body }) => markSeen(caller, body),
  }),
  route({
    method: 'post',
    path: SUBMISSION,
    access: ownSubmission,
    body: submissionBodySchema,
    limits: ({ caller }) => [[SUBMISSIONS_PER_PERFORMER, caller.uid]],
    handler: async ({ caller, target, body, res }) => {
      const answer = await submitToCall(caller, target, body);
      res.status(201);
      return answer;
    },
  }),
  route({
    method: 'delete',
    path: SUBMISSION,
    access: ownSubmission,
    handler: async ({ caller, target }) => withdrawFromCall(caller, target),
  }),
  route({
    method: 'put',
    path: `${SUBMISSION}/photo`,
    access: ownSubmission,
    rawBody: true,
    limits: ({ caller }) => [[SUBMISSION_PHOTOS_PER_PERFORMER, caller.uid]],
    handler: async ({ req, caller, target }) => {
      const rawBody = (req as typeof req & { rawBody?: Buffer }).rawBody;
      return addSubmissionPhoto(caller, target, req.headers, rawBody);
    },
  }),
  route({
    method: 'get',
    path: `${CALL}/submissions/:performerId/photo`,
    access: allow(['Performer', 'Casting', 'Admin'], { policy: submissionPhotoReader }),
    handler: async ({ res, target, params }) => {
      const photo = await submissionPhoto(target, params.performerId ?? '');
      res.set({
        'Content-Type': photo.contentType,
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
      });
      res.status(200).send(photo.bytes);
      return undefined;
    },
  }),
  route({
    method: 'get',
    path: '/jobs/open-calls',
    access: PUBLIC,
    handler: async ({ res }) => {
      res.set('Cache-Control', 'public, max-age=60');
      return listPublicCalls();
    },
  }),
  route({
    // The public /jobs page itself (Hosting rewrites /jobs here) with its open calls in the HTML.
    method: 'get',
    path: '/jobs',
    access: PUBLIC,
    handler: async ({ res }) => {
      const [{ templates, headers }, calls] = await Promise.all([jobsPageTemplates(), listPublicCalls()]);
      res.set({
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=60, s-maxage=300',
      });
      res.status(200).send(renderJobsPage(templates, calls));
      return undefined;
    },
  }),
  route({
    method: 'get',
    path: '/performer/open-call-alerts',
    access: allow(['Performer']),
    handler: async ({ caller }) => readAlertPreference(caller),
  }),
  route({
    method: 'put',
    path: '/performer/open-call-alerts',
    access: allow(['Performer']),
    body: openCallAlertPreferenceSchema,
    handler: async ({ caller, body }) => changeAlertPreference(caller, body),
  }),
  route({
    method: 'get',
    path: '/admin/open-call-alerts',
    access: allow(['Admin']),
    handler: async () => readAlertSettings(),
  }),
  route({
    method: 'put',
    path: '/admin/open-call-alerts',
    access: allow(['Admin']),
    body: openCallAlertSettingsSchema,
    handler: async ({ caller, body }) => changeAlertSettings(caller, body),
  }),
];
