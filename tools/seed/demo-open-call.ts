/**
 * Two demo open calls (issue 23), so a newcomer sees both sides at once: the demo Casting user's
 * "Night market shoppers" day posts its Shoppers role, and two fixture performers who fit it have
 * put themselves forward; the "Ferry terminal commuters" day posts its Ticket agent role, with no
 * submission yet (one a demo performer can answer). Through the same services as the API.
 * Idempotent: each post carries a fixed request id (a retried post answers the same call), and
 * performers submit only while the first call has fewer than two submissions.
 */
import { addCalendarDays, agencyToday } from '@scenecall/shared';
import type { Caller } from '../../functions/src/http/caller';
import { submitToCall } from '../../functions/src/features/open-calls/open-calls.performer.service';
import { postOpenCall } from '../../functions/src/features/open-calls/open-calls.staff.service';
import { storedCall } from '../../functions/src/features/open-calls/seeding.test-support';
import { listDaysOfCasting } from '../../functions/src/features/projects';
import { apiErrorCode } from './api-error-code';

export const DEMO_OPEN_CALL_TITLE = 'Night market shoppers with their own winter coats';
export const DEMO_SECOND_OPEN_CALL_TITLE = 'Ferry ticket agent who has worked a counter';
const SUBMISSIONS = 2;

/** The demo Casting user's day of that title and its role of that name, if seeded. */
async function demoRole(castingUid: string, dayTitle: string, roleName: string) {
  const day = (await listDaysOfCasting(castingUid)).find((candidate) => candidate.record.title === dayTitle);
  const role = day?.record.roles.find((candidate) => candidate.name === roleName);
  return day && role ? { day, role } : null;
}

export async function seedDemoOpenCalls(castingUid: string, performerUids: readonly string[]): Promise<void> {
  await seedShoppersCall(castingUid, performerUids);
  await seedTicketAgentCall(castingUid);
}

async function seedTicketAgentCall(castingUid: string): Promise<void> {
  const found = await demoRole(castingUid, 'Ferry terminal commuters', 'Ticket agent');
  if (!found) return;
  await postOpenCall({ uid: castingUid, role: 'Casting' }, found.day, {
    requestId: 'demo-open-call-ferry-ticket-agent',
    roleId: found.role.id,
    title: DEMO_SECOND_OPEN_CALL_TITLE,
    description: 'Sell tickets behind the terminal counter in a scene with the ferry commuters. One line.',
    criteria: '',
    questions: [{ id: 'counter', kind: 'yes-no', text: 'Have you worked a ticket or service counter?' }],
    submissionsWanted: 5,
    // A week before the day's first date (three weeks from the demo's start).
    closingDate: addCalendarDays(agencyToday(), 14),
    closingTime: '18:00',
    showProduction: false,
  });
}

async function seedShoppersCall(castingUid: string, performerUids: readonly string[]): Promise<void> {
  const caller: Caller = { uid: castingUid, role: 'Casting' };
  const found = await demoRole(castingUid, 'Night market shoppers', 'Shoppers');
  if (!found) return;
  const { day, role } = found;
  const { id } = await postOpenCall(caller, day, {
    requestId: 'demo-open-call-night-market',
    roleId: role.id,
    title: DEMO_OPEN_CALL_TITLE,
    description: 'Browse the stalls on a cold evening in your own winter coat. Warm drinks on set.',
    criteria: '',
    questions: [{ id: 'coat', kind: 'yes-no', text: 'Do you own a winter coat you can wear on set?' }],
    submissionsWanted: 12,
    closingDate: addCalendarDays(agencyToday(), 28),
    closingTime: '18:00',
    showProduction: false,
  });
  for (const performerId of performerUids) {
    const call = await storedCall(id);
    if (!call || call.record.activeSubmissions >= SUBMISSIONS) break;
    try {
      await submitToCall({ uid: performerId, role: 'Performer' }, call, { answers: { coat: true } });
    } catch (error) {
      // A performer already on the day, or not fitting it, simply does not put themselves forward.
      if (apiErrorCode(error) === undefined) throw error;
    }
  }
}
