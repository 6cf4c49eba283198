/**
 * The booking loop's public endpoints are rate limited (booking-limits.ts): one-click pages per
 * client address, a calendar feed per feed; every refusal is the same 429 with Retry-After.
 */
import { randomBytes } from 'node:crypto';
import type { CalendarFeedAnswer } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi, clientAddress, type ApiAnswer } from '../../../../tools/testing/api';
import { createTestUser } from '../../../../tools/testing/users';
import { FEED_MISSES_PER_IP, FEED_READS_PER_FEED, LINK_ANSWERS_PER_IP, LINK_VIEWS_PER_IP } from './booking-limits';

type Refusal = ApiAnswer<{ error?: { code: string; message: string } }>;
const unknownToken = () => randomBytes(32).toString('base64url');

/** Calls `times` times one after another (the counters are per window, order does not matter). */
async function statusesOf(times: number, call: () => Promise<ApiAnswer>): Promise<Set<number>> {
  const statuses = new Set<number>();
  for (let index = 0; index < times; index += 1) statuses.add((await call()).status);
  return statuses;
}

function expectRateLimited(answer: Refusal, message: string): void {
  expect(answer.status, answer.text).toBe(429);
  expect(answer.body.error).toMatchObject({ code: 'rate-limited', message });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('rate limits of the booking links and the calendar feed', () => {
  it(`lets one address open ${LINK_VIEWS_PER_IP.limit} request pages an hour, then answers 429`, async () => {
    const address = clientAddress();
    const view = (from: string) => callApi(`/booking-link?token=${unknownToken()}`, { from }) as Promise<Refusal>;
    expect(await statusesOf(LINK_VIEWS_PER_IP.limit, () => view(address))).toEqual(new Set([404]));
    expectRateLimited(await view(address), 'Too many requests. Please try again in 1 hour.');
    expect((await view(clientAddress())).status).toBe(404);
  });

  it(`lets one address give ${LINK_ANSWERS_PER_IP.limit} answers by link an hour, then answers 429`, async () => {
    const address = clientAddress();
    const answer = (from: string) =>
      callApi('/booking-link/answer', {
        method: 'POST',
        body: { token: unknownToken(), available: true },
        from,
      }) as Promise<Refusal>;
    expect(await statusesOf(LINK_ANSWERS_PER_IP.limit, () => answer(address))).toEqual(new Set([404]));
    expectRateLimited(await answer(address), 'Too many answers. Please try again in 1 hour.');
    expect((await answer(clientAddress())).status).toBe(404);
  });

  it(`serves one calendar feed ${FEED_READS_PER_FEED.limit} times an hour, from any address; other feeds go on`, async () => {
    const [performer, neighbour] = await Promise.all([
      createTestUser({ role: 'Performer' }),
      createTestUser({ role: 'Performer' }),
    ]);
    const feedPath = async (token: string) => {
      const feed = await callApi<CalendarFeedAnswer>('/performer/calendar-feed', { method: 'POST', token });
      expect(feed.status, feed.text).toBe(200);
      return new URL(feed.body.url).pathname.replace(/^\/api/, '');
    };
    const [mine, theirs] = [await feedPath(performer.token), await feedPath(neighbour.token)];
    const read = (path: string) => callApi(path, { from: clientAddress() }) as Promise<Refusal>;
    expect(await statusesOf(FEED_READS_PER_FEED.limit, () => read(mine))).toEqual(new Set([200]));
    expectRateLimited(await read(mine), 'Too many requests. Please try again in 1 hour.');
    expect((await read(theirs)).status).toBe(200);
  });

  it(`lets one address guess ${FEED_MISSES_PER_IP.limit} feed addresses an hour, then refuses it every feed`, async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const feed = await callApi<CalendarFeedAnswer>('/performer/calendar-feed', {
      method: 'POST',
      token: performer.token,
    });
    const real = new URL(feed.body.url).pathname.replace(/^\/api/, '');
    const address = clientAddress();
    const guess = () => callApi(`/calendar-feed/${unknownToken()}`, { from: address }) as Promise<Refusal>;
    expect(await statusesOf(FEED_MISSES_PER_IP.limit - 1, guess)).toEqual(new Set([404]));
    expectRateLimited(await guess(), 'Too many requests. Please try again in 1 hour.');
    expectRateLimited(
      (await callApi(real, { from: address })) as Refusal,
      'Too many requests. Please try again in 1 hour.',
    );
    expect((await callApi(real, { from: clientAddress() })).status).toBe(200);
    expect((await guess()).status).toBe(429);
  });
});
