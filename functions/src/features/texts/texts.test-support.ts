/**
 * The texts tests' setup: a performer who ticked the consent box on their profile (through the API,
 * as a performer does) and got the opt-in notice, and a new day asking performers, so that the
 * day's request texts go out.
 */
import { randomUUID } from 'node:crypto';
import { addCalendarDays, agencyToday, type TextSettingsBody, type TextSettingsView } from '@scenecall/shared';
import { expect } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { waitForTexts } from '../../../../tools/testing/sms';
import type { TestUser } from '../../../../tools/testing/users';
import { createWizardDay, performerWith, wizardBody } from '../casting/casting.test-support';

/** A test user's number as Twilio writes it ('+14165550123'). */
export const e164 = (tel: string) => `+${tel.replace(/\D/g, '')}`;

const EVERY_KIND_BY_TEXT: TextSettingsBody['preferences'] = { requests: 'sms', bookings: 'sms', reminders: 'sms' };

/** Ticks the performer's box (every kind by text unless `preferences` says), waits for the opt-in notice; answers their number. */
export async function optInToTexts(
  performer: TestUser,
  preferences: TextSettingsBody['preferences'] = EVERY_KIND_BY_TEXT,
): Promise<string> {
  const saved = await callApi<TextSettingsView>('/performer/text-settings', {
    method: 'PUT',
    token: performer.token,
    body: { enabled: true, preferences },
  });
  expect(saved.status, saved.text).toBe(200);
  const phone = e164(performer.tel);
  await waitForTexts(phone);
  return phone;
}

/** An activated adult performer who chose texts only, with their number. */
export async function textingPerformer(): Promise<TestUser & { phone: string }> {
  const performer = await performerWith({});
  return { ...performer, phone: await optInToTexts(performer) };
}

/** A new day of a fresh production (`name` and a random tail), `inDays` ahead, asking the performers. */
export async function askForDay(
  casting: TestUser,
  performers: readonly TestUser[],
  { name = 'Harbour', inDays = 9 }: { name?: string; inDays?: number } = {},
): Promise<{ dayId: string; production: string }> {
  const production = `${name} ${randomUUID().slice(0, 6)}`;
  const dayId = await createWizardDay(
    casting,
    wizardBody({
      requestId: randomUUID(),
      details: {
        ...wizardBody().details,
        production: { newProjectName: production },
        dates: [addCalendarDays(agencyToday(), inDays)],
      },
      participants: performers.map((performer) => ({ performerId: performer.uid, roleId: 'role-diner' })),
    }),
  );
  return { dayId, production };
}
