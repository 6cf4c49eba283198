/**
 * A performer's text settings (their profile's "Text messages" card): the consent box, never
 * pre-ticked, and a channel per kind of message. Ticking the box records when and the exact words
 * agreed to, and queues one text saying what they will get and how to stop, in the same transaction.
 */
import {
  DEFAULT_MESSAGE_PREFERENCES,
  textConsentWording,
  toE164,
  type TextSettings,
  type TextSettingsBody,
  type TextSettingsView,
  withConsentEvent,
} from '@scenecall/shared';
import { config } from '../../config';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { enqueueText } from '../mail';
import { findUser, inUserTransaction } from '../users';
import { textsOnTemplate } from './texts-on.text';

export const NO_TEXTS: TextSettings = {
  enabled: false,
  consent: null,
  stoppedAt: null,
  preferences: DEFAULT_MESSAGE_PREFERENCES,
};

/** What a performer did to turn texts off in their profile, as the history records it. */
const OPT_OUT_WORDING = 'Unticked the box under Text messages';

export const consentWording = () => textConsentWording(config().agency.name);

function viewOf(tel: string, settings: TextSettings | undefined): TextSettingsView {
  return { ...(settings ?? NO_TEXTS), phone: toE164(tel) ?? '', consentWording: consentWording() };
}

export async function textSettingsOf(uid: string): Promise<TextSettingsView> {
  const user = await findUser(uid);
  if (!user) throw new ApiError('not-found', 'User not found');
  return viewOf(user.tel, user.texts);
}

export async function saveTextSettings(
  uid: string,
  body: TextSettingsBody,
  now = new Date(),
): Promise<TextSettingsView> {
  return inUserTransaction(uid, async ({ user, write, transaction }) => {
    if (!user) throw new ApiError('not-found', 'User not found');
    if (body.enabled && !toE164(user.tel)) throw new ApiError('bad-request', 'Your phone number cannot take texts');
    const current = user.texts ?? NO_TEXTS;
    const turningOn = body.enabled && !current.enabled;
    const turningOff = !body.enabled && current.enabled;
    const at = now.toISOString();
    const withPreferences: TextSettings = { ...current, preferences: body.preferences };
    const next = turningOn
      ? withConsentEvent(withPreferences, { at, event: 'opt-in', wording: consentWording(), source: 'profile' })
      : turningOff
        ? withConsentEvent(withPreferences, { at, event: 'opt-out', wording: OPT_OUT_WORDING, source: 'profile' })
        : withPreferences;
    if (turningOn) await enqueueText({ template: textsOnTemplate, data: {}, to: { uid } }, { tx: transaction, now });
    write({ texts: next });
    if (turningOn || turningOff) logEvent('texts.consent_changed', { uid, enabled: body.enabled });
    return viewOf(user.tel, next);
  });
}
