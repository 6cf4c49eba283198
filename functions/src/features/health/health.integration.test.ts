import { describe, expect, it } from 'vitest';
import type { HealthReport } from '@scenecall/shared';
import { callApi } from '../../../../tools/testing/api';
import { duringFirestoreFault } from '../../../../tools/testing/faults';
import { adminDb } from '../../../../tools/testing/users';
import { HEALTH_CHECK_DEADLINE_MS, HEALTH_SLOW_AFTER_MS } from '../../http/deadlines';

/** The checks' deadline, plus room for a loaded machine's proxies: never the minute a stall lasts. */
const ANSWERED_WITHIN_MS = HEALTH_CHECK_DEADLINE_MS.firestore + 7_000;

/**
 * Up, as this machine can promise it: a dependency that answered is `ok`, or `slow` when the
 * machine's load made it answer after the slow mark (health.service.test.ts pins the marks).
 */
const UP = ['ok', 'slow'];
const expectedState = (latencyMs: number) => (latencyMs > HEALTH_SLOW_AFTER_MS ? 'slow' : 'ok');

describe('GET /api/health', () => {
  it('writes and reads Firestore and Storage, asks Auth and the third parties, and reports each up', async () => {
    const answer = await callApi<HealthReport>('/health');
    expect(answer.status).toBe(200);
    expect(UP).toContain(answer.body.status);
    const { dependencies } = answer.body;
    for (const name of ['firestore', 'storage', 'auth', 'stripe', 'smtp', 'sms'] as const) {
      const dependency = dependencies[name];
      if (!dependency) throw new Error(`${name} is missing from the report`);
      const { status, latencyMs } = dependency;
      expect(latencyMs, name).toBeLessThan(HEALTH_CHECK_DEADLINE_MS[name]);
      expect(status, name).toBe(expectedState(latencyMs));
    }
  });

  it('reports up to checks that run at the same time, and leaves no probe behind', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => callApi<HealthReport>('/health')));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(UP).toContain(answer.body.status);
    }
    const probes = await adminDb().collection('_system').get();
    expect(probes.docs.map((doc) => doc.id).filter((id) => id.startsWith('health-'))).toEqual([]);
  });

  it('answers an unknown endpoint with 404 and the error shape, not a stack', async () => {
    const answer = await callApi<{ error: { code: string; message: string } }>('/no-such-endpoint');
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not-found');
    expect(answer.text).not.toContain('at ');
  });

  it('says Firestore is down within its deadline while it stalls, the others still OK, and OK after', async () => {
    // Only the health probes' documents stall, so other files' requests go on.
    const { answer, ms } = await duringFirestoreFault({ mode: 'stall', match: '/_system/health-' }, async () => {
      const started = Date.now();
      const during = await callApi<HealthReport>('/health');
      return { answer: during, ms: Date.now() - started };
    });
    expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
    expect(answer.status).toBe(503);
    expect(answer.body.status).toBe('down');
    expect(answer.body.dependencies.firestore).toMatchObject({
      status: 'down',
      deadlineMs: HEALTH_CHECK_DEADLINE_MS.firestore,
      message: `No answer within ${HEALTH_CHECK_DEADLINE_MS.firestore} ms`,
    });
    expect(UP).toContain(answer.body.dependencies.storage.status);
    expect(UP).toContain(answer.body.dependencies.auth.status);

    const after = await callApi<HealthReport>('/health');
    expect(after.status).toBe(200);
    expect(UP).toContain(after.body.dependencies.firestore.status);
  });
});
