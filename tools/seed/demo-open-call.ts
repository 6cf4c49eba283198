/**
 * A demo open call (issue 23), so a newcomer sees one at once from both sides: the demo Casting
 * user's "Night market shoppers" day posts its Shoppers role as an open call, and two fixture
 * performers who fit it have put themselves forward, through the same services as the API.
 * Idempotent: the post carries a fixed request id (a retried post answers the same call), and
 * performers submit only while the call has fewer than two submissions.
 */
import { addCalendarDays, agencyToday } from '@scenecall/shared';
import { ApiError } from '../../functions/src/http/api-error';
import type { Caller } from '../../functions/src/http/caller';
import { submitToCall } from '../../functions/src/features/open-calls/open-calls.performer.service';
import { findCall } from '../../functions/src/features/open-calls/open-calls.repository';
import { postOpenCall } from '../../functions/src/features/open-calls/open-calls.staff.service';
import { listDaysOfCasting } from '../../functions/src/features/projects/production-days.repository';

export const DEMO_OPEN_CALL_TITLE = 'Night market shoppers with their own winter coats';
const DEMO_DAY_TITLE = 'Night market shoppers';
const SUBMISSIONS = 2;

export async function seedDemoOpenCall(castingUid: string, performerUids: readonly string[]): Promise<string | null> {
  const caller: Caller = { uid: castingUid, role: 'Casting' };
  const day = (await listDaysOfCasting(castingUid)).find((candidate) => candidate.record.title === DEMO_DAY_TITLE);
  const role = day?.record.roles.find((candidate) => candidate.name === 'Shoppers');
  if (!day || !role) return null;
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
    const call = await findCall(id);
    if (!call || call.record.activeSubmissions >= SUBMISSIONS) break;
    try {
      await submitToCall({ uid: performerId, role: 'Performer' }, call, { answers: { coat: true } });
    } catch (error) {
      // A performer already on the day, or not fitting it, simply does not put themselves forward.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return id;
}
