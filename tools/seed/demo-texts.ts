/**
 * The demo performers' text settings, through the service the profile page uses: every fixture
 * performer has ticked the box (texts and e-mail for every kind of message) except the minor (their
 * guardian's consent is the guardian's own: demo-guardian.ts). So the demo day's requests show in the
 * SMS stand-in's page.
 */
import { OPTED_IN_MESSAGE_PREFERENCES } from '@scenecall/shared';
import { saveTextSettings } from '../../functions/src/features/texts/text-settings.service';
import type { UserFixture } from './seed';

/** The one demo performer who has not opted in to texts. */
export const DEMO_PERFORMER_WITHOUT_TEXTS = '1-416-555-0114';

export async function seedTextConsents(seeded: readonly { fixture: UserFixture; uid: string }[]): Promise<void> {
  const texting = seeded.filter(
    ({ fixture }) => fixture.role === 'Performer' && fixture.tel !== DEMO_PERFORMER_WITHOUT_TEXTS,
  );
  // Saving again changes nothing and sends no second text (the consent is kept from the first time).
  await Promise.all(
    texting.map(({ uid }) => saveTextSettings(uid, { enabled: true, preferences: OPTED_IN_MESSAGE_PREFERENCES })),
  );
}
