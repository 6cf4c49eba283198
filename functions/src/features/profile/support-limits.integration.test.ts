/** Support messages e-mail the agency: limited per account and per client address (429 with Retry-After). */
import { describe, expect, it } from 'vitest';
import { callApi, clientAddress } from '../../../../tools/testing/api';
import type { TestUser } from '../../../../tools/testing/users';
import { createPerformer } from './profile.test-support';

const send = (user: TestUser, from: string) =>
  callApi<{ error?: { code: string; message: string } }>('/performer/support', {
    method: 'POST',
    token: user.token,
    body: { subject: 'Parking', message: 'Where do we park on Friday?' },
    from,
  });

async function sendTimes(user: TestUser, from: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let message = 1; message <= times; message += 1) statuses.push((await send(user, from)).status);
  return statuses;
}

describe('support message limits', () => {
  it('allows 5 messages an hour per account, then answers 429 with Retry-After', async () => {
    const [user, neighbour] = [await createPerformer(), await createPerformer()];
    const address = clientAddress();
    expect(await sendTimes(user, address, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await send(user, clientAddress());
    expect(limited.status, limited.text).toBe(429);
    expect(limited.body.error).toMatchObject({
      code: 'rate-limited',
      message: 'Too many messages. Please try again in 1 hour.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await send(neighbour, address)).status).toBe(200);
  });

  it('allows 20 messages an hour per address, across accounts', async () => {
    const address = clientAddress();
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => createPerformer()));
    for (const user of users.slice(0, 4)) expect(await sendTimes(user, address, 5)).toEqual([200, 200, 200, 200, 200]);
    expect((await send(users[4]!, address)).status).toBe(429);
    expect((await send(users[4]!, clientAddress())).status).toBe(200);
  });
});
