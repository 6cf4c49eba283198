/**
 * Text messages (SMS): the outbox's second channel. Numbers are stored and sent in E.164
 * (+1XXXXXXXXXX), checked with libphonenumber-js (a maintained port of Google's libphonenumber).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { addCalendarDays, agencyDateOf, agencyInstant } from './dates';
import { callStartsAt, type ParticipantRecord } from './participant-state';

/** How an outbox entry reaches its recipient. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * What the SMS provider reports of a text it accepted (its status callbacks). `delivered`,
 * `failed` and `undelivered` are final; a callback never moves a text back to an earlier status.
 */
export const TEXT_DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'undelivered'] as const;
export type TextDeliveryStatus = (typeof TEXT_DELIVERY_STATUSES)[number];

const STATUS_RANK: Record<TextDeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  failed: 2,
  undelivered: 2,
};

/** Whether a callback's status may replace the stored one (callbacks arrive out of order, and twice). */
export function textStatusAdvances(stored: TextDeliveryStatus | null, next: TextDeliveryStatus): boolean {
  if (stored === null) return true;
  return STATUS_RANK[next] > STATUS_RANK[stored];
}

/**
 * A North American number in E.164 (+1XXXXXXXXXX), from any way a person or a store writes it
 * ('1-416-555-0101', '(416) 555-0101', '+14165550101'); undefined when it is not a possible one.
 */
export function toE164(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value.trim(), 'CA');
  if (!parsed || parsed.countryCallingCode !== '1' || !parsed.isPossible()) return undefined;
  return parsed.number;
}

/** The kinds of message a performer chooses a channel for, in their profile. */
export const MESSAGE_KINDS = ['requests', 'bookings', 'reminders'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  requests: 'Availability requests',
  bookings: 'Booking changes and call times',
  reminders: 'Reminders',
};

export const MESSAGE_PREFERENCES = ['email', 'sms', 'both'] as const;
export type MessagePreference = (typeof MESSAGE_PREFERENCES)[number];
export const MESSAGE_PREFERENCE_LABELS: Record<MessagePreference, string> = {
  email: 'E-mail',
  sms: 'Text',
  both: 'Both',
};

/**
 * `users/{uid}.texts`: whether the performer takes texts and through which channel each kind of
 * message reaches them. Absent: e-mail only. `enabled` is true only after the performer ticked the
 * (never pre-ticked) consent box, or texted START; `consent` keeps when and the words they agreed
 * to; STOP turns `enabled` off and is kept in `stoppedAt`.
 */
export interface TextSettings {
  enabled: boolean;
  consent: { at: string; wording: string; via: 'profile' | 'start' } | null;
  stoppedAt: string | null;
  preferences: Record<MessageKind, MessagePreference>;
  /**
   * Every consent event, oldest first, never rewritten: `enabled`, `consent` and `stoppedAt` are
   * derived from it (`withConsentEvent`). Absent on settings from before the history (issue 37).
   */
  history?: TextConsentEvent[];
}

/** The box ticked or unticked in the profile, STOP (or a synonym) or START texted to the agency. */
export const TEXT_CONSENT_EVENT_KINDS = ['opt-in', 'opt-out', 'stop', 'start'] as const;
export type TextConsentEventKind = (typeof TEXT_CONSENT_EVENT_KINDS)[number];
export const TEXT_CONSENT_EVENT_LABELS: Record<TextConsentEventKind, string> = {
  'opt-in': 'Agreed to texts',
  'opt-out': 'Turned texts off',
  stop: 'Texted STOP',
  start: 'Texted START',
};

export interface TextConsentEvent {
  at: string;
  event: TextConsentEventKind;
  /** The words agreed to (the box's), or what was texted ('STOP', 'ARRET', 'START'). */
  wording: string;
  source: 'profile' | 'text';
}

