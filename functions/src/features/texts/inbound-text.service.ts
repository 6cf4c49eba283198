/**
 * Texts coming in (Twilio's incoming-message webhook): STOP, START and HELP are honoured at once,
 * whatever else is pending; YES / NO answer a request and OK confirms a call time, through the
 * booking loop's transactions. The reply goes back in the webhook's answer (TwiML), so it is
 * immediate and never waits for quiet hours: the performer just wrote to us.
 */
import {
  agencyDateOf,
  e164ToPhone,
  idSchema,
  isMinorOnDate,
  minorAnswerRefusedWording,
  toE164,
  withConsentEvent,
  type TextConsentEvent,
  type TextSettings,
} from '@scenecall/shared';
import type { Request } from 'express';
import { config } from '../../config';
import { ApiError } from '../../http/api-error';
import { logEvent, logFailure } from '../../http/logger';
import {
  acknowledgeByText,
  answerByText,
  readParticipationsAhead,
  type TextAnswerer,
  type TextAnswerOutcome,
} from '../bookings';
import { recordTextReply, type TextReply } from '../mail';
import { findTexterByTel, findWardsByGuardianTel, inUserTransaction, type Texter, type Ward } from '../users';
import { isAlreadyExists, markSeen, markSeenIn, seenBefore } from './inbound-texts.repository';
import { NO_TEXTS } from './text-settings.service';
import { normalizedReply, readReply, type ReadReply } from './text-replies';
import { verifiedTwilioParams } from './twilio-webhook';

const bookingsUrl = () => `${config().webBaseUrl}/performer/bookings`;

