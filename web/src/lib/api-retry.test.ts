import { BUSY_MESSAGES } from '@scenecall/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from './api-client';
import { useRetryStatus } from './api-retry';

const busy = () =>
  new Response(JSON.stringify({ error: { code: 'unavailable', message: BUSY_MESSAGES.mayHaveSaved } }), {
    status: 503,
    headers: { 'Retry-After': '1' },
  });
const saved = () => new Response(JSON.stringify({ sent: true }), { status: 200 });

beforeEach(() => {
  vi.useFakeTimers();
  configureApiClient({ tokenProvider: async () => ({ value: 'id-token', early: false }), onUnauthorized: () => undefined });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('trying again when the API is busy', () => {
  it('retries a write on 503 with the same Idempotency-Key, saying "Trying again…" meanwhile', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(busy()).mockResolvedValueOnce(saved());
    vi.stubGlobal('fetch', fetchMock);
    const sending = api.post('/performer/support', { subject: 'a', message: 'b' });
    await vi.advanceTimersByTimeAsync(0);
    expect(useRetryStatus.getState().retrying).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(sending).resolves.toEqual({ sent: true });
    expect(useRetryStatus.getState().retrying).toBe(0);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up after three tries with the server’s words, well within 15 s', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => busy());
    vi.stubGlobal('fetch', fetchMock);
    const reading = api.get('/performer/get-user').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await reading).toMatchObject({ status: 503, code: 'unavailable', message: BUSY_MESSAGES.mayHaveSaved });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries a read after a network failure, and never a 4xx', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: { code: 'not-found', message: 'No' } }), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const reading = api.get('/performer/get-user').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await reading).toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Idempotency-Key')).toBeNull();
  });
});
