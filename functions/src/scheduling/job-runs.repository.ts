/** `jobRuns/{name}`: when each scheduled job last ran and how it went (for Admin and the tests). */
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export const JOB_RUNS_COLLECTION = 'jobRuns';

export interface JobRunRecord {
  runs: number;
  lastStartedAt: string;
  lastFinishedAt: string;
  lastOutcome: 'ok' | 'failed';
  lastError: string | null;
  lastSummary: Record<string, number>;
}

export async function recordJobRun(name: string, run: Omit<JobRunRecord, 'runs'>): Promise<void> {
  await db()
    .collection(JOB_RUNS_COLLECTION)
    .doc(name)
    .set({ ...run, runs: FieldValue.increment(1) }, { merge: true });
}
