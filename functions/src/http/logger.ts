/** Named log events; never log secrets or personal data (no phones, e-mails, SINs, tokens). */
import { logger } from 'firebase-functions';

export function logEvent(event: string, data: Record<string, string | number | boolean | undefined> = {}): void {
  logger.info(event, { event, ...data });
}

export function logFailure(
  event: string,
  error: unknown,
  data: Record<string, string | number | undefined> = {},
): void {
  // `message` would be replaced by the event name in the structured entry: the cause goes under `error`.
  const message = error instanceof Error ? error.message : String(error);
  logger.error(event, { event, error: message, ...data });
}
