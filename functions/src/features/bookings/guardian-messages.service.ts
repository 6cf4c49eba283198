/**
 * The guardian's own choices on the guardian page (issue 39): texts to their number (the unticked
 * box; ticking it records a consent event with the box's words, as a performer's does), a channel
 * per kind of message, and whether the minor gets a copy of the e-mails. Stored on the minor's
 * document (`guardianMessages`, read by the shared `messageRecipientOn`); the consent history grows
 * and is never rewritten: a new guardian number starts afresh, the old number's history kept in `earlier`.
 */
import {
  DEFAULT_MESSAGE_PREFERENCES,
  guardianTextConsentWording,
  toE164,
  withConsentEvent,
  type GuardianMessageSettings,
  type GuardianMessagesBody,
  type GuardianMessagesView,
  type TextSettings,
  type UserRecord,
} from '@scenecall/shared';
import { config } from '../../config';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { inUserTransaction } from '../users';
import { verifyGuardianLink } from './guardian-links';

const NO_TEXTS: TextSettings = {
  enabled: false,
  consent: null,
  stoppedAt: null,
  preferences: DEFAULT_MESSAGE_PREFERENCES,
};

/** What a guardian did to turn texts off on their page, as the history records it. */
const OPT_OUT_WORDING = 'Unticked the box on the guardian page';

export const guardianConsentWording = () => guardianTextConsentWording(config().agency.name);

const guardianTelOf = (user: UserRecord | undefined) => user?.profile?.guardianTel?.trim() || null;

/** The guardian's choices for their number on record: a new number starts without texts, keeping the old history. */
function currentChoices(user: UserRecord | undefined, tel: string): GuardianMessageSettings {
  const stored = user?.guardianMessages;
  if (stored && stored.tel === tel) return stored;
  const earlier = stored ? [...(stored.earlier ?? []), { tel: stored.tel, texts: stored.texts }] : [];
  return {
    tel,
    texts: NO_TEXTS,
    copyPerformer: stored?.copyPerformer ?? false,
    ...(earlier.length > 0 ? { earlier } : {}),
  };
}

/** The guardian page's view of the choices. */
export function guardianMessagesViewOf(user: UserRecord | undefined): GuardianMessagesView {
  const tel = guardianTelOf(user);
  const stored = user?.guardianMessages;
  const texts = stored && tel && stored.tel === tel ? stored.texts : NO_TEXTS;
  return {
    tel,
    texts: texts.enabled,
    agreedAt: texts.enabled ? (texts.consent?.at ?? null) : null,
    preferences: texts.preferences,
    copyPerformer: stored?.copyPerformer === true,
    consentWording: guardianConsentWording(),
  };
}

/** Saves the guardian's choices, given by the signed link of the guardian page. */
export async function saveGuardianMessages(
  body: GuardianMessagesBody,
  now = new Date(),
): Promise<GuardianMessagesView> {
  const holder = await verifyGuardianLink(body.token, now);
  return inUserTransaction(holder.performerId, async ({ user, write }) => {
    if (!user) throw new ApiError('not-found', 'This link is not valid');
    // Without a number on record there are no texts to agree to ('' matches no number).
    const tel = guardianTelOf(user) ?? '';
    if (body.texts && !toE164(tel)) throw new ApiError('bad-request', 'Your phone number on record cannot take texts');
    const current = currentChoices(user, tel);
    const at = now.toISOString();
    const withPreferences: TextSettings = { ...current.texts, preferences: body.preferences };
    const turningOn = body.texts && !current.texts.enabled;
    const turningOff = !body.texts && current.texts.enabled;
    const texts = turningOn
      ? withConsentEvent(withPreferences, { at, event: 'opt-in', wording: guardianConsentWording(), source: 'profile' })
      : turningOff
        ? withConsentEvent(withPreferences, { at, event: 'opt-out', wording: OPT_OUT_WORDING, source: 'profile' })
        : withPreferences;
    const next: GuardianMessageSettings = { ...current, texts, copyPerformer: body.copyPerformer };
    write({ guardianMessages: next });
    if (turningOn || turningOff) logEvent('bookings.guardian_text_consent_changed', { enabled: body.texts });
    return guardianMessagesViewOf({ ...user, guardianMessages: next });
  });
}
