/**
 * /api/health (issue 41): each dependency is checked at once with a deadline of its own
 * (`HEALTH_CHECK_DEADLINE_MS`, http/deadlines.ts), so a stalled one reports `down` within it while
 * the others still report. Firestore, Storage and Auth on every report; Stripe, SMTP and SMS at most
 * every `HEALTH_THIRD_PARTY_EVERY_MS` per instance (the endpoint is public; their answer is kept).
 */
import { overallHealth, type DependencyHealth, type HealthDependency, type HealthReport } from '@scenecall/shared';
import { HEALTH_CHECK_DEADLINE_MS, HEALTH_SLOW_AFTER_MS, HEALTH_THIRD_PARTY_EVERY_MS } from '../../http/deadlines';
import { DeadlinePassedError, withinDeadline } from '../../lib/within-deadline';
import { askAuth, roundTripFirestore, roundTripStorage } from './health.repository';
import { askSms, askSmtp, askStripe } from './third-parties';

type Check = (stamp: string, signal: AbortSignal) => Promise<unknown>;

const newStamp = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Reads back the stamp it wrote, or fails. */
const roundTrip =
  (trip: (stamp: string) => Promise<string | undefined>): Check =>
  async (stamp) => {
    if ((await trip(stamp)) !== stamp) throw new Error('Read back a different value');
  };

const CHECKS: Record<HealthDependency, Check> = {
  firestore: roundTrip(roundTripFirestore),
  storage: roundTrip(roundTripStorage),
  auth: () => askAuth(),
  stripe: (_stamp, signal) => askStripe(signal),
  smtp: () => askSmtp(),
  sms: (_stamp, signal) => askSms(signal),
};

/** One dependency's state and latency, never longer than its deadline. */
export async function probe(name: HealthDependency, check: Check = CHECKS[name]): Promise<DependencyHealth> {
  const deadlineMs = HEALTH_CHECK_DEADLINE_MS[name];
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const abort = new AbortController();
  try {
    await withinDeadline(deadlineMs, name, () => check(newStamp(), abort.signal));
    const latencyMs = elapsed();
    return { status: latencyMs > HEALTH_SLOW_AFTER_MS ? 'slow' : 'ok', latencyMs, deadlineMs };
  } catch (error) {
    abort.abort();
    const message =
      error instanceof DeadlinePassedError ? `No answer within ${deadlineMs} ms` : 'Failed: could not be reached';
    return { status: 'down', latencyMs: elapsed(), deadlineMs, message };
  }
}

interface Kept {
  at: number;
  report: Promise<DependencyHealth>;
}
const thirdParties = new Map<HealthDependency, Kept>();

/** A third party's last check when younger than the interval, else a new one. */
function thirdParty(name: 'stripe' | 'smtp' | 'sms'): Promise<DependencyHealth> {
  const kept = thirdParties.get(name);
  if (kept && Date.now() - kept.at < HEALTH_THIRD_PARTY_EVERY_MS) return kept.report;
  const report = probe(name);
  thirdParties.set(name, { at: Date.now(), report });
  return report;
}

let inFlight: Promise<HealthReport> | undefined;

/** Requests arriving while a report is being made share it: a burst of checks costs one round trip each. */
export function checkHealth(): Promise<HealthReport> {
  inFlight ??= makeReport().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function makeReport(): Promise<HealthReport> {
  const [firestore, storage, auth, stripe, smtp, sms] = await Promise.all([
    probe('firestore'),
    probe('storage'),
    probe('auth'),
    thirdParty('stripe'),
    thirdParty('smtp'),
    thirdParty('sms'),
  ]);
  const dependencies = { firestore, storage, auth, stripe, smtp, sms };
  const status = overallHealth(Object.values(dependencies).map((dependency) => dependency.status));
  return { status, checkedAt: new Date().toISOString(), dependencies };
}
