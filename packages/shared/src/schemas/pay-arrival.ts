/**
 * Pay arrival (issue 36): for each work date the performer records when the pay for it arrived (a
 * Toronto date, not in the future, not before the work date) and, optionally, the gross on the pay
 * stub. The late-commission clock counts from it (`commission-due.ts`). A stub's picture may be read
 * by OCR; what was read is only a suggestion until the performer confirms it with this body.
 */
import { z } from 'zod';
import { agencyToday } from '../dates';
import { MAX_GROSS_DOLLARS } from './payment';
import { calendarDateSchema } from './common';

export const PAY_ARRIVALS_COLLECTION = 'payArrivals';

const notFuture = (date: string) => date <= agencyToday();

/** Body of PUT /api/performer/pay-arrivals: records (or corrects) one work date's pay arrival. */
export const recordPayArrivalBodySchema = z
  .strictObject({
    workDate: calendarDateSchema.refine(notFuture, { message: 'The work date cannot be in the future' }),
    payArrivedOn: calendarDateSchema.refine(notFuture, { message: 'The pay cannot have arrived in the future' }),
    /** The gross on the pay stub, in cents, as the performer confirmed it; absent: the voucher's gross counts. */
    stubGrossCents: z
      .number({ error: 'The gross must be a number' })
      .int({ message: 'The gross is in whole cents' })
      .positive({ message: 'The gross must be greater than 0' })
      .max(MAX_GROSS_DOLLARS * 100, { message: `The gross is at most $${MAX_GROSS_DOLLARS.toLocaleString('en-CA')}` })
      .nullable()
      .optional(),
  })
  .refine((body) => body.payArrivedOn >= body.workDate, {
    message: 'The pay cannot arrive before the work date',
    path: ['payArrivedOn'],
  });
export type RecordPayArrivalBody = z.infer<typeof recordPayArrivalBodySchema>;

/** Query of PUT /api/performer/pay-arrivals/stub: the work date the stub's picture is for. */
export const payStubQuerySchema = z.strictObject({
  workDate: calendarDateSchema.refine(notFuture, { message: 'The work date cannot be in the future' }),
});

/** What OCR read on a pay stub; null where it could not read a figure with confidence. */
export interface PayStubReading {
  grossCents: number | null;
  payDate: string | null;
}

/** One work date's pay arrival as the performer (and an Admin) sees it. */
export interface PayArrivalView {
  id: string;
  workDate: string;
  /** Null while only a stub picture was given and nothing is confirmed yet. */
  payArrivedOn: string | null;
  /** The confirmed gross on the stub (the commission's basis), or null. */
  stubGrossCents: number | null;
  hasStub: boolean;
  /** What OCR read on the stub, shown beside it for the performer to confirm or correct. */
  reading: PayStubReading | null;
  /** The commission's due date for this work date and what it counts from (`commissionDueOf`). */
  dueOn: string;
  dueBasis: 'pay-arrived' | 'expected-pay';
}

export interface PayArrivalsAnswer {
  payArrivals: PayArrivalView[];
}
