/**
 * Alerts of open calls, in fair waves. A wave goes to at most twice the places a call still has
 * (`alertWaveSize`), taking the performers who fit it in the search's fairness order (fewest
 * recent bookings plus submissions first), leaving out those who turned alerts off, who were
 * alerted of it already, who answered it, or who reached the week's cap. The first wave goes when
 * the alerts job first sees the call; a later one every `WAVE_GAP_MS` while it is open and short.
 */
import {
  addCalendarDays,
  agencyInstant,
  agencyToday,
  alertWaveSize,
  type OpenCallAlertSettings,
  type OpenCallRecord,
} from '@scenecall/shared';
import type { Caller } from '../../http/caller';
import { DEPENDENCY_DEADLINE_MS } from '../../http/deadlines';
import { logEvent } from '../../http/logger';
import { withinDeadline } from '../../lib/within-deadline';
import { fairnessOrder, poolEntryOf, RECENT_BOOKING_DAYS } from '../casting';
import { findDays, findProject } from '../projects';
import { currentUserIndex } from '../users';
import { tellOfCall } from './alert-message';
import { callMatcher } from './open-call-fit';
import {
  alertsPerWeek,
  alertsThisWeek,
  alertsWanted,
  claimWave,
  finishWave,
  performersAlertedOf,
  performersWithAlertsOff,
  recordAlerts,
  saveAlertsPerWeek,
  saveAlertsWanted,
  type WaveRecord,
} from './open-call-alerts.repository';
import { countRecentSubmissions, findCall, listSubmissionsOfCall, type StoredCall } from './open-calls.repository';

/**
 * A wave's writes give up after Firestore's deadline (http/deadlines.ts) instead of waiting out a
 * stall: the run fails, the job tries again (scheduling/job-retries.ts), and a later run resumes the
 * wave; each performer's alert is one document, so nobody is alerted twice.
 */
const inTime = <T>(what: string, work: () => Promise<T>) =>
  withinDeadline(DEPENDENCY_DEADLINE_MS.firestore, `open-call alerts: ${what}`, work);

/** Time between two waves of one call. */
export const WAVE_GAP_MS = 12 * 60 * 60 * 1000;
/** Performers alerted per transaction (each is 3 reads and up to 4 writes). */
const ALERTS_PER_TRANSACTION = 100;

const waveIsDue = (now: Date) => (call: OpenCallRecord, last: WaveRecord | undefined) =>
  call.status === 'open' &&
  call.activeSubmissions < call.submissionsWanted &&
  new Date(call.closesAt).getTime() > now.getTime() &&
  (!last || now.getTime() - new Date(last.lastWaveAt).getTime() >= WAVE_GAP_MS);

/** Who may be alerted of the call now, fairest first (the weekly cap checked again on writing). */
async function candidatesOf(call: StoredCall, perWeek: number, now: Date): Promise<string[]> {
  const [index, days, project, off, alerted, submissions] = await Promise.all([
    currentUserIndex(),
    findDays([call.record.dayId]),
    findProject(call.record.projectId),
    performersWithAlertsOff(),
    performersAlertedOf(call.id),
    listSubmissionsOfCall(call.id),
  ]);
  const day = days.get(call.record.dayId);
  if (!day) return [];
  const today = agencyToday(now);
  const fits = callMatcher(
    call.record,
    { day, blacklist: new Set(Object.keys(project?.record.blacklist ?? {})) },
    today,
  );
  const answered = new Set(submissions.map((submission) => submission.performerId));
  const fitting = index.all().filter((entry) => fits(entry) && !off.has(entry.uid) && !alerted.has(entry.uid));
  const open = fitting.filter((entry) => !answered.has(entry.uid));
  const counts = await alertsThisWeek(
    open.map((entry) => entry.uid),
    now,
  );
  const underCap = open.filter((entry) => (counts.get(entry.uid) ?? 0) < perWeek);
  const since = agencyInstant(addCalendarDays(today, -RECENT_BOOKING_DAYS)).toISOString();
  const recent = await countRecentSubmissions(
    underCap.map((entry) => entry.uid),
    since,
  );
  const order = fairnessOrder((uid) => recent.get(uid) ?? 0);
  return underCap
    .map((entry) => poolEntryOf(entry, today))
    .sort(order)
    .map((pool) => pool.entry.uid);
}

export interface WaveOutcome {
  wave: number | null;
  alerted: string[];
}

/** The call's next wave, when due: answers its number and who was alerted. */
export async function sendAlertWave(callId: string, now = new Date()): Promise<WaveOutcome> {
  const call = await findCall(callId);
  const claimed = call ? await inTime('claim a wave', () => claimWave(callId, waveIsDue(now), now)) : undefined;
  if (!call || claimed === undefined) return { wave: null, alerted: [] };
  const { wave, alertedBefore } = claimed;
  const perWeek = await alertsPerWeek();
  const queue = await candidatesOf(call, perWeek, now);
  // A resumed wave alerts only those it had not reached: the alerted are left out of the queue.
  const size = alertWaveSize(call.record.submissionsWanted, call.record.activeSubmissions) - alertedBefore;
  const alerted: string[] = [];
  while (alerted.length < size && queue.length > 0) {
    const batch = queue.splice(0, Math.min(ALERTS_PER_TRANSACTION, size - alerted.length));
    const done = await inTime('record alerts', () =>
      recordAlerts(callId, wave, batch, { perWeek, now, tell: tellOfCall(callId) }),
    );
    if (!done) break;
    alerted.push(...done);
  }
  await inTime('finish a wave', () => finishWave(callId));
  logEvent('open_calls.alert_wave', { callId, wave, alerted: alerted.length, resumed: alertedBefore > 0 });
  return { wave, alerted };
}

export const readAlertSettings = async (): Promise<OpenCallAlertSettings> => ({ alertsPerWeek: await alertsPerWeek() });

export async function changeAlertSettings(caller: Caller, settings: OpenCallAlertSettings) {
  await saveAlertsPerWeek(settings, new Date());
  logEvent('open_calls.alert_settings_changed', { by: caller.uid, alertsPerWeek: settings.alertsPerWeek });
  return settings;
}

export const readAlertPreference = async (caller: Caller) => ({ alerts: await alertsWanted(caller.uid) });

export async function changeAlertPreference(caller: Caller, { alerts }: { alerts: boolean }) {
  await saveAlertsWanted(caller.uid, alerts, new Date());
  logEvent('open_calls.alert_preference_changed', { uid: caller.uid, alerts });
  return { alerts };
}
