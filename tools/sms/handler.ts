/**
 * The SMS stand-in's request handler: the Twilio endpoint the app calls, its webhooks to the app,
 * a page listing every text per phone number, and controls for tests.
 * - Twilio API (twilio SDK, HTTP Basic with the Account SID and Auth Token, form-encoded):
 *   POST /2010-04-01/Accounts/:AccountSid/Messages.json → 201 and the Message resource (queued);
 *   then the signed status callbacks `sent` and `delivered` (or what the number's outcome says).
 * - Page: GET / (every number), GET /?phone=+1…; POST /phones/:phone/reply (the page's form) sends
 *   the text to the app's incoming-text webhook as Twilio would and shows the TwiML reply.
 * - Tests (JSON): GET /_stand-in/messages?phone=, POST /_stand-in/phones/:phone/outcome {outcome},
 *   POST /_stand-in/phones/:phone/reply {body} → {status, replies}, GET /_stand-in/webhooks (sent
 *   webhooks with their signatures, for replays).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import { MessageStore, OUTCOMES, type Outcome, type StandInMessage } from './messages';
import { renderPage } from './page';
import { TwilioWebhooks, twimlMessages } from './webhooks';

export interface SmsStandInOptions {
  accountSid: string;
  authToken: string;
  /** The agency's number: texts come from it and replies go to it. */
  number: string;
  /** The app's incoming-text webhook (the number's "A message comes in" URL at Twilio). */
  inboundUrl: string;
}

const API_VERSION = '2010-04-01';
/** Callbacks follow the API's answer, as Twilio's do (a few hundred milliseconds later). */
const CALLBACK_DELAYS_MS = { sent: 150, final: 350 };

class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'Content-Type': type });
  res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
}

const isE164 = (value: string | undefined): value is string => !!value && /^\+1[2-9]\d{9}$/.test(value);

function messageResource(accountSid: string, message: StandInMessage) {
  const created = new Date(message.createdAt).toUTCString();
  return {
    sid: message.sid,
    account_sid: accountSid,
    api_version: API_VERSION,
    body: message.body,
    date_created: created,
    date_updated: created,
    date_sent: null,
    direction: message.direction,
    error_code: null,
    error_message: null,
    from: message.from,
    to: message.to,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(Math.max(1, Math.ceil(message.body.length / 153))),
    price: null,
    price_unit: 'USD',
    status: message.status,
    subresource_uris: { media: `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}/Media.json` },
    uri: `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}.json`,
  };
}

const CARRIER_ERRORS: Partial<Record<Outcome, number>> = { undelivered: 30003, failed: 30008 };

