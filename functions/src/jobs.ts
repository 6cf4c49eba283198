/**
 * Every scheduled job. index.ts deploys each as a scheduled function (`jobs-<camelCaseName>`); the
 * local stack's worker runs each on a timer. To add one: define it with `defineJob` in its feature
 * (`features/<area>/<area>.jobs.ts`) and list it here.
 */
import { bookingDeadlinesJob, roleCountsJob } from './features/bookings/bookings.jobs';
import { commissionRemindersJob } from './features/payments/payments.jobs';
import { SUBMISSION_PHOTO_KEEPER } from './features/open-calls';
import { PAY_STUB_KEEPER } from './features/payments/pay-arrivals.service';
import { openCallAlertsJob, openCallClosingJob } from './features/open-calls/open-calls.jobs';
import { mailSweepJob } from './features/mail/mail.jobs';
import { pictureCleanupJob } from './features/profile/pictures/picture-cleanup.job';
import { userDeletionsCleanupJob, userIndexSnapshotJob } from './features/users/users.jobs';
import { guardianAdulthoodJob } from './features/guardians/guardians.jobs';
import { dataExportsJob } from './features/privacy/privacy.jobs';
import { retentionPurgeJob } from './features/accounts/retention.jobs';
import { suspensionEndsJob } from './features/account-state/account-state.jobs';
import type { ScheduledJob } from './scheduling/scheduled-job';

/** The picture cleanup asks each feature that keeps pictures in its own folder whether one is in use. */
export const pictureCleanup = pictureCleanupJob({ ...SUBMISSION_PHOTO_KEEPER, ...PAY_STUB_KEEPER });

export const JOBS: readonly ScheduledJob[] = [
  mailSweepJob,
  pictureCleanup,
  userDeletionsCleanupJob,
  userIndexSnapshotJob,
  bookingDeadlinesJob,
  roleCountsJob,
  commissionRemindersJob,
  openCallClosingJob,
  openCallAlertsJob,
  guardianAdulthoodJob,
  dataExportsJob,
  retentionPurgeJob,
  suspensionEndsJob,
];
