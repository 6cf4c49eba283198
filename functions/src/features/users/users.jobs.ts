/** The users feature's scheduled work. */
import { defineJob } from '../../scheduling/scheduled-job';
import { TOMBSTONE_RETENTION_MS } from './user-index';
import { keepUserIndexSnapshotCurrent } from './user-index-snapshot.service';
import { deleteUserDeletionsBefore } from './users.repository';

/**
 * Deletion tombstones only need to outlive every user index's last refresh; an index idle longer
 * than they are kept reads everything again. Daily, removes those older than the retention.
 */
export const userDeletionsCleanupJob = defineJob({
  name: 'user-deletions-cleanup',
  schedule: 'every 24 hours',
  run: async (now) => ({ removed: await deleteUserDeletionsBefore(new Date(now.getTime() - TOMBSTONE_RETENTION_MS)) }),
});

/** The snapshot new instances load the user index from (user-index-snapshot.service.ts). */
export const userIndexSnapshotJob = defineJob({
  name: 'user-index-snapshot',
  schedule: 'every 5 minutes',
  timeoutSeconds: 540,
  // The job holds the whole index and its encoding at once (about 100 MB at 100,000 performers).
  memory: '512MiB',
  run: async () => ({ ...(await keepUserIndexSnapshotCurrent()) }),
});
