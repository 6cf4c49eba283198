/** The check of the retention setting (retention.ts holds the values and the rule). */
import { z } from 'zod';
import { MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS, type RetentionSettings } from './retention';

const MONTHS_MESSAGE = `Enter a whole number of months from ${MIN_RETENTION_MONTHS} to ${MAX_RETENTION_MONTHS}`;

/** PUT /admin/retention-settings: the whole months a deactivated account's personal data is kept. */
export const retentionSettingsSchema = z.strictObject({
  months: z
    .number({ error: MONTHS_MESSAGE })
    .int(MONTHS_MESSAGE)
    .min(MIN_RETENTION_MONTHS, MONTHS_MESSAGE)
    .max(MAX_RETENTION_MONTHS, MONTHS_MESSAGE),
}) satisfies z.ZodType<RetentionSettings>;
