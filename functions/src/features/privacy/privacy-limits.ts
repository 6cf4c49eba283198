/** One own-data export per performer a day (building it reads everything they have). */
import { DATA_EXPORT_EVERY_HOURS } from '@scenecall/shared';
import { HOUR_MS, type ThrottleRule } from '../../http/throttle';

export const DATA_EXPORTS_PER_PERFORMER: ThrottleRule = {
  name: 'data-export-performer',
  limit: 1,
  windowMs: DATA_EXPORT_EVERY_HOURS * HOUR_MS,
  what: 'requests for a copy of your data',
};
