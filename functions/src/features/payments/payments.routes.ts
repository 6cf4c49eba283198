import { createPaymentIntentBodySchema, IDEMPOTENCY_HEADER } from '@scenecall/shared';
import type { Request } from 'express';
import { ApiError } from '../../http/api-error';
import { allow, PUBLIC, route } from '../../http/route';
import { invoiceFileName, invoiceFor } from './invoice-mail';
import { renderInvoicePdf } from './invoice-pdf';
import {
  commissionHistory,
  createPaymentIntent,
  emailInvoiceOnRequest,
  ownedCommission,
  refreshCommission,
} from './payments.service';
import { handleStripeWebhook } from './stripe-webhook.service';

const performer = allow(['Performer'], { owner: true });

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
    method: 'get',
    path: '/performer/commissions',
    access: performer,
    handler: async ({ caller, res }) => {
      res.set('Cache-Control', 'no-store');
      return commissionHistory(caller);
    },
  }),
  route({
    method: 'post',
    path: '/performer/commissions/:id/refresh',
    access: performer,
    handler: async ({ caller, params }) => refreshCommission(caller, params.id!),
  }),
  route({
    method: 'post',
    path: '/performer/commissions/:id/email-invoice',
    access: performer,
    handler: async ({ caller, params }) => emailInvoiceOnRequest(caller, params.id!),
  }),
  route({
    method: 'get',
    path: '/performer/commissions/:id/invoice.pdf',
    access: allow(['Performer', 'Admin'], { owner: true }),
    handler: async ({ caller, params, res }) => {
      const record = await ownedCommission(caller, params.id!);
      if (!record.invoiceNumber) throw new ApiError('conflict', 'The invoice is ready once the payment is confirmed');
      const invoice = await invoiceFor(params.id!);
      const pdf = await renderInvoicePdf(invoice);
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
        'Cache-Control': 'private, no-store',
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
