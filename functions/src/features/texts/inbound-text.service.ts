/**
 * Texts coming in (Twilio's incoming-message webhook): STOP, START and HELP are honoured at once,
 * whatever else is pending; YES / NO answer a request and OK confirms a call time, through the
 * booking loop's transactions. The reply goes back in the webhook's answer (TwiML), so it is
 * immediate and never waits for quiet hours: the performer just wrote to us.
 */
import { e164ToPhone, idSchema, toE164, type TextSettings } from '@scenecall/shared';
import type { Request } from 'express';
import { config } from '../../config';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { acknowledgeByText, answerByText, type TextAnswerOutcome } from '../bookings';
import { findUserByTel, inUserTransaction } from '../users';
import { firstTimeSeen } from './inbound-texts.repository';
import { NO_TEXTS } from './text-settings.service';
import { readReply } from './text-replies';
import { verifiedTwilioParams } from './twilio-webhook';

const bookingsUrl = () => `${config().webBaseUrl}/performer/bookings`;

export const REPLIES = {
  stop: () =>
    'You will get no more texts from us. Requests and bookings still come by e-mail. Reply START to get texts again.',
  start: () => 'Texts are on again. Reply HELP for help, STOP to stop.',
  startNeedsConsent: () =>
    `To get texts, tick the box under Text messages in your profile: ${config().webBaseUrl}/performer`,
  help: () => {
    const { name, phone, email } = config().agency;
    return `${name}: texts about your availability requests, bookings and call times. Call ${phone} or e-mail ${email}. Reply STOP to stop.`;
  },
  unknown: () =>
    `We could not find an account with this phone number, so nothing changed. Call ${config().agency.phone} for help.`,
  other: () => 'Reply YES or NO to answer a request, OK to confirm a call time, HELP for help, STOP to stop texts.',
};

function answerWords(outcome: TextAnswerOutcome, available: boolean): string {
  const list = (open: { code: number; name: string }[]) => open.map(({ code, name }) => `${code}) ${name}`).join('; ');
  switch (outcome.kind) {
    case 'answered':
      if (outcome.status === 'booked') return `You are BOOKED for ${outcome.name}. Details follow.`;
      return available
        ? `Thank you: you are available for ${outcome.name}. We will tell you if you are booked.`
        : `Thank you: you are not available for ${outcome.name}.`;
    case 'which':
      return `You have ${outcome.open.length} requests waiting: ${list(outcome.open)}. Reply YES or NO with the number, e.g. YES 1.`;
    case 'no-such-code':
      return `There is no request ${outcome.code}, so nothing changed. Waiting: ${list(outcome.open)}.`;
    case 'too-late':
      return `The time to answer for ${outcome.name} has passed, so nothing changed.`;
    case 'already-answered':
      return `You already answered for ${outcome.name}, so nothing changed. Your bookings: ${bookingsUrl()}`;
    case 'nothing-open':
      return `You have no request waiting for an answer. Your bookings: ${bookingsUrl()}`;
    case 'refused':
      return `Nothing changed for ${outcome.name}: ${outcome.message}.`;
  }
}

/** STOP: texts off at once (kept: the consent given before, and when they stopped). */
async function stopTexts(uid: string, now: Date): Promise<void> {
  await inUserTransaction(uid, ({ user, write }) => {
    const current: TextSettings = user?.texts ?? NO_TEXTS;
    write({ texts: { ...current, enabled: false, stoppedAt: now.toISOString() } });
  });
}

/** START: texts on again for a performer who agreed before; false when they never did. */
async function startTexts(uid: string, now: Date): Promise<boolean> {
  return inUserTransaction(uid, ({ user, write }) => {
    const current = user?.texts;
    if (!current?.consent) return false;
    write({
      texts: {
        ...current,
        enabled: true,
        consent: { at: now.toISOString(), wording: 'START (texted to the agency)', via: 'start' },
      },
    });
    return true;
  });
}

async function replyTo(performer: { uid: string } | undefined, body: string, now: Date): Promise<string> {
  const reply = readReply(body);
  if (reply.kind === 'help') return REPLIES.help();
  if (reply.kind === 'stop') {
    if (performer) await stopTexts(performer.uid, now);
    return REPLIES.stop();
  }
  if (!performer) return REPLIES.unknown();
  switch (reply.kind) {
    case 'start':
      return (await startTexts(performer.uid, now)) ? REPLIES.start() : REPLIES.startNeedsConsent();
    case 'yes':
    case 'no': {
      const available = reply.kind === 'yes';
      return answerWords(await answerByText(performer.uid, available, reply.code, now), available);
    }
    case 'ok': {
      const outcome = await acknowledgeByText(performer.uid, now);
      return outcome.kind === 'acknowledged'
        ? `Thank you: your call time for ${outcome.names.join('; ')} is confirmed.`
        : 'You have no call time waiting for confirmation.';
    }
    case 'other':
      return REPLIES.other();
  }
}

async function twiml(text: string | undefined): Promise<string> {
  const twilio = (await import('twilio')).default;
  const response = new twilio.twiml.MessagingResponse();
  if (text) response.message(`${config().sms.senderName}: ${text}`);
  return response.toString();
}

/** Answers the webhook with TwiML: the reply text, or none for a replay. */
export async function handleInboundText(req: Request, now = new Date()): Promise<string> {
  const params = await verifiedTwilioParams(req, 'inbound');
  const sid = params.MessageSid ?? '';
  if (!idSchema.safeParse(sid).success) throw new ApiError('bad-request', 'MessageSid is missing');
  const from = toE164(params.From ?? '');
  const found = from ? await findUserByTel(e164ToPhone(from)) : undefined;
  if (!(await firstTimeSeen(sid, now))) {
    logEvent('texts.inbound_replayed', {});
    return twiml(undefined);
  }
  const text = await replyTo(found && found.user.role === 'Performer' ? found : undefined, params.Body ?? '', now);
  logEvent('texts.inbound', { known: !!found, kind: readReply(params.Body ?? '').kind });
  return twiml(text);
}
