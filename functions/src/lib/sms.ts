/**
 * Outgoing text messages through Twilio's official SDK (the local stack's stand-in speaks the same
 * API: tools/sms). The SDK is loaded on first use so requests that send nothing do not pay for it.
 * Also checks the signature Twilio puts on its webhooks (`X-Twilio-Signature`).
 */
import type { Twilio } from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { config } from '../config';
import { DEPENDENCY_DEADLINE_MS } from '../http/deadlines';


export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
  /** Where Twilio reports the text's delivery status (queued, sent, delivered, failed, undelivered). */
  statusCallback: string;
}

export interface AcceptedText {
  /** Twilio's Message SID. */
  sid: string;
  status: string;
}

/** Twilio refused the text for good (an invalid or unsubscribed number, a body too long): no retry. */
export interface TextRefusal {
  status: number;
  code?: number;
  message: string;
}

let client: Promise<Twilio> | undefined;

async function createClient(): Promise<Twilio> {
  const twilio = (await import('twilio')).default;
  const { accountSid, authToken, apiUrl } = config().sms;
  return twilio(accountSid, authToken, {
    autoRetry: false,
    timeout: DEPENDENCY_DEADLINE_MS.sms,
    ...(apiUrl ? { httpClient: standInClient(twilio.RequestClient, apiUrl) } : {}),
  });
}

/** Locally only: the SDK's own HTTP client, pointed at the stand-in instead of api.twilio.com. */
function standInClient(Base: typeof RequestClient, apiUrl: string): RequestClient {
  class StandInRequestClient extends Base {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, apiUrl) });
    }
  }
  return new StandInRequestClient({ timeout: DEPENDENCY_DEADLINE_MS.sms });
}

export async function sendText(text: OutgoingText): Promise<AcceptedText> {
  client ??= createClient();
  const message = await (
    await client
  ).messages.create({
    to: text.to,
    from: config().sms.from,
    body: text.body,
    statusCallback: text.statusCallback,
  });
  return { sid: message.sid, status: message.status };
}

/** A Twilio REST error (`RestException`): its HTTP status, Twilio's error code and message. */
export function twilioErrorOf(error: unknown): TextRefusal | undefined {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; code?: unknown };
  if (typeof fields.status !== 'number') return undefined;
  return {
    status: fields.status,
    code: typeof fields.code === 'number' ? fields.code : undefined,
    message: error instanceof Error ? error.message : String(error),
  };
}

/**
 * True when `signature` is Twilio's for this request: HMAC-SHA1 with the Auth Token over the URL
 * Twilio called followed by the sorted form parameters (the SDK's `validateRequest`).
 */
export async function isTwilioSignature(
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): Promise<boolean> {
  if (!signature) return false;
  const twilio = (await import('twilio')).default;
  return twilio.validateRequest(config().sms.authToken, signature, url, params);
}

