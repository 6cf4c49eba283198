import { createPaymentIntentBodySchema, IDEMPOTENCY_HEADER, payPenaltiesBodySchema } from '@scenecall/shared';
import type { Request } from 'express';
import { ApiError } from '../../http/api-error';
import { ownAccount } from '../../http/policy';
import { allow, PUBLIC, route } from '../../http/route';
import { HOUR_MS, type ThrottleRule } from '../../http/throttle';
import { invoiceFileName, invoiceFor } from './invoice-mail';
import { renderInvoicePdf } from './invoice-pdf';
import {
  commissionHistory,
  createPaymentIntent,
  emailInvoiceOnRequest,
  payPenalties,
  refreshCommission,
} from './payments.service';
import { commissionOfCaller } from './payments.policy';
import { handleStripeWebhook } from './stripe-webhook.service';

const ownCommissions = allow(['Performer'], { policy: ownAccount });
const commissionOfPerformer = allow(['Performer'], { policy: commissionOfCaller });

/** Invoice e-mails sent on request: per account, and per address. */
export const INVOICE_EMAIL_PER_ACCOUNT: ThrottleRule = {
  name: 'invoice-mail-account',
  limit: 10,
  windowMs: HOUR_MS,
  what: 'requests',
};
export const INVOICE_EMAIL_PER_IP: ThrottleRule = {
  name: 'invoice-mail-ip',
  limit: 30,
  windowMs: HOUR_MS,
  what: 'requests',
};

export const paymentRoutes = [
  route({
    method: 'post',
    path: '/performer/stripe/create-payment-intent',
    access: allow(['Performer']),
    body: createPaymentIntentBodySchema,
    handler: async ({ caller, body, req }) =>
      createPaymentIntent(caller, body, req.header(IDEMPOTENCY_HEADER) ?? undefined),
  }),
  route({
    method: 'post',
    path: '/performer/stripe/pay-penalties',
    access: allow(['Performer']),
    body: payPenaltiesBodySchema,
    handler: async ({ caller, body, req }) => payPenalties(caller, body, req.header(IDEMPOTENCY_HEADER) ?? undefined),
  }),
  route({
    method: 'get',
    path: '/performer/commissions',
    access: ownCommissions,
    handler: async ({ target }) => commissionHistory(target.uid),
  }),
  route({
    method: 'post',
    path: '/performer/commissions/:id/refresh',
    access: commissionOfPerformer,
    handler: async ({ target }) => refreshCommission(target),
  }),
  route({
    method: 'post',
    path: '/performer/commissions/:id/email-invoice',
    access: commissionOfPerformer,
    limits: ({ caller, ip }) => [
      [INVOICE_EMAIL_PER_ACCOUNT, caller.uid],
      [INVOICE_EMAIL_PER_IP, ip],
    ],
    handler: async ({ target }) => emailInvoiceOnRequest(target),
  }),
  route({
    method: 'get',
    path: '/performer/commissions/:id/invoice.pdf',
    access: allow(['Performer', 'Admin'], { policy: commissionOfCaller }),
    handler: async ({ target, res }) => {
      if (!target.record.invoiceNumber) {
        throw new ApiError('conflict', 'The invoice is ready once the payment is confirmed');
      }
      const invoice = await invoiceFor(target.id);
      const pdf = await renderInvoicePdf(invoice);
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
      });
      res.send(pdf);
      return undefined;
    },
  }),
  route({
    method: 'post',
    path: '/stripe/webhook',
    access: PUBLIC,
    rawBody: true,
    handler: async ({ req }) =>
      handleStripeWebhook((req as Request & { rawBody?: Buffer }).rawBody, req.header('stripe-signature') ?? undefined),
  }),
];
