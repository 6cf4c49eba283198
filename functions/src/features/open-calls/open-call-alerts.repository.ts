/**
 * Open-call alerts' state, the only code that reads or writes it:
 * - `openCallAlerts/{callId}_{performerId}`: one per performer alerted of a call (never twice);
 * - `openCallAlertLedgers/{performerId}`: when they were alerted in the last 7 days (the weekly cap);
 * - `openCallAlertWaves/{callId}`: how many waves a call has sent and when the last one went;
 * - `openCallAlertPreferences/{performerId}`: a performer's switch (absent: alerts on);
 * - `openCallAlertSettings/agency`: the Admin's weekly cap (absent: the default).
 * An alert, its ledger entry and its messages are written in one transaction that reads the call.
 */
import {
  DEFAULT_OPEN_CALL_ALERTS_PER_WEEK,
  type OpenCallAlertSettings,
  type OpenCallRecord,
  type UserRecord,
} from '@scenecall/shared';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { readAll, recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { readUserInTransaction } from '../users';
import { readCallInTransaction } from './open-calls.repository';

const ALERTS = 'openCallAlerts';
const LEDGERS = 'openCallAlertLedgers';
const WAVES = 'openCallAlertWaves';
const PREFERENCES = 'openCallAlertPreferences';
const SETTINGS = 'openCallAlertSettings';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

interface AlertRecord {
  callId: string;
  performerId: string;
  wave: number;
  sentAt: string;
}
interface LedgerRecord {
  sentAt: string[];
}
export interface WaveRecord {
  waves: number;
  lastWaveAt: string;
  /** False while the last wave is being sent: a run interrupted mid-wave leaves it for the next to resume. */
  finished?: boolean;
  /** How many the last wave has alerted so far. */
  alerted?: number;
}
/** A wave claimed, new or resumed, and how many it had alerted before this run. */
export interface ClaimedWave {
  wave: number;
  alertedBefore: number;
}
interface PreferenceRecord {
  alerts: boolean;
  updatedAt: string;
}
interface SettingsRecord extends OpenCallAlertSettings {
  updatedAt: string;
}

const alertConverter = recordConverter<AlertRecord>(['callId', 'performerId']);
const preferenceConverter = recordConverter<PreferenceRecord>(['alerts']);
const alerts = () => db().collection(ALERTS).withConverter(alertConverter);
const alertRef = (callId: string, performerId: string) => alerts().doc(`${callId}_${performerId}`);
const ledgerRef = (performerId: string) =>
  db()
    .collection(LEDGERS)
    .withConverter(recordConverter<LedgerRecord>(['sentAt']))
    .doc(performerId);
const waveRef = (callId: string) =>
  db()
    .collection(WAVES)
    .withConverter(recordConverter<WaveRecord>(['waves', 'lastWaveAt']))
    .doc(callId);
const preferences = () => db().collection(PREFERENCES).withConverter(preferenceConverter);
const settingsRef = () =>
  db()
    .collection(SETTINGS)
    .withConverter(recordConverter<SettingsRecord>(['alertsPerWeek']))
    .doc('agency');

const ALERTS_OF_CALL = declareQuery('performers alerted of a call (a later wave skips them)', {
  collection: ALERTS,
  where: [['callId', '==']],
});
const ALERTS_TURNED_OFF = declareQuery('performers who turned open-call alerts off', {
  collection: PREFERENCES,
  where: [['alerts', '==']],
});

/** Alert times still inside the 7 days before `now`. */
const withinWeek = (sentAt: readonly string[], now: Date) =>
  sentAt.filter((at) => now.getTime() - new Date(at).getTime() < WEEK_MS);

export async function alertsPerWeek(): Promise<number> {
  countDocumentReads(1);
  return (await settingsRef().get()).data()?.alertsPerWeek ?? DEFAULT_OPEN_CALL_ALERTS_PER_WEEK;
}

export async function saveAlertsPerWeek(settings: OpenCallAlertSettings, now: Date): Promise<void> {
  await settingsRef().set({ ...settings, updatedAt: now.toISOString() });
}

export async function alertsWanted(performerId: string): Promise<boolean> {
  countDocumentReads(1);
  return (await preferences().doc(performerId).get()).data()?.alerts ?? true;
}

export async function saveAlertsWanted(performerId: string, alerts: boolean, now: Date): Promise<void> {
  await preferences().doc(performerId).set({ alerts, updatedAt: now.toISOString() });
}

export async function performersWithAlertsOff(): Promise<Set<string>> {
  const snapshot = await ALERTS_TURNED_OFF.build([false]).withConverter(preferenceConverter).get();
  countDocumentReads(snapshot.size, { query: true });
  return new Set(snapshot.docs.map((doc) => doc.id));
}

export async function performersAlertedOf(callId: string): Promise<Set<string>> {
  const snapshot = await ALERTS_OF_CALL.build([callId]).withConverter(alertConverter).get();
  countDocumentReads(snapshot.size, { query: true });
  return new Set(snapshot.docs.map((doc) => doc.data().performerId));
}

/** How many alerts each performer received in the 7 days before `now` (one batched read). */
export async function alertsThisWeek(performerIds: readonly string[], now: Date): Promise<Map<string, number>> {
  if (performerIds.length === 0) return new Map();
  const ledgers = await readAll(performerIds.map(ledgerRef));
  countDocumentReads(performerIds.length);
  return new Map(performerIds.map((uid, index) => [uid, withinWeek(ledgers[index]?.data()?.sentAt ?? [], now).length]));
}

/**
 * Claims the call's next wave when it is due (`isDue` sees the call and its last wave), or the last
 * wave again when a run was interrupted before finishing it (while the call is open): answers the
 * wave, or undefined when none is due. Two runs at once claim a new wave once.
 */
export async function claimWave(
  callId: string,
  isDue: (call: OpenCallRecord, last: WaveRecord | undefined) => boolean,
  now: Date,
): Promise<ClaimedWave | undefined> {
  return db().runTransaction(async (tx) => {
    const [call, last] = await Promise.all([readCallInTransaction(tx, callId), tx.get(waveRef(callId))]);
    countDocumentReads(1);
    const held = last.data();
    if (call?.status === 'open' && held?.finished === false)
      return { wave: held.waves, alertedBefore: held.alerted ?? 0 };
    if (!call || !isDue(call, held)) return undefined;
    const waves = (held?.waves ?? 0) + 1;
    tx.set(waveRef(callId), { waves, lastWaveAt: now.toISOString(), finished: false, alerted: 0 });
    return { wave: waves, alertedBefore: 0 };
  });
}

/** The wave has alerted everyone it would: the next run waits for the next wave's time. */
export async function finishWave(callId: string): Promise<void> {
  await db().collection(WAVES).doc(callId).set({ finished: true }, { merge: true });
}

export type TellOfCall = (
  tx: Transaction,
  performerId: string,
  user: UserRecord | undefined,
  now: Date,
) => Promise<void>;

/**
 * Alerts the performers of one wave, in one transaction: each is skipped when already alerted of
 * this call or at the weekly cap, and nobody is alerted once the call stopped being open. Answers
 * who was alerted.
 */
export async function recordAlerts(
  callId: string,
  wave: number,
  performerIds: readonly string[],
  { perWeek, now, tell }: { perWeek: number; now: Date; tell: TellOfCall },
): Promise<string[] | undefined> {
  return db().runTransaction(async (tx) => {
    const call = await readCallInTransaction(tx, callId);
    if (call?.status !== 'open') return undefined;
    const reads = await Promise.all(
      performerIds.map(async (uid) => {
        const [alert, ledger, user] = await Promise.all([
          tx.get(alertRef(callId, uid)),
          tx.get(ledgerRef(uid)),
          readUserInTransaction(tx, uid),
        ]);
        return { uid, alerted: alert.exists, recent: withinWeek(ledger.data()?.sentAt ?? [], now), user };
      }),
    );
    countDocumentReads(reads.length * 2);
    const at = now.toISOString();
    const alerted: string[] = [];
    for (const { uid, alerted: already, recent, user } of reads) {
      if (already || recent.length >= perWeek) continue;
      tx.create(alertRef(callId, uid), { callId, performerId: uid, wave, sentAt: at });
      tx.set(ledgerRef(uid), { sentAt: [...recent, at] });
      await tell(tx, uid, user, now);
      alerted.push(uid);
    }
    if (alerted.length > 0)
      tx.set(db().collection(WAVES).doc(callId), { alerted: FieldValue.increment(alerted.length) }, { merge: true });
    return alerted;
  });
}
