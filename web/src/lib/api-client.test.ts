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
    configureApiClient({ tokenProvider: async () => 'id-token', onUnauthorized: () => undefined });
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
    configureApiClient({ tokenProvider: async () => 'old', onUnauthorized });
    await expect(api.get('/performer/get-user')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("turns a network failure into the spec's 'An error occurred'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/config', { anonymous: true })).rejects.toMatchObject({ code: 'network', message: 'An error occurred' });
  });
});