/** The consent history, oldest first; settings from before the history give what they kept. */
export function consentHistoryOf(settings: TextSettings | null | undefined): TextConsentEvent[] {
  if (!settings) return [];
  if (settings.history) return settings.history;
  const events: TextConsentEvent[] = [];
  const { consent, stoppedAt } = settings;
  if (consent) {
    const source = consent.via === 'start' ? 'text' : 'profile';
    events.push({
      at: consent.at,
      event: consent.via === 'start' ? 'start' : 'opt-in',
      wording: consent.wording,
      source,
    });
  }
  if (stoppedAt) events.push({ at: stoppedAt, event: 'stop', wording: 'STOP', source: 'text' });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The settings after one more consent event: the history grows, and the current state is derived
 * from it. Texts are on after an opt-in, or a START following one; `consent` stays the last
 * opt-in in the profile (the words agreed to), `stoppedAt` the last STOP or opt-out.
 */
export function withConsentEvent(settings: TextSettings, event: TextConsentEvent): TextSettings {
  const history = [...consentHistoryOf(settings), event];
  const lastOptIn = [...history].reverse().find((entry) => entry.event === 'opt-in');
  const lastStop = [...history].reverse().find((entry) => entry.event === 'stop' || entry.event === 'opt-out');
  // A START counts only after consent given before (a START recorded before the history implies one).
  const agreedBefore = history.slice(0, -1).some((entry) => entry.event === 'opt-in' || entry.event === 'start');
  const on = event.event === 'opt-in' || (event.event === 'start' && agreedBefore);
  return {
    ...settings,
    enabled: on,
    consent: lastOptIn ? { at: lastOptIn.at, wording: lastOptIn.wording, via: 'profile' } : settings.consent,
    stoppedAt: lastStop?.at ?? null,
    history,
  };
}

export const DEFAULT_MESSAGE_PREFERENCES: Record<MessageKind, MessagePreference> = {
  requests: 'email',
  bookings: 'email',
  reminders: 'email',
};

/** What a performer who just ticked the box gets unless they choose otherwise: texts and e-mail. */
export const OPTED_IN_MESSAGE_PREFERENCES: Record<MessageKind, MessagePreference> = {
  requests: 'both',
  bookings: 'both',
  reminders: 'both',
};

/** The consent box's words (Canada's anti-spam law: who sends, what, how to withdraw), as recorded with the consent. */
export const textConsentWording = (agencyName: string) =>
  `Yes, ${agencyName} may text me at my phone number about availability requests, bookings, call times and reminders, as I choose below. Message frequency varies; message and data rates may apply. I can reply STOP at any time to stop, or HELP for help.`;

/**
 * The guardian's consent box on the guardian page (issue 39): the same terms as the performer's,
 * for the guardian's own number and the minor's messages; recorded with the consent.
 */
export const guardianTextConsentWording = (agencyName: string) =>
  `Yes, ${agencyName} may text me at my phone number about my child's availability requests, bookings, call times and reminders, as I choose below. Message frequency varies; message and data rates may apply. I can reply STOP at any time to stop, or HELP for help.`;

/** Through which channels a message of this kind reaches the performer: e-mail unless they opted in. */
export function messageChannelsFor(settings: TextSettings | null | undefined, kind: MessageKind): MessageChannel[] {
  if (!settings?.enabled) return ['email'];
  const preference = settings.preferences[kind];
  if (preference === 'sms') return ['sms'];
  if (preference === 'both') return ['email', 'sms'];
  return ['email'];
}

/** The performer's text settings as the profile shows them, with the words the box shows. */
export interface TextSettingsView extends TextSettings {
  /** The number texts go to, E.164 (the account's phone). */
  phone: string;
  consentWording: string;
}

/** No text goes out between 22:00 and 07:00 Toronto time (but an urgent call-time change). */
export const QUIET_HOURS = { from: '22:00', until: '07:00' } as const;

/** A changed call time this close to the call is texted at any hour. */
export const URGENT_CALL_TIME_HOURS = 12;

/** Texts handed to the provider per phone number per Toronto day, at most: a runaway loop stops here. */
export const TEXTS_PER_PHONE_PER_DAY = 10;

/** When quiet hours end if `now` is inside them (the next 07:00 Toronto time); null outside them. */
export function quietHoursEnd(now: Date): Date | null {
  const today = agencyDateOf(now);
  const morning = agencyInstant(today, QUIET_HOURS.until);
  if (now < morning) return morning;
  if (now >= agencyInstant(today, QUIET_HOURS.from)) return agencyInstant(addCalendarDays(today, 1), QUIET_HOURS.until);
  return null;
}

/** A final call time changed for a call within the next 12 hours: texted even in quiet hours. */
export function isUrgentCallTimeChange(
  record: Pick<ParticipantRecord, 'dates' | 'draftCallTime' | 'finalCallTime'>,
  now: Date,
): boolean {
  if (!record.finalCallTime?.changed) return false;
  const untilCall = callStartsAt(record).getTime() - now.getTime();
  return untilCall > 0 && untilCall <= URGENT_CALL_TIME_HOURS * 3_600_000;
}

/** One text segment: 160 characters of the GSM-7 alphabet (70 when a character is outside it). */
export const ONE_TEXT_SEGMENT = 160;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How many segments a text takes: GSM-7 (extended characters count two) or, outside it, UCS-2. */
export function textSegments(text: string): number {
  let gsm = 0;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) gsm += 1;
    else if (GSM_EXTENDED.includes(character)) gsm += 2;
    else {
      const units = text.length;
      return units <= 70 ? 1 : Math.ceil(units / 67);
    }
  }
  return gsm <= ONE_TEXT_SEGMENT ? 1 : Math.ceil(gsm / 153);
}

