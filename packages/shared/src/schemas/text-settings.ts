import { z } from 'zod';
import { MESSAGE_PREFERENCES } from '../texts';

const preference = z.enum(MESSAGE_PREFERENCES, { error: 'Choose e-mail, text or both' });

/** PUT /performer/text-settings: the consent box and a channel per kind of message (form and server). */
export const textSettingsBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'Say whether you want texts' }),
  preferences: z.strictObject({ requests: preference, bookings: preference, reminders: preference }),
});
export type TextSettingsBody = z.infer<typeof textSettingsBodySchema>;
