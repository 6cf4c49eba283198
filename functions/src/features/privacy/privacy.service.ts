/**
 * A performer's own data export: asking for one, the single-use link to a ready one, and the
 * download that uses the link up. The build itself is the job's (`data-export-build.ts`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { agencyDateOf, type DataExportAnswer, type DataExportLink, type DataExportView } from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { recordAudit } from '../audit';
import { isPastExpiry, toDataExportView } from './data-export-state';
import {
  createDataExport,
  deleteExportZip,
  inDataExportTransaction,
  listDataExportsOf,
  newDataExportId,
  readDataExport,
  readExportZip,
  updateDataExport,
} from './privacy.repository';

export const hashDownloadToken = (token: string) => createHash('sha256').update(token).digest('hex');

const latestFirst = <T extends { record: { requestedAt: string } }>(items: T[]) =>
  [...items].sort((a, b) => b.record.requestedAt.localeCompare(a.record.requestedAt));

export async function latestDataExport(uid: string, now = new Date()): Promise<DataExportAnswer> {
  const latest = latestFirst(await listDataExportsOf(uid))[0];
  return { dataExport: latest ? toDataExportView(latest.id, latest.record, now) : null };
}

/** A new export for the performer; one still being built is answered as it is. Earlier ready files expire. */
export async function requestDataExport(actor: Caller, uid: string, now = new Date()): Promise<DataExportView> {
  const at = now.toISOString();
  const { id, view, superseded } = await inDataExportTransaction(async (tx) => {
    const existing = await listDataExportsOf(uid, tx);
    const building = existing.find(({ record }) => record.state === 'requested' || record.state === 'building');
    if (building) return { id: building.id, view: toDataExportView(building.id, building.record, now), superseded: [] };
    const ready = existing.filter(({ record }) => record.state === 'ready');
    for (const old of ready) updateDataExport(tx, old.id, { state: 'expired', tokenHash: null });
    const newId = newDataExportId();
    const record = {
      performerId: uid,
      state: 'requested' as const,
      requestedAt: at,
      leaseUntil: null,
      readyAt: null,
      expiresAt: null,
      tokenHash: null,
      downloadedAt: null,
      bytes: null,
    };
    createDataExport(tx, newId, record);
    return { id: newId, view: toDataExportView(newId, record, now), superseded: ready.map((old) => old.id) };
  });
  await Promise.all(superseded.map((old) => deleteExportZip(uid, old)));
  await recordAudit(actor, uid, 'data-export.requested', { at: now, detail: `dataExports/${id}` });
  logEvent('privacy.export_requested', { id });
  return view;
}

const NOT_READY = 'This file is not ready yet. Please wait for the e-mail saying it is ready.';
const USED = 'This download link has already been used. You can ask for a new copy of your data from your profile.';
const EXPIRED = 'This download link has expired. You can ask for a new copy of your data from your profile.';
const INVALID = 'This download link is not valid. Please use the newest link from your profile.';

/** The message for an export that cannot be downloaded, or undefined when it can. */
function refusal(record: { state: string }, pastExpiry: boolean): string | undefined {
  if (record.state === 'downloaded') return USED;
  if (record.state === 'expired' || pastExpiry) return EXPIRED;
  if (record.state !== 'ready') return NOT_READY;
  return undefined;
}

/** A fresh single-use link to a ready export (only the newest link works). */
export async function issueDownloadLink(uid: string, id: string, now = new Date()): Promise<DataExportLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = await inDataExportTransaction(async (tx) => {
    const record = await readDataExport(id, tx);
    if (!record || record.performerId !== uid) throw new ApiError('not-found', 'Export not found');
    const refused = refusal(record, isPastExpiry(record, now));
    if (refused)
      throw new ApiError(record.state === 'ready' || record.state === 'requested' ? 'conflict' : 'not-found', refused);
    updateDataExport(tx, id, { tokenHash: hashDownloadToken(token) });
    return record.expiresAt ?? now.toISOString();
  });
  return { path: `/performer/data-exports/${id}/download?token=${token}`, expiresAt };
}

/** The ZIP, once: the download marks the export downloaded in a transaction and deletes the file. */
export async function downloadDataExport(
  actor: Caller,
  uid: string,
  id: string,
  token: string,
  now = new Date(),
): Promise<{ bytes: Buffer; fileName: string }> {
  const stored = await readExportZip(uid, id);
  const bytes = await inDataExportTransaction(async (tx) => {
    const record = await readDataExport(id, tx);
    if (!record || record.performerId !== uid) throw new ApiError('not-found', 'Export not found');
    const refused = refusal(record, isPastExpiry(record, now));
    if (refused) throw new ApiError('not-found', refused);
    if (!record.tokenHash || record.tokenHash !== hashDownloadToken(token)) throw new ApiError('not-found', INVALID);
    if (!stored) throw new ApiError('not-found', EXPIRED);
    updateDataExport(tx, id, { state: 'downloaded', downloadedAt: now.toISOString(), tokenHash: null });
    return stored;
  });
  await deleteExportZip(uid, id);
  await recordAudit(actor, uid, 'data-export.downloaded', { at: now, detail: `dataExports/${id}` });
  logEvent('privacy.export_downloaded', { id });
  return { bytes, fileName: `my-data-${agencyDateOf(now)}.zip` };
}
