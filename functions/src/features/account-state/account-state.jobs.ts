import { defineJob } from '../../scheduling/scheduled-job';
import { liftEndedSuspensions } from './suspension-ends.service';

/** Daily: each suspension whose last day (Toronto date) has passed is lifted, and the performer told. */
export const suspensionEndsJob = defineJob({
  name: 'suspension-ends',
  // Just after midnight, Toronto time: the performer can work on the first day after the suspension.
  schedule: '5 0 * * *',
  run: async (now) => ({ lifted: await liftEndedSuspensions(now) }),
});
