import { z } from 'zod';

/** A performer's message to the agency from /performer/support. */
export const supportMessageSchema = z.strictObject({
  subject: z.string().trim().min(1, { message: 'Subject is required' }).max(150),
  message: z.string().trim().min(1, { message: 'Message is required' }).max(5000),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
