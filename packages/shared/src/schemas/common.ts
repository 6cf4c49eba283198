import { z } from 'zod';
import { isPhone } from '../phone';

export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .refine(isPhone, { message: 'Phone must look like 1-XXX-XXX-XXXX' });

export const emailSchema = z.email({ error: 'E-mail address is not valid' }).max(254).toLowerCase();

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates must be YYYY-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: 'Not a real date' });

/** Empty object for endpoints that take no body; unknown fields are refused. */
export const emptyBodySchema = z.strictObject({});
