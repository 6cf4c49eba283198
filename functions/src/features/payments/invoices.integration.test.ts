import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { waitForMail } from '../../../../tools/testing/mail';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import {
  commissionRecord,
  confirmCard,
  createdIntent,
  daysAgo,
  history,
  paymentBody,
  performer,
  SUCCEEDS,
  waitForStatus,
} from './payments.test-support';

describe('invoices, late penalty and the server-side refresh', () => {
  let ada: TestUser;
  beforeAll(async () => {
    ada = await performer();
  });

  it('records the $25 penalty when paid after it was due (no pay date: 4 weeks + 14 days after the shoot) and shows it on the invoice', async () => {
    const { commissionId, clientSecret } = await createdIntent(
      ada.token,
      paymentBody({ dates: [daysAgo(43), daysAgo(15)], amount: 300, rate: 10 }),
    );
    await confirmCard(clientSecret, SUCCEEDS);
    const paid = await waitForStatus(commissionId, 'paid');
    expect(paid.penaltyCents).toBe(2500);
    expect(paid.totalCents).toBe(3390);
    const mail = await waitForMail(ada.email, new RegExp(`Your invoice ${paid.invoiceNumber}`));
    expect(mail.text).toContain('Late commission penalty: $25.00 recorded');
    expect(mail.text).toContain('Total paid: $33.90');
    expect(mail.text).toMatch(/Commission due: .* \(no pay date recorded: 4 weeks \+ 14 days after the shoot\)/);
    expect(mail.text).toContain('Billed to: Ada Lovelace');
  });

  it('records no penalty when paid on the due date (6 weeks after the shoot, no pay date recorded)', async () => {
    const { commissionId, clientSecret } = await createdIntent(ada.token, paymentBody({ dates: [daysAgo(42)] }));
    await confirmCard(clientSecret, SUCCEEDS);
    expect((await waitForStatus(commissionId, 'paid')).penaltyCents).toBe(0);
  });

  it('serves the invoice PDF to its owner and an admin only', async () => {
    const { commissionId, clientSecret } = await createdIntent(ada.token);
    const path = `/performer/commissions/${commissionId}/invoice.pdf`;
    expect((await callApi(path, { token: ada.token })).status).toBe(409);
    await confirmCard(clientSecret, SUCCEEDS);
    const paid = await waitForStatus(commissionId, 'paid');

    const response = await fetch(`${process.env.STACK_WEB_URL}/api${path}`, {
      headers: { Authorization: `Bearer ${ada.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`${paid.invoiceNumber}.pdf`);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const other = await performer();
    expect((await callApi(path, { token: other.token })).status).toBe(404);
    const admin = await createTestUser({ role: 'Admin' });
    expect((await callApi(path, { token: admin.token })).status).toBe(200);
  });

  it('e-mails the invoice again on request, only for the owner and only once paid', async () => {
    const { commissionId, clientSecret } = await createdIntent(ada.token);
    const path = `/performer/commissions/${commissionId}/email-invoice`;
    expect((await callApi(path, { method: 'POST', token: ada.token })).status).toBe(409);
    await confirmCard(clientSecret, SUCCEEDS);
    const paid = await waitForStatus(commissionId, 'paid');
    const other = await performer();
    expect((await callApi(path, { method: 'POST', token: other.token })).status).toBe(404);
    const answer = await callApi<{ invoiceNumber: string }>(path, { method: 'POST', token: ada.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.invoiceNumber).toBe(paid.invoiceNumber);
    await waitForMail(ada.email, new RegExp(`Your invoice ${paid.invoiceNumber}`));
  });

  it('refresh reads the intent from Stripe and never takes the browser’s word', async () => {
    const { commissionId, clientSecret } = await createdIntent(ada.token);
    const path = `/performer/commissions/${commissionId}/refresh`;
    const pending = await callApi<{ status: string }>(path, { method: 'POST', token: ada.token });
    expect(pending.body.status).toBe('pending');
    // A body claiming success is refused outright.
    expect((await callApi(path, { method: 'POST', token: ada.token, body: { status: 'paid' } })).status).toBe(400);
    await confirmCard(clientSecret, SUCCEEDS);
    const refreshed = await callApi<{ status: string; invoiceNumber: string }>(path, {
      method: 'POST',
      token: ada.token,
    });
    expect(refreshed.body.status).toBe('paid');
    expect(refreshed.body.invoiceNumber).toMatch(/^INV-/);
    expect((await commissionRecord(commissionId)).status).toBe('paid');
    const listed = (await history(ada.token)).body.commissions.find((commission) => commission.id === commissionId);
    expect(listed?.status).toBe('paid');
  });
});
