/**
 * `open-calls-closing` (every 5 minutes): closes calls whose closing time has passed, and calls
 * whose day or role no longer exists (the day page closes them at once when it deletes them; this
 * catches any it could not). Each close tells the waiting submitters in its transaction, and a call
 * already closed is left alone, so runs may repeat or overlap.
 */
import type { OpenCallCloseReason } from '@scenecall/shared';
import { logEvent } from '../../http/logger';
import { defineJob } from '../../scheduling/scheduled-job';
import { findDays } from '../projects';
import { tellNotSelected } from './not-selected-message';
import { sendAlertWave } from './open-call-alerts.service';
import {
  closeCall,
  listCallsNotClosed,
  listCallsOfDay,
  listDueCalls,
  listOpenCalls,
  type StoredCall,
} from './open-calls.repository';

async function closeAll(calls: readonly StoredCall[], reason: OpenCallCloseReason, now: Date) {
  let [closed, told] = [0, 0];
  for (const call of calls) {
    const outcome = await closeCall(call.id, reason, 'system', tellNotSelected, now);
    if (!outcome.closed) continue;
    closed += 1;
    told += outcome.told;
    logEvent('open_calls.closed', { callId: call.id, reason, told: outcome.told });
  }
  return { closed, told };
}

/** Calls not closed whose day or role is gone: of one day (the day page's change), else of every day (the job). */
export async function closeCallsOfRemovedRoles(now = new Date(), dayId?: string) {
  const calls = dayId
    ? (await listCallsOfDay(dayId)).filter((call) => call.record.status !== 'closed')
    : await listCallsNotClosed();
  const days = await findDays(calls.map((call) => call.record.dayId));
  const roleGone = (call: StoredCall) =>
    !days.get(call.record.dayId)?.roles.some((role) => role.id === call.record.roleId);
  return closeAll(calls.filter(roleGone), 'day-removed', now);
}

export async function runOpenCallClosing(now: Date) {
  const due = await closeAll(await listDueCalls(now), 'closing-time', now);
  const orphaned = await closeCallsOfRemovedRoles(now);
  return { closed: due.closed + orphaned.closed, told: due.told + orphaned.told };
}

export const openCallClosingJob = defineJob({
  name: 'open-calls-closing',
  schedule: 'every 5 minutes',
  run: runOpenCallClosing,
});

/** Every call taking submissions gets its next alert wave when one is due (see open-call-alerts.service). */
export async function runOpenCallAlerts(now: Date) {
  let [waves, alerted] = [0, 0];
  for (const call of await listOpenCalls()) {
    const outcome = await sendAlertWave(call.id, now);
    if (outcome.wave === null) continue;
    waves += 1;
    alerted += outcome.alerted.length;
  }
  return { waves, alerted };
}

export const openCallAlertsJob = defineJob({
  name: 'open-calls-alerts',
  schedule: 'every 5 minutes',
  run: runOpenCallAlerts,
});
