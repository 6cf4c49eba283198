/**
 * Twilio's webhooks (status callbacks and incoming texts): form-encoded POSTs signed with
 * `X-Twilio-Signature` over the URL Twilio called and every parameter. A request is acted on only
 * when the signature is Twilio's for our Auth Token and it names our account.
 */
import type { Request } from 'express';
import { config } from '../../config';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { isTwilioSignature } from '../../lib/sms';

export type TwilioParams = Record<string, string>;

/** The form parameters, from the raw body (as signed) or the runtime's parsed body. */
function paramsOf(req: Request): TwilioParams {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (raw && raw.length > 0) return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The public address Twilio called: the configured web address, `/api`, then the path and query
 * as received (Hosting keeps the `/api` prefix; a call to the function's own URL has none).
 */
function calledUrl(req: Request): string {
  const path = req.originalUrl.startsWith('/api/') ? req.originalUrl.slice(4) : req.originalUrl;
  return `${config().webBaseUrl}/api${path}`;
}

/** The request's parameters when Twilio sent it for our account; 403 otherwise. */
export async function verifiedTwilioParams(req: Request, what: string): Promise<TwilioParams> {
  const params = paramsOf(req);
  const signature = req.header('x-twilio-signature') ?? undefined;
  if (!(await isTwilioSignature(signature, calledUrl(req), params))) {
    logEvent('texts.webhook_bad_signature', { what, signed: !!signature });
    throw new ApiError('forbidden', 'Invalid Twilio signature');
  }
  if (params.AccountSid !== config().sms.accountSid) {
    logEvent('texts.webhook_other_account', { what });
    throw new ApiError('forbidden', 'This webhook is for another Twilio account');
  }
  return params;
}
