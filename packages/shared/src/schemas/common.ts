import { z } from 'zod';
import { CALENDAR_DATE_PATTERN, isCalendarDate } from '../dates';
import { isPhone } from '../phone';

export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .refine(isPhone, { message: 'Phone must look like 1-XXX-XXX-XXXX' });

export const emailSchema = z.email({ error: 'E-mail address is not valid' }).max(254).toLowerCase();

/** A lone UTF-16 surrogate makes a string ill-formed: it cannot be stored or sent as UTF-8. */
const LONE_SURROGATE = /\p{Surrogate}/u;
export const isWellFormed = (value: string): boolean => !LONE_SURROGATE.test(value);

/** Every string that comes in: well-formed text. Build text fields on this. */
export const textSchema = z.string().refine(isWellFormed, { message: 'contains characters that are not valid text' });

/**
 * Ids in paths and bodies (Firebase uids, Firestore document ids): letters, digits, - and _ only, so
 * no id can name another collection ('a/b', '..') or carry anything else.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const idSchema = z.string().regex(ID_PATTERN, { message: 'is not a valid id' });

/** Empty object for endpoints that take no body; unknown fields are refused. */
export const emptyBodySchema = z.strictObject({});

/** The one schema for every date that comes in (work dates, dates of birth, production days). */
export const calendarDateSchema = z
  .string({ error: 'Dates must be YYYY-MM-DD' })
  .regex(CALENDAR_DATE_PATTERN, { message: 'Dates must be YYYY-MM-DD' })
  .refine(isCalendarDate, { message: 'Not a real calendar date' });
