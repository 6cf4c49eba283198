/**
 * The admin feature's own reads of other features' collections, until those features offer them:
 * the projects of each Casting user (`projects/{id}`: name, castingId, status).
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { countDocumentReads } from '../../lib/read-counter';

export interface ProjectSummary {
  id: string;
  name: string;
  castingId: string;
  status: string;
}

const statusOf = (data: DocumentData): string => {
  if (typeof data.status === 'string') return data.status;
  return data.archived === true ? 'archived' : 'active';
};

/** Every project's name, owner and status. */
export async function listProjectSummaries(): Promise<ProjectSummary[]> {
  const snapshot = await db().collection('projects').select('name', 'castingId', 'status', 'archived').get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      name: String(data.name ?? ''),
      castingId: String(data.castingId ?? ''),
      status: statusOf(data),
    };
  });
}
