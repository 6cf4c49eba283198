import { defineJob } from '../../scheduling/scheduled-job';
import { purgeDueAccounts } from './retention.service';

/**
 * Daily at 3:30 Toronto time: deletes the personal data of accounts deactivated for longer than the
 * retention period. Locally only when asked: the demo's account past retention stays for the dry run.
 */
export const retentionPurgeJob = defineJob({
  name: 'retention-purge',
  schedule: '30 3 * * *',
  timeoutSeconds: 540,
  localRun: 'when-asked',
  run: async (now) => purgeDueAccounts(now),
});
