/** Invoice e-mails sent on request: limited per account and per client address (429 with Retry-After). */
import { describe, expect, it } from 'vitest';
import { callApi, clientAddress } from '../../../../tools/testing/api';
import type { TestUser } from '../../../../tools/testing/users';
import { createdIntent, performer } from './payments.test-support';

async function ask(user: TestUser, commissionId: string, from: string) {
  return callApi(`/performer/commissions/${commissionId}/email-invoice`, { method: 'POST', token: user.token, from });
}

/** Asks `times` times for the invoice of an unpaid commission: each answers 409, and each counts. */
async function askTimes(user: TestUser, commissionId: string, from: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let request = 1; request <= times; request += 1) statuses.push((await ask(user, commissionId, from)).status);
  return statuses;
}

describe('invoice e-mail limits', () => {
  it('allows 10 requests an hour per account, then answers 429 with Retry-After', async () => {
    const ada = await performer();
    const { commissionId } = await createdIntent(ada.token);
    expect(new Set(await askTimes(ada, commissionId, clientAddress(), 10))).toEqual(new Set([409]));
    const limited = await ask(ada, commissionId, clientAddress());
    expect(limited.status, limited.text).toBe(429);
    expect(limited.body).toMatchObject({
      error: { code: 'rate-limited', message: 'Too many requests. Please try again in 1 hour.' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('allows 30 requests an hour per address, across accounts', async () => {
    const address = clientAddress();
    const performers = await Promise.all([1, 2, 3, 4].map(() => performer()));
    const commissions = await Promise.all(
      performers.map(async (user) => (await createdIntent(user.token)).commissionId),
    );
    for (const [index, user] of performers.slice(0, 3).entries()) {
      expect(new Set(await askTimes(user, commissions[index]!, address, 10))).toEqual(new Set([409]));
    }
    expect((await ask(performers[3]!, commissions[3]!, address)).status).toBe(429);
    expect((await ask(performers[3]!, commissions[3]!, clientAddress())).status).toBe(409);
  });
});
