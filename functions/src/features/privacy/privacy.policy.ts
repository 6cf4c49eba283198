/**
 * Who may reach an own-data export: only the performer it was made for. Anyone else is told it
 * does not exist (404), so export ids cannot be probed. Staff have no route to it.
 */
import { notFound } from '../../http/api-error';
import { definePolicy } from '../../http/policy';
import { readDataExport } from './privacy.repository';

export interface DataExportTarget {
  uid: string;
  id: string;
}

export const exportOfCaller = definePolicy<DataExportTarget>(
  'own data export of its performer',
  async (caller, { params }) => {
    const id = params.id ?? '';
    const record = await readDataExport(id);
    if (!record || record.performerId !== caller.uid) throw notFound('Export');
    return { uid: caller.uid, id };
  },
);