export function createSmsHandler(opts: SmsStandInOptions) {
  const store = new MessageStore();
  const webhooks = new TwilioWebhooks(opts.authToken);

  function authorize(req: IncomingMessage, accountSid: string): void {
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    const [user, password] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (
      scheme !== 'Basic' ||
      user !== opts.accountSid ||
      password !== opts.authToken ||
      accountSid !== opts.accountSid
    ) {
      throw new TwilioError(401, 20003, 'Authenticate');
    }
  }

  async function statusCallback(message: StandInMessage, status: string, errorCode?: number): Promise<void> {
    message.status = status;
    message.errorCode = errorCode ?? null;
    if (!message.statusCallback) return;
    await webhooks.post(message.statusCallback, {
      AccountSid: opts.accountSid,
      ApiVersion: API_VERSION,
      From: message.from,
      To: message.to,
      MessageSid: message.sid,
      SmsSid: message.sid,
      MessageStatus: status,
      SmsStatus: status,
      ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
    });
  }

  function createMessage(raw: string): StandInMessage {
    const params = Object.fromEntries(new URLSearchParams(raw));
    if (!isE164(params.To)) throw new TwilioError(400, 21211, `Invalid 'To' Phone Number: ${params.To ?? ''}`);
    if (!params.Body) throw new TwilioError(400, 21602, 'Message body is required.');
    if (params.From !== opts.number)
      throw new TwilioError(
        400,
        21606,
        `The 'From' phone number provided (${params.From ?? ''}) is not a valid message-capable Twilio phone number for this destination.`,
      );
    const outcome = store.outcomeFor(params.To);
    if (outcome === 'refused') throw new TwilioError(400, 21211, `Invalid 'To' Phone Number: ${params.To}`);
    if (outcome === 'unavailable') throw new TwilioError(503, 20503, 'Service unavailable');
    const message = store.add({
      direction: 'outbound-api',
      from: params.From,
      to: params.To,
      body: params.Body,
      status: 'queued',
      errorCode: null,
      statusCallback: params.StatusCallback ?? null,
    });
    setTimeout(() => void statusCallback(message, 'sent'), CALLBACK_DELAYS_MS.sent);
    const final = outcome === 'delivered' ? 'delivered' : outcome;
    setTimeout(() => void statusCallback(message, final, CARRIER_ERRORS[outcome]), CALLBACK_DELAYS_MS.final);
    return message;
  }

  /** A text typed as `phone`: sent to the app as Twilio's incoming-message webhook; its TwiML reply is shown. */
  async function reply(phone: string, body: string): Promise<{ status: number; replies: string[] }> {
    if (!isE164(phone)) throw new TwilioError(400, 21211, `Invalid phone number: ${phone}`);
    const inbound = store.add({
      direction: 'inbound',
      from: phone,
      to: opts.number,
      body,
      status: 'received',
      errorCode: null,
      statusCallback: null,
    });
    const sent = await webhooks.post(opts.inboundUrl, {
      ToCountry: 'CA',
      ToState: 'ON',
      SmsMessageSid: inbound.sid,
      NumMedia: '0',
      ToCity: 'TORONTO',
      FromZip: '',
      SmsSid: inbound.sid,
      FromState: 'ON',
      SmsStatus: 'received',
      FromCity: 'TORONTO',
      Body: body,
      FromCountry: 'CA',
      To: opts.number,
      ToZip: '',
      NumSegments: '1',
      MessageSid: inbound.sid,
      AccountSid: opts.accountSid,
      From: phone,
      ApiVersion: API_VERSION,
    });
    const replies = sent.status === 200 ? twimlMessages(sent.answer) : [];
    for (const reply of replies) {
      store.add({
        direction: 'outbound-reply',
        from: opts.number,
        to: phone,
        body: reply,
        status: 'delivered',
        errorCode: null,
        statusCallback: null,
      });
    }
    return { status: sent.status, replies };
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    const raw = req.method === 'POST' ? await text(req) : '';
    const create = /^\/2010-04-01\/Accounts\/(\w+)\/Messages\.json$/.exec(path);
    if (req.method === 'POST' && create) {
      authorize(req, create[1]!);
      send(res, 201, messageResource(opts.accountSid, createMessage(raw)));
      return;
    }
    if (req.method === 'GET' && path === '/') {
      send(res, 200, renderPage(store, url.searchParams.get('phone') ?? undefined), 'text/html; charset=utf-8');
      return;
    }
    const pageReply = /^\/phones\/([^/]+)\/reply$/.exec(path);
    if (req.method === 'POST' && pageReply) {
      const phone = decodeURIComponent(pageReply[1]!);
      await reply(phone, new URLSearchParams(raw).get('Body') ?? '');
      res.writeHead(303, { Location: `/?phone=${encodeURIComponent(phone)}` });
      res.end();
      return;
    }
    if (req.method === 'GET' && path === '/_stand-in/messages') {
      const phone = url.searchParams.get('phone');
      send(res, 200, { data: phone ? store.ofPhone(phone) : store.messages });
      return;
    }
    if (req.method === 'GET' && path === '/_stand-in/webhooks') {
      send(res, 200, { data: webhooks.sent });
      return;
    }
    const control = /^\/_stand-in\/phones\/([^/]+)\/(outcome|reply)$/.exec(path);
    if (req.method === 'POST' && control) {
      const phone = decodeURIComponent(control[1]!);
      const body = JSON.parse(raw || '{}') as { outcome?: Outcome; body?: string };
      if (control[2] === 'reply') {
        send(res, 200, await reply(phone, String(body.body ?? '')));
        return;
      }
      if (!body.outcome || !OUTCOMES.includes(body.outcome))
        throw new TwilioError(400, 0, `outcome is one of ${OUTCOMES.join(', ')}`);
      store.setOutcome(phone, body.outcome);
      send(res, 204, '');
      return;
    }
    throw new TwilioError(404, 20404, `The requested resource ${path} was not found`);
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    try {
      await route(req, res, url);
    } catch (error) {
      const known =
        error instanceof TwilioError
          ? error
          : new TwilioError(500, 20500, error instanceof Error ? error.message : 'Stand-in failure');
      send(res, known.status, {
        code: known.code,
        message: known.message,
        more_info: `https://www.twilio.com/docs/errors/${known.code}`,
        status: known.status,
      });
    }
  };
}
