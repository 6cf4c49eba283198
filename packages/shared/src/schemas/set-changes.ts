/**
 * The set screen live between devices (issue 22): `GET /api/project/{id}/days/{dayId}/set/changes`
 * answers the vouchers and bookings of the day changed after a cursor, at once when there are some,
 * else when one changes (a long poll through Hosting, which buffers answers, so no streaming). The
 * cursor is the latest `updatedAt` the device has seen. Its answer and how a screen takes it in:
 * ../set-changes.ts (no zod: the set screen's first paint does not wait for it).
 */
import { z } from 'zod';

/** The longest a changes request waits before answering that nothing changed. */
export const SET_CHANGES_MAX_WAIT_SECONDS = 25;

export const setChangesQuerySchema = z.strictObject({
  since: z.iso.datetime({ error: 'The cursor is not a time such as 2026-11-27T14:30:00.000Z' }),
  wait: z.coerce
    .number()
    .int()
    .min(0)
    .max(SET_CHANGES_MAX_WAIT_SECONDS, { error: `Wait at most ${SET_CHANGES_MAX_WAIT_SECONDS} seconds` })
    .optional(),
});
export type SetChangesQuery = z.infer<typeof setChangesQuerySchema>;
