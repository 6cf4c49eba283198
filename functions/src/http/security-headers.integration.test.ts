/** Every /api answer carries the security headers: JSON, errors, pictures and PDFs alike. */
import { describe, expect, it } from 'vitest';
import { callApi, type ApiAnswer } from '../../../tools/testing/api';
import {
  confirmCard,
  createdIntent,
  performer,
  SUCCEEDS,
  waitForStatus,
} from '../features/payments/payments.test-support';
import { createPerformer, uploadPicture } from '../features/profile/profile.test-support';
import { API_SECURITY_HEADERS } from './security-headers';

function expectSecurityHeaders(answer: ApiAnswer<unknown>): void {
  expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(answer.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(answer.headers.get(name)).toBe(value);
}

describe('security headers on API answers', () => {
  it('are on a JSON answer', async () => {
    const answer = await callApi('/health');
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer);
  });

  it.each([
    ['401 without a token', '/auth/me'],
    ['404 for an unknown endpoint', '/no-such-endpoint'],
    ['400 for a bad path parameter', '/performer/commissions/a%2Fb/invoice.pdf'],
  ])('are on an error answer (%s)', async (_name, path) => {
    const answer = await callApi(path);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(answer);
  });

  it('are on a picture and on an invoice PDF', async () => {
    const owner = await createPerformer();
    const picture = await callApi(`/cdn/pictures/${await uploadPicture(owner.token, 'profile')}`, {
      token: owner.token,
    });
    expect(picture.headers.get('content-type')).toBe('image/png');
    expectSecurityHeaders(picture);

    const payer = await performer();
    const { commissionId, clientSecret } = await createdIntent(payer.token);
    await confirmCard(clientSecret, SUCCEEDS);
    await waitForStatus(commissionId, 'paid');
    const pdf = await callApi(`/performer/commissions/${commissionId}/invoice.pdf`, { token: payer.token });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expectSecurityHeaders(pdf);
  });
});
