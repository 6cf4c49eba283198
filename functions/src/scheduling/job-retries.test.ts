import { describe, expect, it } from 'vitest';
import { DeadlinePassedError } from '../lib/within-deadline';
import { backoffMs, JOB_RETRY, withRetries } from './job-retries';

const quick = { attempts: 3, firstBackoffMs: 1, maxBackoffMs: 2 };

describe('a job’s retries', () => {
  it('pauses 1 s, then doubling up to 30 s', () => {
    expect([1, 2, 3, 5, 6, 9].map((attempt) => backoffMs(JOB_RETRY, attempt))).toEqual([
      1_000, 2_000, 4_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('tries again after a stalled dependency, and succeeds', async () => {
    let tries = 0;
    const result = await withRetries(
      'test',
      async () => {
        tries += 1;
        if (tries < 3) throw new DeadlinePassedError('firestore', 5);
        return 'done';
      },
      quick,
    );
    expect({ result, tries }).toEqual({ result: 'done', tries: 3 });
  });

  it('gives up after the last try, and never retries a failure that is not a dependency’s', async () => {
    let tries = 0;
    const stalled = withRetries(
      'test',
      async () => {
        tries += 1;
        throw new DeadlinePassedError('firestore', 5);
      },
      quick,
    );
    await expect(stalled).rejects.toThrow(/no answer within 5 ms/);
    expect(tries).toBe(3);
    tries = 0;
    await expect(
      withRetries(
        'test',
        async () => {
          tries += 1;
          throw new Error('a bug');
        },
        quick,
      ),
    ).rejects.toThrow('a bug');
    expect(tries).toBe(1);
  });
});
