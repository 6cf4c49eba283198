import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentIntent } from './api';

const intent = () =>
  new Response(JSON.stringify({ clientSecret: 'pi_1_secret_2', commissionId: 'c1' }), { status: 200 });
const body = { production: 'Harbour Lights', dates: ['2026-11-20'], amount: 250, rate: 10 };

afterEach(() => vi.unstubAllGlobals());

describe('the payment’s Idempotency-Key', () => {
  it('is the same for Pay now pressed again on the same form, and another for another payment', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => intent());
    vi.stubGlobal('fetch', fetchMock);
    await createPaymentIntent(body);
    await createPaymentIntent({ ...body });
    await createPaymentIntent({ ...body, amount: 251 });
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^commission-[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
