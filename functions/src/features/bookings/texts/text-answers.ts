/**
 * Answers by text: YES / NO (with a short code when several requests are open) and OK for a call
 * time, through the same booking transactions as the app and the one-click link. What happened is
 * answered as data; the texts feature words the reply.
 */
import {
  agencyToday,
  formatDateForTexts,
  productionDayName,
  type ParticipantRecord,
  type ProductionDayRecord,
} from '@scenecall/shared';
import { ApiError } from '../../../http/api-error';
import { logEvent } from '../../../http/logger';
import { findDays } from '../../projects';
import { listParticipationsOf } from '../booking-finders.repository';
import type { TextReply } from '../../mail';
import { acknowledgeCallTime, answerRequest } from '../performer-bookings.service';
import { openRequests, requestByCode } from './request-codes';

export interface RequestLabel {
  code: number;
  /** 'Maple Street, Tue Dec 2'. */
  name: string;
}

export type TextAnswerOutcome =
  | { kind: 'answered'; name: string; status: string }
  | { kind: 'which'; open: RequestLabel[] }
  | { kind: 'no-such-code'; code: number; open: RequestLabel[] }
  /** The code's request closed (answered, expired, withdrawn) since its text was sent. */
  | { kind: 'code-closed'; code: number; name: string; answered: boolean; open: RequestLabel[] }
  | { kind: 'too-late'; name: string }
  | { kind: 'already-answered'; name: string }
  | { kind: 'nothing-open' }
  | { kind: 'refused'; name: string; message: string };

/** 'Maple Street, Tue Dec 2'. */
const requestName = (day: ProductionDayRecord | undefined) =>
  day ? `${productionDayName(day)}, ${day.dates.map(formatDateForTexts).join(', ')}` : 'a production day';

async function namesOf(records: readonly ParticipantRecord[]): Promise<Map<string, string>> {
  const days = await findDays(records.map((record) => record.dayId));
  return new Map(records.map((record) => [record.dayId, requestName(days.get(record.dayId))]));
}

/** Why there is nothing to answer: the latest request that closed, if any. */
async function closedOutcome(all: readonly ParticipantRecord[], now: Date): Promise<TextAnswerOutcome> {
  const latest = [...all]
    .filter((record) => record.deadline !== null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  if (!latest) return { kind: 'nothing-open' };
  const name = (await namesOf([latest])).get(latest.dayId)!;
  const waiting = latest.status === 'asked' || latest.status === 'offered' || latest.status === 'expired';
  if (waiting && latest.deadline! <= now.toISOString()) return { kind: 'too-late', name };
  if (latest.answeredAt) return { kind: 'already-answered', name };
  return { kind: 'nothing-open' };
}

/**
 * Who answers by text: the performer whose request it is (`uid`), and who replied: the performer
 * from their own phone, or a minor's guardian from the guardian's number (the texts feature decides).
 */
export interface TextAnswerer {
  uid: string;
  by: 'performer' | 'guardian';
}

type ReplyFor = (outcome: TextAnswerOutcome) => TextReply;

/**
 * The performer's participations, read ahead by the webhook while it checks the text is no replay
 * (one round trip less for a YES or NO); undefined if that read failed, so the answer reads again.
 */
export const readParticipationsAhead = (performerId: string): Promise<ParticipantRecord[] | undefined> =>
  listParticipationsOf(performerId).catch(() => undefined);

/**
 * YES / NO (`available`), with the short code when given. `reply` words the answer's reply, which
 * is then recorded in the answer's transaction (the outcome `answered`).
 */
export async function answerByText(
  performer: TextAnswerer,
  available: boolean,
  code: number | undefined,
  options: { now?: Date; reply?: ReplyFor; participations?: Promise<ParticipantRecord[] | undefined> } = {},
): Promise<TextAnswerOutcome> {
  const now = options.now ?? new Date();
  const all = (await options.participations) ?? (await listParticipationsOf(performer.uid));
  const open = openRequests(all, now);
  const byCode = code === undefined ? undefined : requestByCode(all, code, now);
  if (byCode && 'open' in byCode) return answerChosen(performer, byCode.open, available, options.reply);
  if (code === undefined && open.length === 1) return answerChosen(performer, open[0]!, available, options.reply);
  if (open.length === 0 && !byCode) return closedOutcome(all, now);
  const names = await namesOf(byCode ? [...open, byCode.closed] : open);
  const labels = open
    .filter((record) => record.requestCode)
    .map((record) => ({ code: record.requestCode!, name: names.get(record.dayId)! }))
    .sort((a, b) => a.code - b.code);
  if (byCode) {
    const { closed } = byCode;
    const name = names.get(closed.dayId)!;
    return { kind: 'code-closed', code: code!, name, answered: closed.answeredAt !== null, open: labels };
  }
  return code === undefined ? { kind: 'which', open: labels } : { kind: 'no-such-code', code, open: labels };
}

/** The answer to one request, named from the day its transaction read. */
async function answerChosen(
  performer: TextAnswerer,
  chosen: ParticipantRecord,
  available: boolean,
  reply: ReplyFor | undefined,
): Promise<TextAnswerOutcome> {
  let name: string | undefined;
  try {
    const answer = await answerRequest(performer.uid, chosen.dayId, available, 'text', performer.by, (answered) => {
      name = requestName(answered.day);
      return reply?.({ kind: 'answered', name, status: answered.status });
    });
    return { kind: 'answered', name: name ?? (await namesOf([chosen])).get(chosen.dayId)!, status: answer.status };
  } catch (error) {
    // Answered a moment ago some other way (the link, the app): the transaction saw it.
    if (error instanceof ApiError && error.status < 500) {
      logEvent('bookings.text_answer_refused', { dayId: chosen.dayId, code: error.code });
      return { kind: 'refused', name: (await namesOf([chosen])).get(chosen.dayId)!, message: error.message };
    }
    throw error;
  }
}

export type AcknowledgeOutcome = { kind: 'acknowledged'; names: string[] } | { kind: 'nothing-to-acknowledge' };

/** OK: every final call time of the performer not yet acknowledged, for a day not over. */
export async function acknowledgeByText(performerId: string, now = new Date()): Promise<AcknowledgeOutcome> {
  const all = await listParticipationsOf(performerId);
  const today = agencyToday(now);
  const waiting = all.filter(
    (record) =>
      record.status === 'booked' &&
      record.finalCallTime !== null &&
      record.finalCallTime.acknowledgedAt === null &&
      record.dates.some((date) => date >= today),
  );
  if (waiting.length === 0) return { kind: 'nothing-to-acknowledge' };
  for (const record of waiting) await acknowledgeCallTime(performerId, record.dayId, 'final');
  const names = await namesOf(waiting);
  return { kind: 'acknowledged', names: waiting.map((record) => names.get(record.dayId)!) };
}
