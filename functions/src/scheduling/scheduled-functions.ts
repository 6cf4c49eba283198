/** The production side of scheduled work: each registered job as a Cloud Scheduler function. */
import { onSchedule, type ScheduleFunction } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '../config';
import { runJob } from './run-job';
import { jobFunctionName, type ScheduledJob } from './scheduled-job';

export const AGENCY_TIME_ZONE = 'America/Toronto';

export function scheduledFunctions(jobs: readonly ScheduledJob[]): Record<string, ScheduleFunction> {
  const names = new Set(jobs.map((job) => job.name));
  if (names.size !== jobs.length) throw new Error('Two scheduled jobs have the same name');
  return Object.fromEntries(
    jobs.map((job) => [
      jobFunctionName(job.name),
      onSchedule(
        {
          schedule: job.schedule,
          timeZone: AGENCY_TIME_ZONE,
          region: FUNCTIONS_REGION,
          timeoutSeconds: job.timeoutSeconds ?? 300,
          memory: job.memory ?? '256MiB',
          secrets: [...(job.secrets ?? [])],
          retryCount: 0,
        },
        async (event) => {
          await runJob(job, new Date(event.scheduleTime));
        },
      ),
    ]),
  );
}
