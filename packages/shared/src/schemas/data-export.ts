/**
 * A performer's own data (PIPEDA's right of access): one ZIP built by a job, offered by a
 * single-use link that expires. State: requested → building → ready → downloaded | expired.
 */
import { z } from 'zod';

export const DATA_EXPORT_STATES = ['requested', 'building', 'ready', 'downloaded', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** A ready export can be downloaded for this long, once. */
export const DATA_EXPORT_TTL_HOURS = 24;
/** One export per performer per this many hours. */
export const DATA_EXPORT_EVERY_HOURS = 24;

/** What the performer sees of an export. */
export interface DataExportView {
  id: string;
  state: DataExportState;
  requestedAt: string;
  readyAt: string | null;
  /** When a ready export stops being offered (null until ready). */
  expiresAt: string | null;
}

/** GET /performer/data-exports: the latest export, or null when there is none. */
export interface DataExportAnswer {
  dataExport: DataExportView | null;
}

/** POST /performer/data-exports/:id/link: the single-use download path under /api. */
export interface DataExportLink {
  path: string;
  expiresAt: string;
}

/** GET /performer/data-exports/:id/download?token=… */
export const dataExportDownloadQuerySchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, { message: 'is not a download token' }),
});

/** What each state means to the performer (the profile's card). */
export const DATA_EXPORT_STATE_TEXT: Record<DataExportState, string> = {
  requested: 'Requested: we are gathering your data. This usually takes a few minutes.',
  building: 'Building your file: your profile, bookings, vouchers, payments, messages and pictures.',
  ready: 'Your file is ready. The link works once.',
  downloaded: 'Downloaded. You can ask for a new file once a day.',
  expired: 'The link has expired. You can ask for a new file.',
};
