import { defineJob } from '../../scheduling/scheduled-job';
import { tellGuardiansOfAdulthood } from './adulthood.service';

/** Daily: the guardian of each performer who turned 18 (Toronto date) is told once. */
export const guardianAdulthoodJob = defineJob({
  name: 'guardian-adulthood',
  schedule: 'every 24 hours',
  run: async (now) => ({ told: await tellGuardiansOfAdulthood(now) }),
});
