/**
 * What a performer's own-data ZIP holds: one JSON file per kind of record, read through each
 * owning feature's public module, and their pictures and documents from Storage. Nothing here is
 * about another person: messages are the outbox entries addressed to the performer only, and staff
 * notes (a participant's blacklist reason, a guardian answer's client) are left out.
 */
import { PICTURE_FIELD_BY_KIND, PICTURE_KINDS, type UserRecord } from '@scenecall/shared';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { listParticipationsOf } from '../bookings';
import { guardianConsentHistoryOf } from '../guardians';
import { mailToUser } from '../mail';
import { commissionViewsOf } from '../payments';
import { penaltiesOf } from '../penalties';
import { getPicture } from '../profile';
import { findUser } from '../users';
import { vouchersOfPerformer } from '../workday';

const MAIL_PAGE = 200;
const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The account and profile as stored, without secrets (the SIN's ciphertext, the calendar token's hash). */
function profileOf(user: UserRecord) {
  const { sin, calendarFeedTokenHash: _feed, texts: _texts, termsAcceptance: _terms, ...rest } = user;
  return { ...rest, sinOnFile: !!sin };
}

async function messagesTo(uid: string) {
  const messages = [];
  let after: string | undefined;
  do {
    const page = await mailToUser(uid, { limit: MAIL_PAGE, ...(after ? { after } : {}) });
    messages.push(
      ...page.mail.map(({ template, subject, channel, createdAt, sentAt, state }) => ({
        template,
        subject,
        channel,
        createdAt,
        sentAt,
        state,
      })),
    );
    after = page.next ?? undefined;
  } while (after);
  return messages;
}

async function picturesOf(user: UserRecord): Promise<Zippable> {
  const files: Zippable = {};
  for (const kind of PICTURE_KINDS) {
    const key = user.profile?.[PICTURE_FIELD_BY_KIND[kind]];
    if (!key) continue;
    const picture = await getPicture(key).catch(() => undefined);
    if (picture) files[`${kind}.${key.split('.').pop() ?? 'jpg'}`] = new Uint8Array(picture.bytes);
  }
  return files;
}

/** The ZIP of everything the agency holds about the performer; undefined when the account is gone. */
export async function buildDataExportZip(uid: string, now: Date): Promise<Uint8Array | undefined> {
  const user = await findUser(uid);
  if (!user) return undefined;
  const [participations, vouchers, commissions, penalties, guardianConsent, messages, pictures] = await Promise.all([
    listParticipationsOf(uid),
    vouchersOfPerformer(uid),
    commissionViewsOf(uid),
    penaltiesOf(uid),
    guardianConsentHistoryOf(uid),
    messagesTo(uid),
    picturesOf(user),
  ]);
  const consents = {
    termsAcceptance: user.termsAcceptance ?? null,
    texts: user.texts ?? null,
    guardianConsent,
  };
  return zipSync({
    'README.txt': strToU8(
      `Your data held by the agency, as of ${now.toISOString()}.\nEach .json file is one kind of record; pictures/ holds your pictures and documents.\n`,
    ),
    'profile.json': json(profileOf(user)),
    'bookings.json': json(participations.map(({ blacklistReason: _staffNote, ...record }) => record)),
    'vouchers.json': json(vouchers),
    'payments.json': json(commissions),
    'penalties.json': json(penalties),
    'consents.json': json(consents),
    'messages.json': json(messages),
    pictures,
  });
}
