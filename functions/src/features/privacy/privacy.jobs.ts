import { defineJob } from '../../scheduling/scheduled-job';
import { runDataExports } from './data-export-build';

/** Every minute: builds the own-data exports performers asked for, and expires ready ones past their day. */
export const dataExportsJob = defineJob({
  name: 'data-exports',
  schedule: 'every 1 minutes',
  memory: '512MiB',
  run: async (now) => runDataExports(now),
});
