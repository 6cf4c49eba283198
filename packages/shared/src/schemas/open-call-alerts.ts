import { z } from 'zod';

/** Alerts a performer receives at most per rolling 7 days when no Admin has set it. */
export const DEFAULT_OPEN_CALL_ALERTS_PER_WEEK = 3;
export const MAX_OPEN_CALL_ALERTS_PER_WEEK = 20;

/** GET/PUT /admin/open-call-alerts: the agency's weekly cap (0 pauses every alert). */
export const openCallAlertSettingsSchema = z.strictObject({
  alertsPerWeek: z
    .number({ error: 'Enter how many alerts a performer may receive per week' })
    .int('Enter a whole number')
    .min(0, 'Enter 0 or more')
    .max(MAX_OPEN_CALL_ALERTS_PER_WEEK, `Enter at most ${MAX_OPEN_CALL_ALERTS_PER_WEEK}`),
});
export type OpenCallAlertSettings = z.infer<typeof openCallAlertSettingsSchema>;

/** GET/PUT /performer/open-call-alerts: whether the performer is told of new open calls that fit them. */
export const openCallAlertPreferenceSchema = z.strictObject({
  alerts: z.boolean({ error: 'Say whether you want open-call alerts' }),
});
export type OpenCallAlertPreference = z.infer<typeof openCallAlertPreferenceSchema>;

/**
 * How many performers one wave alerts: twice the places the call still has (some alerted will not
 * answer), so a call short of 10 submissions reaches 20 performers, and a full call none.
 */
export const alertWaveSize = (submissionsWanted: number, activeSubmissions: number): number =>
  Math.max(0, submissionsWanted - activeSubmissions) * 2;
