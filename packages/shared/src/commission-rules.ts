/**
 * The commission form's rules that need no schema (spec 1, section 5), apart from the payment
 * schemas (schemas/payment.ts re-exports them): the commissions page uses them without loading zod.
 * When commission is due, and the late penalty: `commission-due.ts`.
 */
export const MAX_WORK_DATES = 31;
/** Stripe's smallest CAD charge: a total below it cannot be paid by card. */
export const MIN_CHARGE_CENTS = 50;
