/**
 * The words of each text the product sends, from plain facts (functions' text templates read them):
 * every one fits one segment after the sender's name where the content allows (`inOneSegment`),
 * with the short link counted. Dates and times come formatted for texts (`formatDateForTexts`,
 * `formatAgencyTimeForTexts`), links whole.
 */
import { PENALTY_CENTS } from './constants';
import { formatCad } from './money';
import { inOneSegment } from './texts';

/** The first text after texts are turned on: what comes, how often, how to stop. */
export const textsOnWording = (agencyPhone: string) =>
  `You will now get texts about requests, bookings and call times. Msg frequency varies. Reply HELP for help, STOP to stop. Questions: ${agencyPhone}.`;

/** An availability request or an offered slot; the day's facts (union, rate, location) give way from the end. */
export function bookingRequestWording(
  senderName: string,
  request: {
    dayName: string;
    dates: string;
    /** The union, the hourly rate, the location: shown while they fit. */
    facts: readonly (string | undefined)[];
    offer: boolean;
    /** ' 2' with several open requests, else ''. */
    code: string;
    by: string;
    link: string;
  },
): string {
  const { dates, code, by, link, offer } = request;
  const reply = `Reply YES${code} or NO${code} by ${by}: ${link}`;
  const shownFacts = request.facts.map((_, index) => request.facts.slice(0, request.facts.length - index));
  const wordings = [...shownFacts, []].map((shown) => (name: string) => {
    const facts = shown.filter(Boolean).join(', ');
    const about = `${name}${facts ? ` (${facts})` : ''}`;
    return offer
      ? `A slot opened ${dates} for ${about}. Want it? ${reply}`
      : `Available ${dates} for ${about}? ${reply}`;
  });
  return inOneSegment(senderName, wordings, request.dayName);
}

/** What happened to a booking (`what`: 'You are BOOKED for'), the day, and for a final call time "Reply OK". */
export function bookingUpdateWording(
  senderName: string,
  update: { what: string; dayName: string; dates: string; location: string; askToConfirm: boolean; link: string },
): string {
  const ask = update.askToConfirm ? ' Reply OK to confirm.' : '';
  return inOneSegment(
    senderName,
    [
      (name) => `${update.what} ${name}, ${update.dates}, ${update.location}.${ask} ${update.link}`,
      (name) => `${update.what} ${name}, ${update.dates}.${ask} ${update.link}`,
    ],
    update.dayName,
  );
}

/** A worked day's commission coming due (or, without a pay date, whether the pay has arrived). */
export function commissionReminderWording(
  senderName: string,
  reminder: { dayName: string; due: string; payRecorded: boolean; link: string },
): string {
  const { due, link } = reminder;
  const penalty = formatCad(PENALTY_CENTS);
  return inOneSegment(
    senderName,
    [
      (name) =>
        reminder.payRecorded
          ? `Commission for ${name} due ${due} (14 days after your pay), then a ${penalty} penalty: ${link}`
          : `Pay for ${name} arrived? Record its date: commission is due 14 days after. Else due ${due}: ${link}`,
    ],
    reminder.dayName,
  );
}

/** A signed voucher's commission overdue. */
export function voucherReminderWording(
  senderName: string,
  reminder: { dayName: string; date: string; gross: string; link: string },
): string {
  const { date, gross, link } = reminder;
  const penalty = formatCad(PENALTY_CENTS);
  return inOneSegment(
    senderName,
    [
      (name) =>
        `Commission overdue for your voucher of ${name} (${date}, gross ${gross}); ${penalty} late penalty: ${link}`,
    ],
    reminder.dayName,
  );
}

/** A voucher to review and sign (or its correction). */
export function voucherReadyWording(
  senderName: string,
  voucher: { corrected: boolean; dayName: string; date: string; gross: string; link: string },
): string {
  const what = voucher.corrected ? 'Corrected voucher' : 'Voucher';
  const sign = `gross ${voucher.gross}. Review and sign: ${voucher.link}`;
  return inOneSegment(
    senderName,
    [(name) => `${what} for ${name}, ${voucher.date}: ${sign}`, () => `${what} for ${voucher.date}: ${sign}`],
    voucher.dayName,
  );
}

/** A new open call that fits the performer: its title, dates, closing time and the link. */
export function openCallAlertWording(
  senderName: string,
  call: { title: string; dates: string; closes: string; link: string },
): string {
  const dates = call.dates ? ` (${call.dates})` : '';
  return inOneSegment(
    senderName,
    [(title) => `Open call for you: "${title}"${dates}. Put yourself forward by ${call.closes}: ${call.link}`],
    call.title,
  );
}

/** A call closed without choosing the performer. */
export function openCallNotSelectedWording(
  senderName: string,
  call: { title: string; dates: string; link: string },
): string {
  const dates = call.dates ? ` (${call.dates})` : '';
  return inOneSegment(
    senderName,
    [
      (title) =>
        `Open call "${title}"${dates} closed: casting chose others this time. Thank you! More calls: ${call.link}`,
    ],
    call.title,
  );
}

/** A minor's own YES or NO: only the guardian answers requests for a minor (the licence agreement). */
export const minorAnswerRefusedWording = (guardianName: string | null) =>
  `Your guardian answers requests for you, so nothing changed. We sent this request to ${guardianName ?? 'your guardian'}; ask them to reply or use the link we sent them.`;
