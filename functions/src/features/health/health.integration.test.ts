import { describe, expect, it } from 'vitest';
import type { HealthReport } from '@scenecall/shared';
import { callApi } from '../../../../tools/testing/api';
import { adminDb } from '../../../../tools/testing/users';

describe('GET /api/health', () => {
  it('writes and reads Firestore and Storage and reports both OK', async () => {
    const answer = await callApi<HealthReport>('/health');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ok');
    expect(answer.body.dependencies.firestore.status).toBe('ok');
    expect(answer.body.dependencies.storage.status).toBe('ok');
  });

  it('reports OK to checks that run at the same time, and leaves no probe behind', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => callApi<HealthReport>('/health')));
    expect(answers.map((answer) => answer.body.status)).toEqual(['ok', 'ok', 'ok']);
    const probes = await adminDb().collection('_system').get();
    expect(probes.docs.map((doc) => doc.id).filter((id) => id.startsWith('health-'))).toEqual([]);
  });

  it('answers an unknown endpoint with 404 and the error shape, not a stack', async () => {
    const answer = await callApi<{ error: { code: string; message: string } }>('/no-such-endpoint');
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not-found');
    expect(answer.text).not.toContain('at ');
  });
});