export const REPLIES = {
  stop: () =>
    'You will get no more texts from us. Requests and bookings still come by e-mail. Reply START to get texts again.',
  start: () => 'Texts are on again. Reply HELP for help, STOP to stop.',
  startNeedsConsent: () =>
    `To get texts, tick the box under Text messages in your profile: ${config().webBaseUrl}/performer`,
  guardianStartNeedsConsent: () =>
    'To get texts, tick the box under Text messages on the guardian page we e-mailed you.',
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
    case 'code-closed': {
      const why = outcome.answered ? 'was already answered' : 'is closed';
      const waiting = outcome.open.length > 0 ? ` Waiting: ${list(outcome.open)}.` : '';
      return `Request ${outcome.code} (${outcome.name}) ${why}, so nothing changed.${waiting}`;
    }
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

/** The incoming text being answered: its id, the performer it came from (when known) and their number. */
interface Incoming {
  sid: string;
  phone: string;
  /** The text's words as read (upper case, no punctuation): a STOP or START's, for the consent history. */
  words: string;
  performer: Texter | undefined;
  /** The minors whose guardian's phone this is (the guardian answers for them). */
  wards: Ward[];
  now: Date;
  /** A YES or NO's performer's participations, read beside the replay check. */
  participations?: ReturnType<typeof readParticipationsAhead>;
}

/** The reply as sent (the sender's name first) and as recorded for the performer's list of texts. */
const withSender = (words: string) => `${config().sms.senderName}: ${words}`;
const replyRecord = (incoming: Incoming, uid: string, words: string): TextReply => ({
  inReplyTo: incoming.sid,
  phone: incoming.phone,
  uid,
  body: withSender(words),
  // Recorded with the change (STOP, START, an answer): the text counts as acted on when it commits.
  inTransaction: (tx) => markSeenIn(tx, incoming.sid, incoming.now),
});

/** STOP: texts off at once (kept: the consent given before, and when they stopped). */
async function stopTexts(incoming: Incoming, uid: string): Promise<string> {
  const words = REPLIES.stop();
  await inUserTransaction(uid, async ({ user, write, transaction }) => {
    const current: TextSettings = user?.texts ?? NO_TEXTS;
    const at = incoming.now.toISOString();
    write({ texts: withConsentEvent(current, { at, event: 'stop', wording: incoming.words, source: 'text' }) });
    await recordTextReply(replyRecord(incoming, uid, words), { tx: transaction, now: incoming.now });
  });
  return words;
}

/** START: texts on again for a performer who agreed before; one who never did is sent to their profile. */
async function startTexts(incoming: Incoming, uid: string): Promise<string> {
  return inUserTransaction(uid, async ({ user, write, transaction }) => {
    const current = user?.texts;
    const words = current?.consent ? REPLIES.start() : REPLIES.startNeedsConsent();
    if (current?.consent) {
      const at = incoming.now.toISOString();
      write({ texts: withConsentEvent(current, { at, event: 'start', wording: incoming.words, source: 'text' }) });
    }
    await recordTextReply(replyRecord(incoming, uid, words), { tx: transaction, now: incoming.now });
    return words;
  });
}

/**
 * STOP or START from a guardian's number: the guardian's own consent for each minor they receive
 * messages for (`users/{uid}.guardianMessages.texts`, kept for that number), in the minor's transaction.
 */
async function guardianConsent(incoming: Incoming, kind: 'stop' | 'start', recorded: boolean): Promise<string> {
  const at = incoming.now.toISOString();
  const event: TextConsentEvent = { at, event: kind, wording: incoming.words, source: 'text' };
  let started = false;
  for (const [index, ward] of incoming.wards.entries()) {
    await inUserTransaction(ward.uid, async ({ user, write, transaction }) => {
      const choices = user?.guardianMessages;
      const ours = choices && choices.tel === user?.profile?.guardianTel ? choices : null;
      if (ours && (kind === 'stop' || ours.texts.consent)) {
        write({ guardianMessages: { ...ours, texts: withConsentEvent(ours.texts, event) } });
        started ||= kind === 'start';
      }
      // The text is recorded once (its MessageSid), with the first change it makes.
      if (recorded || index < incoming.wards.length - 1) return;
      const words = guardianConsentWords(kind, started);
      await recordTextReply(replyRecord(incoming, ward.uid, words), { tx: transaction, now: incoming.now });
    });
  }
  return guardianConsentWords(kind, started);
}

const guardianConsentWords = (kind: 'stop' | 'start', started: boolean) =>
  kind === 'stop' ? REPLIES.stop() : started ? REPLIES.start() : REPLIES.guardianStartNeedsConsent();

/** Who may answer by this number: the adult performer whose phone it is, then each minor whose guardian's it is. */
function answerersOf(incoming: Incoming): TextAnswerer[] {
  const { performer, wards, now } = incoming;
  const today = agencyDateOf(now);
  const own: TextAnswerer[] =
    performer && !isMinorOnDate(performer.dateOfBirth, today) ? [{ uid: performer.uid, by: 'performer' }] : [];
  const forWards = wards
    .filter((ward) => isMinorOnDate(ward.dateOfBirth, today))
    .map((ward): TextAnswerer => ({ uid: ward.uid, by: 'guardian' }));
  return [...own, ...forWards];
}

/**
 * YES / NO: the answer's reply is recorded in the booking loop's transaction when it answers. A
 * number that is an adult performer's and a guardian's answers the first with something open.
 */
async function answer(incoming: Incoming, reply: ReadReply) {
  const available = reply.kind === 'yes';
  const code = 'code' in reply ? reply.code : undefined;
  let outcome: TextAnswerOutcome = { kind: 'nothing-open' };
  for (const answerer of answerersOf(incoming)) {
    outcome = await answerByText(answerer, available, code, {
      now: incoming.now,
      participations: answerer.uid === incoming.performer?.uid ? incoming.participations : undefined,
      reply: (answered) => replyRecord(incoming, answerer.uid, answerWords(answered, available)),
    });
    if (outcome.kind !== 'nothing-open') break;
  }
  return { words: answerWords(outcome, available), recorded: outcome.kind === 'answered' };
}

/** A minor's own YES or NO, from their phone: refused, their guardian answers (the licence agreement). */
const answersForThemselves = (incoming: Incoming) =>
  !!incoming.performer && isMinorOnDate(incoming.performer.dateOfBirth, agencyDateOf(incoming.now));

async function acknowledge(uid: string, now: Date): Promise<string> {
  const outcome = await acknowledgeByText(uid, now);
  return outcome.kind === 'acknowledged'
    ? `Thank you: your call time for ${outcome.names.join('; ')} is confirmed.`
    : 'You have no call time waiting for confirmation.';
}

/**
 * What to answer an incoming text, having acted on it. Every reply to a known performer is
 * recorded with their texts: in the transaction of the change it made (STOP, START, an answer),
 * else on its own (HELP, OK's call times acknowledged one by one, a question back).
 */
async function replyTo(incoming: Incoming, body: string): Promise<string> {
  const reply = readReply(body);
  const { now, wards } = incoming;
  const guardian = wards.length > 0;
  // The account the reply is listed under: the number's own, else the first minor it is the guardian's of.
  const listedUnder = incoming.performer?.uid ?? wards[0]?.uid;
  if (!listedUnder) {
    await markSeen(incoming.sid, now);
    return reply.kind === 'help' ? REPLIES.help() : reply.kind === 'stop' ? REPLIES.stop() : REPLIES.unknown();
  }
  const performer = incoming.performer;
  let words: string;
  switch (reply.kind) {
    case 'stop':
    case 'start': {
      const own = performer
        ? await (reply.kind === 'stop' ? stopTexts(incoming, performer.uid) : startTexts(incoming, performer.uid))
        : undefined;
      const forWards = guardian ? await guardianConsent(incoming, reply.kind, !!own) : undefined;
      return (own ?? forWards)!;
    }
    case 'yes':
    case 'no': {
      if (answersForThemselves(incoming) && !guardian) {
        words = minorAnswerRefusedWording(performer?.guardianFullName ?? null);
        break;
      }
      const answered = await answer(incoming, reply);
      if (answered.recorded) return answered.words;
      words = answered.words;
      break;
    }
    case 'help':
      words = REPLIES.help();
      break;
    case 'ok':
      words = await acknowledgeAll(incoming, now);
      break;
    case 'other':
      words = REPLIES.other();
      break;
  }
  // Acted on without a transaction of its own to record it in (nothing changed, or OK's one by one).
  await markSeen(incoming.sid, now);
  // The reply matters more than its line in the Admin's list: a failed record does not hold it back.
  await recordTextReply(replyRecord(incoming, listedUnder, words), { now }).catch((error: unknown) =>
    logFailure('texts.reply_not_recorded', error, { kind: reply.kind }),
  );
  return words;
}

/** OK: the call times of the number's performer and of the minors whose guardian's number it is. */
async function acknowledgeAll(incoming: Incoming, now: Date): Promise<string> {
  const uids = [
    ...(incoming.performer ? [incoming.performer.uid] : []),
    ...incoming.wards.filter((ward) => isMinorOnDate(ward.dateOfBirth, agencyDateOf(now))).map((ward) => ward.uid),
  ];
  for (const uid of uids) {
    const words = await acknowledge(uid, now);
    if (!words.startsWith('You have no call time')) return words;
  }
  return 'You have no call time waiting for confirmation.';
}

async function twiml(text: string | undefined): Promise<string> {
  const twilio = (await import('twilio')).default;
  const response = new twilio.twiml.MessagingResponse();
  if (text) response.message(withSender(text));
  return response.toString();
}

/** Answers the webhook with TwiML: the reply text, or none for a replay. */
export async function handleInboundText(req: Request, now = new Date()): Promise<string> {
  const params = await verifiedTwilioParams(req, 'inbound');
  const sid = params.MessageSid ?? '';
  if (!idSchema.safeParse(sid).success) throw new ApiError('bad-request', 'MessageSid is missing');
  const from = toE164(params.From ?? '');
  const { kind } = readReply(params.Body ?? '');
  const texter = from ? findTexterByTel(e164ToPhone(from)) : Promise.resolve(undefined);
  const wards = from ? findWardsByGuardianTel(e164ToPhone(from)) : Promise.resolve([]);
  const participations =
    kind === 'yes' || kind === 'no'
      ? texter.then(
          (found) => (found?.role === 'Performer' ? readParticipationsAhead(found.uid) : undefined),
          () => undefined,
        )
      : undefined;
  // The MessageSid is recorded with what the text changes (see `replyRecord`), not before acting:
  // a failure in between leaves the provider's retry to be acted on.
  const [found, seen, guarded] = await Promise.all([texter, seenBefore(sid), wards]);
  if (seen) {
    logEvent('texts.inbound_replayed', {});
    return twiml(undefined);
  }
  const performer = found?.role === 'Performer' ? found : undefined;
  const words = normalizedReply(params.Body ?? '');
  let text: string;
  try {
    const incoming = { sid, phone: from ?? '', words, performer, wards: guarded, now, participations };
    text = await replyTo(incoming, params.Body ?? '');
  } catch (error) {
    // The same text delivered twice at once: the other delivery acted on it.
    if (!isAlreadyExists(error)) throw error;
    logEvent('texts.inbound_replayed', { concurrent: true });
    return twiml(undefined);
  }
  logEvent('texts.inbound', { known: !!found || guarded.length > 0, guardian: guarded.length > 0, kind });
  return twiml(text);
}