/** Characters outside GSM-7 that people type in names and titles, and their GSM-7 look-alikes. */
const GSM_LOOK_ALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
};

/**
 * The text in the GSM-7 alphabet where it has a look-alike: curly quotes and dashes plainly, and
 * accented letters GSM-7 lacks without their accent ('ô' -> 'o'; 'é' is GSM-7 and stays). One
 * character outside GSM-7 would make the whole text UCS-2, of 70 characters a segment.
 */
export function inGsm7(text: string): string {
  let written = '';
  for (const character of text) {
    if (GSM_BASIC.includes(character) || GSM_EXTENDED.includes(character)) written += character;
    else written += GSM_LOOK_ALIKES[character] ?? character.normalize('NFD').replace(/\p{M}/gu, '');
  }
  return written;
}

/** Whether every character of the text is in the GSM-7 alphabet (basic or extended). */
export const isGsm7 = (text: string) =>
  Array.from(text).every((character) => GSM_BASIC.includes(character) || GSM_EXTENDED.includes(character));

/** A variable part cut short ends so. */
const CUT_SHORT = '...';

/**
 * A text's words in one segment (with 'SceneCall: ' in front) where the content allows, in GSM-7:
 * the first wording (most detailed first) that fits with the variable part (a production's name, a
 * call's title) whole; else the last one with that part cut short, ending with '...'. The rest (the
 * dates, the link, how to answer) is never cut. When even that part's '...' does not fit, the last
 * wording with the part whole (the content does not allow one segment).
 */
export function inOneSegment(
  senderName: string,
  wordings: readonly ((part: string) => string)[],
  part: string,
): string {
  const fits = (body: string) => textSegments(`${senderName}: ${body}`) === 1;
  const whole = inGsm7(part).trim();
  const written = wordings.map((wording) => (shown: string) => inGsm7(wording(shown)));
  const fitting = written.find((wording) => fits(wording(whole)));
  if (fitting) return fitting(whole);
  const last = written[written.length - 1];
  if (!last) return '';
  const characters = Array.from(whole);
  for (let length = characters.length - 1; length >= 0; length -= 1) {
    const body = last(`${characters.slice(0, length).join('').trimEnd()}${CUT_SHORT}`);
    if (fits(body)) return body;
  }
  return last(whole);
}

/**
 * Short paths for texts, which the web app sends on to the page (`/v/<voucherId>` to the voucher,
 * `/b/<token>` to the answer page): a performer's commissions, open calls and bookings.
 */
export const TEXT_SHORT_PATHS = { commissions: '/c', openCalls: '/o', bookings: '/bk' } as const;
