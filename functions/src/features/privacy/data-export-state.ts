/** The export's view, as the performer sees it: a ready export past its expiry reads as expired. */
import type { DataExportView } from '@scenecall/shared';
import type { DataExportRecord } from './privacy.repository';

export const isPastExpiry = (record: DataExportRecord, now: Date) =>
  record.state === 'ready' && record.expiresAt !== null && record.expiresAt <= now.toISOString();

export function toDataExportView(id: string, record: DataExportRecord, now: Date): DataExportView {
  return {
    id,
    state: isPastExpiry(record, now) ? 'expired' : record.state,
    requestedAt: record.requestedAt,
    readyAt: record.readyAt,
    expiresAt: record.expiresAt,
  };
}
