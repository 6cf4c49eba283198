/** Allowances of open calls: submissions per performer (each may reach casting and, later, a text). */
import { HOUR_MS, type ThrottleRule } from '../../http/throttle';

/** Submissions a performer makes per hour, withdrawn and repeated ones included. */
export const SUBMISSIONS_PER_PERFORMER: ThrottleRule = {
  name: 'open-call-submission',
  limit: 20,
  windowMs: HOUR_MS,
  what: 'submissions',
};

/** Photos a performer adds to their submissions per hour (each is decoded and re-encoded). */
export const SUBMISSION_PHOTOS_PER_PERFORMER: ThrottleRule = {
  name: 'open-call-submission-photo',
  limit: 20,
  windowMs: HOUR_MS,
  what: 'photos',
};
