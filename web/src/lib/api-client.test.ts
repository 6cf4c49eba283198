import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiClientError, configureApiClient } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

describe('the HTTP client', () => {
  it('sends the ID token and maps the server error shape to ApiClientError', async () => {
    const fetchMock = answer(400, { error: { code: 'validation-failed', message: 'Invalid body: tel', fields: [{ field: 'tel', message: 'bad' }] } });
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ tokenProvider: async () => ({ value: 'id-token', early: false }), onUnauthorized: () => undefined });
    const error = await api.post('/auth/register', { tel: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 400, code: 'validation-failed', message: 'Invalid body: tel' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer id-token');
  });

  it('reports a 401 once to the session handler', async () => {
    const onUnauthorized = vi.fn();
    vi.stubGlobal('fetch', answer(401, { error: { code: 'unauthenticated', message: 'Please log in' } }));
    configureApiClient({ tokenProvider: async () => ({ value: 'old', early: false }), onUnauthorized });
    await expect(api.get('/performer/get-user')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('fails as the network, without a request or an ended session, when no token can be had', async () => {
    const onUnauthorized = vi.fn();
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({
      tokenProvider: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      onUnauthorized,
    });
    await expect(api.get('/performer/get-user')).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("asks again with Firebase's token when the server refuses the hint's early one", async () => {
    const onUnauthorized = vi.fn();
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      new Headers(init.headers).get('Authorization') === 'Bearer confirmed'
        ? new Response(JSON.stringify({ ok: true }), { status: 200 })
        : new Response(JSON.stringify({ error: { code: 'unauthenticated', message: 'Please log in' } }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const tokenProvider = vi.fn(async ({ allowEarly }: { allowEarly: boolean }) =>
      allowEarly ? { value: 'from-hint', early: true } : { value: 'confirmed', early: false },
    );
    configureApiClient({ tokenProvider, onUnauthorized });
    await expect(api.post('/performer/bookings/answer', { available: true })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBe('{"available":true}');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the confirmed token is refused too', async () => {
    const onUnauthorized = vi.fn();
    const fetchMock = answer(401, { error: { code: 'unauthenticated', message: 'Please log in' } });
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({
      tokenProvider: async ({ allowEarly }) => ({ value: allowEarly ? 'from-hint' : 'confirmed', early: allowEarly }),
      onUnauthorized,
    });
    await expect(api.get('/performer/bookings')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("turns a network failure into the spec's 'An error occurred'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/config', { anonymous: true })).rejects.toMatchObject({ code: 'network', message: 'An error occurred' });
  });
});
