/**
 * Who receives the booking loop's and the workday's messages about a performer (requests, standby
 * offers, booked, released, call times, cancellations, vouchers, open-call alerts): an adult
 * themselves; a minor (under 18 on the Toronto date) their guardian, at the guardian's e-mail and
 * phone, through the channels the guardian chose and only with the guardian's own text consent,
 * with the minor in copy of the e-mail only when the guardian allows it (the licence agreement:
 * the guardian confirms or declines offers for the minor). Pure: the server applies it where a
 * message's recipient is resolved (queuing picks the channels, delivery the address and number).
 */
import { isMinorOnDate } from './minors';
import { messageChannelsFor, type MessageChannel, type MessageKind, type TextSettings } from './texts';

/** What the rule reads of the profile (structural: the guardian's fields as the profile has them). */
export interface MessageRecipientProfile {
  dateOfBirth?: string | null;
  guardianFullName?: string | null;
  guardianTel?: string | null;
  guardianEmail?: string | null;
}

/**
 * `users/{uid}.guardianMessages`: the guardian's own choices for the minor's messages, given on the
 * guardian's page. `texts` is the guardian's consent history and channel per kind (the performer's
 * `TextSettings`, its events the guardian's); it holds for the number it was given for (`tel`):
 * a guardian's new number starts without texts, as consent belongs to a number.
 */
export interface GuardianMessageSettings {
  /** The guardian's number the consent was given for (1-XXX-XXX-XXXX, as the profile stores it). */
  tel: string;
  texts: TextSettings;
  /** The minor gets a copy of each e-mail (cc); off unless the guardian turns it on. */
  copyPerformer: boolean;
  /** The consent histories of the guardian's earlier numbers, kept when a new number starts afresh. */
  earlier?: { tel: string; texts: TextSettings }[];
}

/** The performer as the rule reads them: profile, own text settings, the guardian's choices. */
export interface MessageRecipientPerson {
  email?: string | null;
  profile?: MessageRecipientProfile | null;
  texts?: TextSettings | null;
  guardianMessages?: GuardianMessageSettings | null;
}

export type MessageRecipient =
  | { to: 'performer'; texts: TextSettings | null }
  | {
      to: 'guardian';
      name: string | null;
      /** Null for a guardian without an e-mail on record (accounts from before issue 39): see `emailOf`. */
      email: string | null;
      tel: string | null;
      /** The guardian's text settings for their current number; null: e-mail only. */
      texts: TextSettings | null;
      /** The minor's e-mail in copy, when the guardian allows it. */
      copyPerformer: boolean;
    };

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Who receives the performer's booking and workday messages on the Toronto date `date`. */
export function messageRecipientOn(person: MessageRecipientPerson, date: string): MessageRecipient {
  const profile = person.profile ?? {};
  const email = filled(profile.guardianEmail);
  const tel = filled(profile.guardianTel);
  if (!isMinorOnDate(profile.dateOfBirth, date) || (!email && !tel))
    return { to: 'performer', texts: person.texts ?? null };
  const choices = person.guardianMessages;
  const forThisNumber = choices && tel && choices.tel === tel ? choices : null;
  return {
    to: 'guardian',
    name: filled(profile.guardianFullName),
    email,
    tel,
    texts: forThisNumber?.texts ?? null,
    copyPerformer: choices?.copyPerformer === true,
  };
}

/** Through which channels a message of this kind goes, as its recipient chose (the guardian for a minor). */
export function recipientChannelsFor(
  person: MessageRecipientPerson,
  kind: MessageKind,
  date: string,
): MessageChannel[] {
  return messageChannelsFor(messageRecipientOn(person, date).texts, kind);
}

/**
 * The e-mail's address and copy: the guardian's for a minor (the minor in cc when allowed), the
 * performer's own otherwise. A minor whose guardian has no e-mail on record keeps getting e-mail
 * at their own address, so no booking message is lost (the guardian's fields are required for
 * minors: issue 39, item 1).
 */
export function recipientEmailOf(
  recipient: MessageRecipient,
  performerEmail: string,
): { address: string; cc: string | null } {
  if (recipient.to === 'performer' || !recipient.email) return { address: performerEmail, cc: null };
  const cc = recipient.copyPerformer && performerEmail && performerEmail !== recipient.email ? performerEmail : null;
  return { address: recipient.email, cc };
}
