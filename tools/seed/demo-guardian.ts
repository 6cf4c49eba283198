/**
 * The demo minor's guardian reached (issue 39): Liam Chen's guardian Mei Chen has an e-mail on
 * record (demo-performers.ts), agreed to texts on her guardian page, and has a
 * request for Liam waiting for her answer (a day of its own, asked through the wizard's Confirm,
 * so the request goes to her e-mail and phone). Idempotent: the day is found by its production
 * and title.
 */
import { addCalendarDays, agencyToday, OPTED_IN_MESSAGE_PREFERENCES, type TextSettings } from '@scenecall/shared';
import { createDayFromWizard } from '../../functions/src/features/casting/casting.service';
import { listDaysOfCasting } from '../../functions/src/features/projects';
import { findUser, inUserTransaction } from '../../functions/src/features/users';
import type { Caller } from '../../functions/src/http/caller';

/** The demo minor (emulator-data/fixtures/users.json) and their guardian. */
export const DEMO_MINOR_TEL = '1-416-555-0114';
const PRODUCTION = 'Maple Grove Elementary';
const TITLE = 'Schoolyard students';
const CONSENT_WORDING = 'Yes, SceneCall may text me about my child’s requests, bookings and call times.';

export async function seedDemoGuardian(castingUid: string, minorUid: string | undefined): Promise<void> {
  if (!minorUid) return;
  const minor = await findUser(minorUid);
  const guardianTel = minor?.profile?.guardianTel;
  if (!guardianTel) return;
  await inUserTransaction(minorUid, async ({ user, write }) => {
    const at = new Date().toISOString();
    const texts: TextSettings = {
      enabled: true,
      consent: { at, wording: CONSENT_WORDING, via: 'profile' },
      stoppedAt: null,
      preferences: OPTED_IN_MESSAGE_PREFERENCES,
      history: [{ at, event: 'opt-in', wording: CONSENT_WORDING, source: 'profile' }],
    };
    // The demo minors' guardians are on record with an e-mail (demo-performers.ts); their text choices are set here.
    if (!user?.guardianMessages) write({ guardianMessages: { tel: guardianTel, texts, copyPerformer: false } });
  });
  const existing = await listDaysOfCasting(castingUid);
  if (existing.some((day) => day.record.production === PRODUCTION && day.record.title === TITLE)) return;
  const caller: Caller = { uid: castingUid, role: 'Casting' };
  await createDayFromWizard(caller, {
    bookingMode: 'hand-picked',
    details: {
      production: { newProjectName: PRODUCTION },
      dates: [addCalendarDays(agencyToday(), 12)],
      union: 'Non-Union',
      location: 'Toronto',
      exterior: 'Exterior',
      selfDriveOnly: false,
      notes: 'Students aged 10 to 14; a guardian stays on set.',
      title: TITLE,
    },
    roles: [{ id: 'role-students', name: 'Students', slots: 4, isSSE: false }],
    participants: [{ performerId: minorUid, roleId: 'role-students' }],
  });
}
