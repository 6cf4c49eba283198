/**
 * The job's side of an export: expire ready files past their time, and build what is asked for.
 * Idempotent and resumable: a build claims the export with a lease (requested → building); an
 * interrupted build (its lease run out) is claimed again and rebuilt from the start, and the file
 * it overwrites is the same one. Marking it ready queues the e-mail in the same transaction.
 */
import { DATA_EXPORT_TTL_HOURS } from '@scenecall/shared';
import { randomUUID } from 'node:crypto';
import { logEvent, logFailure } from '../../http/logger';
import { enqueueMail } from '../mail';
import { buildDataExportZip } from './data-export-contents';
import { dataExportReadyTemplate } from './data-export-ready.mail';
import { isPastExpiry } from './data-export-state';
import {
  deleteExportZip,
  inDataExportTransaction,
  listDataExportsIn,
  readDataExport,
  saveExportZip,
  updateDataExport,
} from './privacy.repository';

const LEASE_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;
const PER_RUN = 20;

/** requested, or building with a lease run out → building under a new lease; false when another holds it. */
async function claim(id: string, now: Date): Promise<string | undefined> {
  const lease = `${new Date(now.getTime() + LEASE_MS).toISOString()}#${randomUUID()}`;
  return inDataExportTransaction(async (tx) => {
    const record = await readDataExport(id, tx);
    if (!record) return undefined;
    const stale = record.state === 'building' && (record.leaseUntil ?? '') < now.toISOString();
    if (record.state !== 'requested' && !stale) return undefined;
    updateDataExport(tx, id, { state: 'building', leaseUntil: lease });
    return lease;
  });
}

async function finish(id: string, lease: string, bytes: number, now: Date): Promise<boolean> {
  return inDataExportTransaction(async (tx) => {
    const record = await readDataExport(id, tx);
    if (!record || record.state !== 'building' || record.leaseUntil !== lease) return false;
    await enqueueMail(
      { template: dataExportReadyTemplate, data: { exportId: id }, to: { uid: record.performerId } },
      { tx, now },
    );
    updateDataExport(tx, id, {
      state: 'ready',
      leaseUntil: null,
      readyAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + DATA_EXPORT_TTL_HOURS * HOUR_MS).toISOString(),
      bytes,
    });
    return true;
  });
}

async function giveUp(id: string, lease: string): Promise<void> {
  await inDataExportTransaction(async (tx) => {
    const record = await readDataExport(id, tx);
    if (record?.state === 'building' && record.leaseUntil === lease)
      updateDataExport(tx, id, { state: 'expired', leaseUntil: null });
  });
}

async function build(id: string, performerId: string, now: Date): Promise<boolean> {
  const lease = await claim(id, now);
  if (!lease) return false;
  const zip = await buildDataExportZip(performerId, now);
  if (!zip) {
    await giveUp(id, lease);
    return false;
  }
  await saveExportZip(performerId, id, zip);
  const ready = await finish(id, lease, zip.byteLength, now);
  if (ready) logEvent('privacy.export_ready', { id, bytes: zip.byteLength });
  return ready;
}

async function expire(id: string, performerId: string, now: Date): Promise<boolean> {
  const expired = await inDataExportTransaction(async (tx) => {
    const record = await readDataExport(id, tx);
    if (!record || !isPastExpiry(record, now)) return false;
    updateDataExport(tx, id, { state: 'expired', tokenHash: null });
    return true;
  });
  if (expired) await deleteExportZip(performerId, id);
  return expired;
}

/** One run: builds what is due (one failure does not stop the others) and expires what is past. */
export async function runDataExports(now: Date): Promise<{ built: number; expired: number; failed: number }> {
  const open = await listDataExportsIn(['requested', 'building', 'ready'], PER_RUN * 5);
  let built = 0;
  let expired = 0;
  let failed = 0;
  for (const { id, record } of open) {
    try {
      if (record.state === 'ready') expired += (await expire(id, record.performerId, now)) ? 1 : 0;
      else if (built < PER_RUN) built += (await build(id, record.performerId, now)) ? 1 : 0;
    } catch (error) {
      failed += 1;
      logFailure('privacy.export_failed', error, { id });
    }
  }
  return { built, expired, failed };
}
