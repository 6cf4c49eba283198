/** The projects feature's access to `projects/{projectId}`. */
import { PROJECTS_COLLECTION, type ProjectRecord, type ProjectStatus } from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';
import { declareQuery } from '../../lib/firestore-query';

const projectConverter = recordConverter<ProjectRecord>(['name', 'castingId', 'status', 'blacklist']);
const projects = () => db().collection(PROJECTS_COLLECTION).withConverter(projectConverter);
export const projectRef = (id: string) => projects().doc(id);

/** A list page never needs more; a Casting account has a few dozen projects at most. */
const MAX_LISTED_PROJECTS = 500;

const PROJECTS_OF_CASTING = declareQuery('projects of a Casting user, newest first', {
  collection: PROJECTS_COLLECTION,
  where: [
    ['castingId', '=='],
    ['status', '=='],
  ],
  orderBy: [['createdAt', 'desc']],
});

const PROJECTS_BY_STATUS = declareQuery('every project in a status, newest first (Admin)', {
  collection: PROJECTS_COLLECTION,
  where: [['status', '==']],
  orderBy: [['createdAt', 'desc']],
});

export interface StoredProject {
  id: string;
  record: ProjectRecord;
}

/** An id for a project written later in a transaction (the wizard's new production). */
export const newProjectId = (): string => projects().doc().id;

/** Creates a project with a new id and answers the id. */
export async function insertProject(record: ProjectRecord): Promise<string> {
  const ref = projects().doc();
  await ref.create(record);
  return ref.id;
}

export async function findProject(id: string): Promise<StoredProject | undefined> {
  const record = (await projectRef(id).get()).data();
  countDocumentReads(1);
  return record ? { id, record } : undefined;
}

/** Projects in `status`, newest first: a Casting user's (castingId) or everyone's (null). */
export async function listProjects(castingId: string | null, status: ProjectStatus): Promise<StoredProject[]> {
  const query =
    castingId === null
      ? PROJECTS_BY_STATUS.build([status], { limit: MAX_LISTED_PROJECTS })
      : PROJECTS_OF_CASTING.build([castingId, status], { limit: MAX_LISTED_PROJECTS });
  const snapshot = await query.withConverter(projectConverter).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, record: doc.data() }));
}

export type ProjectDecision = { write: false } | { write: true; changes: Partial<ProjectRecord> };

/**
 * Reads the project and writes what `decide` answers, in one transaction; `decide` may throw to
 * refuse. Answers the project as written, or undefined when it does not exist.
 */
export async function updateProject(
  id: string,
  decide: (project: ProjectRecord) => ProjectDecision,
): Promise<ProjectRecord | undefined> {
  const ref = projectRef(id);
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) return undefined;
    const decision = decide(current);
    if (!decision.write) return current;
    const changes = { ...decision.changes, updatedAt: new Date().toISOString() };
    tx.update(ref, changes);
    return { ...current, ...changes };
  });
}
