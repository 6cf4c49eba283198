/**
 * The payments feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). Commissions: payment intents, the Stripe webhook, invoices, the Admin overview and export.
 */
export { commissionDays } from './commission-days.service';
export { commissionDaysCsv, commissionsCsv } from './commissions-csv';
export { commissionsOverview } from './commissions-overview.service';
export { invoiceTemplate } from './invoice.mail';
export { commissionViewsOf, detachCommissionsFromPerformer, forgetPayStubsOf } from './payments.service';
