import type { HealthReport } from '@scenecall/shared';
import { roundTripFirestore, roundTripStorage } from './health.repository';

type Dependency = HealthReport['dependencies']['firestore'];

async function probe(roundTrip: (stamp: string) => Promise<string | undefined>): Promise<Dependency> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const started = performance.now();
  try {
    const read = await roundTrip(stamp);
    const latencyMs = Math.round(performance.now() - started);
    if (read !== stamp) return { status: 'down', latencyMs, message: 'Read back a different value' };
    return { status: 'ok', latencyMs };
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started);
    return { status: 'down', latencyMs, message: error instanceof Error ? error.message : 'Unreachable' };
  }
}

export async function checkHealth(): Promise<HealthReport> {
  const [firestore, storage] = await Promise.all([probe(roundTripFirestore), probe(roundTripStorage)]);
  const status = firestore.status === 'ok' && storage.status === 'ok' ? 'ok' : 'down';
  return { status, checkedAt: new Date().toISOString(), dependencies: { firestore, storage } };
}
