import { describe, expect, it } from 'vitest';
import type { HealthReport } from '@scenecall/shared';
import { callApi } from '../../../../tools/testing/api';

describe('GET /api/health', () => {
  it('writes and reads Firestore and Storage and reports both OK', async () => {
    const answer = await callApi<HealthReport>('/health');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ok');
    expect(answer.body.dependencies.firestore.status).toBe('ok');
    expect(answer.body.dependencies.storage.status).toBe('ok');
  });

  it('answers an unknown endpoint with 404 and the error shape, not a stack', async () => {
    const answer = await callApi<{ error: { code: string; message: string } }>('/no-such-endpoint');
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not-found');
    expect(answer.text).not.toContain('at ');
  });
});
