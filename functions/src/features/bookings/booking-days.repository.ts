/**
 * `productionDays/{dayId}` and `projects/{id}` as the booking loop reads and writes them inside its
 * transactions. Projects owns the documents and their descriptive fields (and reads them for every
 * other feature); the loop writes a day's booking fields (role counts, `participantRoles`, status,
 * the availability deadline), creates a day with its first participants (and the wizard's new
 * project with it), copies new dates to participants, deletes a day with its participants, and puts
 * a performer on a project's blacklist, each in the transaction that changes the participants.
 */
import {
  PRODUCTION_DAY_REQUIRED_FIELDS,
  PRODUCTION_DAYS_COLLECTION,
  PROJECTS_COLLECTION,
  type ProductionDayRecord,
  type ProjectRecord,
} from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';

export const dayConverter = recordConverter<ProductionDayRecord>([...PRODUCTION_DAY_REQUIRED_FIELDS]);
export const dayRef = (dayId: string) =>
  db().collection(PRODUCTION_DAYS_COLLECTION).withConverter(dayConverter).doc(dayId);

const projectConverter = recordConverter<ProjectRecord>(['name', 'castingId', 'status', 'blacklist']);
export const projectRef = (id: string) => db().collection(PROJECTS_COLLECTION).withConverter(projectConverter).doc(id);
