import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEALTH_CHECK_DEADLINE_MS, HEALTH_SLOW_AFTER_MS } from '../../http/deadlines';
import { probe } from './health.service';

const answeringAfter = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('a dependency probe', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  const probed = async (answersAfterMs: number) => {
    const report = probe('firestore', answeringAfter(answersAfterMs));
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_DEADLINE_MS.firestore + 1);
    return report;
  };

  it('is ok when it answers within the slow mark', async () => {
    expect(await probed(HEALTH_SLOW_AFTER_MS)).toMatchObject({ status: 'ok', latencyMs: HEALTH_SLOW_AFTER_MS });
  });

  it('is slow when it answers after the slow mark but within its deadline', async () => {
    expect(await probed(HEALTH_SLOW_AFTER_MS + 1)).toMatchObject({ status: 'slow' });
  });

  it('is down, with the deadline in its message, when it does not answer in time', async () => {
    const deadlineMs = HEALTH_CHECK_DEADLINE_MS.firestore;
    expect(await probed(deadlineMs + 1_000)).toMatchObject({
      status: 'down',
      message: `No answer within ${deadlineMs} ms`,
    });
  });

  it('is down when the check fails', async () => {
    const report = await probe('firestore', () => Promise.reject(new Error('refused')));
    expect(report).toMatchObject({ status: 'down', message: 'Failed: could not be reached' });
  });
});
