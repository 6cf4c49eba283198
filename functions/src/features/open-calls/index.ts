/**
 * The open-calls feature's public module: the only file other features import from it (ESLint
 * enforces this; see CONTRIBUTING.md 'Feature boundaries'). Open calls and their submissions; its
 * routes, job and messages are composed in functions/src (routes.ts, jobs.ts, mail-templates.ts).
 */
export { closeCallsOfRemovedRoles } from './open-calls.jobs';
export { notSelectedTemplate } from './mail/not-selected.mail';
export { notSelectedText } from './texts/not-selected.text';
export { alertTemplate } from './mail/alert.mail';
export { alertText } from './texts/alert.text';
export { SUBMISSION_PHOTO_KEEPER } from './submission-photos.service';
export { withdrawSubmissionsOf } from './open-calls.performer.service';
