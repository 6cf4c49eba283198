/**
 * The workday (issue 22). Staff record the day on the set screen of a day they may reach
 * (`dayOfCaller`: its Casting owner, or Admin); a performer reads, signs and disputes their own
 * vouchers only (the service checks the voucher is the caller's); the default rate card is Admin's.
 */
import {
  bulkVoucherBodySchema,
  checkInCodeQuerySchema,
  disputeVoucherBodySchema,
  finishDayBodySchema,
  rateCardSchema,
  scanCheckInBodySchema,
  setChangesQuerySchema,
  signVoucherBodySchema,
  voucherEventBodySchema,
} from '@scenecall/shared';
import type { Response } from 'express';
import { allow, route } from '../../http/route';
import { dayOfCaller } from '../projects';
import { bookingOfCaller, voucherOfCaller } from './workday.policy';
import { recordBulkEvents } from './bulk-events.service';
import { checkInByCode, readCheckInCode } from './check-in.service';
import { finishDate } from './finish-date.service';
import { readSetChanges } from './set-changes.service';
import { changeDayRateCard, changeDefaultRateCard, readDayRateCard, readDefaultRateCard } from './rate-cards.service';
import { readVouchersOf } from './performer-vouchers.service';
import { disputeVoucher, readSetScreen, recordVoucherEvent, signVoucher } from './workday.service';

/** Aborts when the client stops waiting for the answer (a long poll it gave up on). */
function clientGone(res: Response): AbortSignal {
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  return gone.signal;
}

const onDay = allow(['Admin', 'Casting'], { policy: dayOfCaller });
const DAY = '/project/:id/days/:dayId';
const performer = allow(['Performer']);
const ownVoucher = allow(['Performer'], { policy: voucherOfCaller });

export const workdayRoutes = [
  route({
    method: 'get',
    path: `${DAY}/set`,
    access: onDay,
    handler: async ({ target }) => readSetScreen(target),
  }),
  route({
    method: 'get',
    path: `${DAY}/set/changes`,
    access: onDay,
    query: setChangesQuerySchema,
    handler: async ({ target, query, res }) => readSetChanges(target, query, clientGone(res)),
  }),
  route({
    method: 'post',
    path: `${DAY}/vouchers/:performerId/events`,
    access: onDay,
    body: voucherEventBodySchema,
    handler: async ({ caller, target, params, body }) =>
      recordVoucherEvent(caller, target, params.performerId ?? '', body),
  }),
  route({
    method: 'post',
    path: `${DAY}/check-ins`,
    access: onDay,
    body: scanCheckInBodySchema,
    handler: async ({ caller, target, body }) => checkInByCode(caller, target, body),
  }),
  route({
    method: 'post',
    path: `${DAY}/vouchers/bulk`,
    access: onDay,
    body: bulkVoucherBodySchema,
    handler: async ({ caller, target, body }) => recordBulkEvents(caller, target, body),
  }),
  route({
    method: 'post',
    path: `${DAY}/finish`,
    access: onDay,
    body: finishDayBodySchema,
    handler: async ({ caller, target, body }) => finishDate(caller, target, body),
  }),
  route({
    method: 'get',
    path: '/performer/bookings/:dayId/check-in-code',
    access: allow(['Performer'], { policy: bookingOfCaller }),
    query: checkInCodeQuerySchema,
    handler: async ({ target, query }) => readCheckInCode(target, query),
  }),
  route({
    method: 'get',
    path: `${DAY}/rate-card`,
    access: onDay,
    handler: async ({ target }) => readDayRateCard(target),
  }),
  route({
    method: 'put',
    path: `${DAY}/rate-card`,
    access: onDay,
    body: rateCardSchema,
    handler: async ({ caller, target, body }) => changeDayRateCard(caller, target, body),
  }),
  route({
    method: 'get',
    path: '/admin/rate-cards/default',
    access: allow(['Admin']),
    handler: async () => readDefaultRateCard(),
  }),
  route({
    method: 'put',
    path: '/admin/rate-cards/default',
    access: allow(['Admin']),
    body: rateCardSchema,
    handler: async ({ caller, body }) => changeDefaultRateCard(caller, body),
  }),
  route({
    method: 'get',
    path: '/performer/vouchers',
    access: performer,
    handler: async ({ caller }) => ({ vouchers: await readVouchersOf(caller.uid) }),
  }),
  route({
    method: 'post',
    path: '/performer/vouchers/:voucherId/sign',
    access: ownVoucher,
    body: signVoucherBodySchema,
    handler: async ({ target, body, req }) =>
      signVoucher(target, body, String(req.get('user-agent') ?? '').slice(0, 300)),
  }),
  route({
    method: 'post',
    path: '/performer/vouchers/:voucherId/dispute',
    access: ownVoucher,
    body: disputeVoucherBodySchema,
    handler: async ({ target, body }) => disputeVoucher(target, body),
  }),
];
