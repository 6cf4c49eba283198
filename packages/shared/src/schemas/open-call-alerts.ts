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

/**
 * GET/PUT /performer/open-calls/seen: the posting time of the newest call the performer was shown
 * on `/performer/open-calls` (null before their first look). The menu's badge counts calls posted
 * after it, on every device.
 */
export const openCallsSeenBodySchema = z.strictObject({
  seenAt: z.iso.datetime({ error: 'Give the newest call’s posting time, such as 2026-11-27T14:30:00.000Z' }),
});
export interface OpenCallsSeen {
  seenAt: string | null;
}
