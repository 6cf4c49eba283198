/**
 * Pay arrivals (issue 36): the performer's own, by work date; a stub's picture (read by OCR) for its
 * performer and Admins.
 */
import { payStubQuerySchema, recordPayArrivalBodySchema } from '@scenecall/shared';
import { ownAccount } from '../../http/policy';
import { allow, route } from '../../http/route';
import { HOUR_MS, type ThrottleRule } from '../../http/throttle';
import { addPayStub, listPayArrivals, payStubPicture, recordPayArrival } from './pay-arrivals.service';
import { payArrivalOfCaller } from './payments.policy';

/** Each stub is read by OCR (a few seconds of CPU): a performer's uploads are limited. */
export const PAY_STUBS_PER_PERFORMER: ThrottleRule = {
  name: 'pay-stub-performer',
  limit: 30,
  windowMs: HOUR_MS,
  what: 'pay stubs',
};

const ownPayArrivals = allow(['Performer'], { policy: ownAccount });

export const payArrivalRoutes = [
  route({
    method: 'get',
    path: '/performer/pay-arrivals',
    access: ownPayArrivals,
    handler: async ({ target }) => listPayArrivals(target.uid),
  }),
  route({
    method: 'put',
    path: '/performer/pay-arrivals',
    access: ownPayArrivals,
    body: recordPayArrivalBodySchema,
    handler: async ({ target, body }) => recordPayArrival(target.uid, body),
  }),
  route({
    method: 'put',
    path: '/performer/pay-arrivals/stub',
    access: ownPayArrivals,
    query: payStubQuerySchema,
    rawBody: true,
    limits: ({ caller }) => [[PAY_STUBS_PER_PERFORMER, caller.uid]],
    handler: async ({ target, query, req }) =>
      addPayStub(target.uid, query.workDate, req.headers, (req as typeof req & { rawBody?: Buffer }).rawBody),
  }),
  route({
    method: 'get',
    path: '/performer/pay-arrivals/:id/stub',
    access: allow(['Performer', 'Admin'], { policy: payArrivalOfCaller }),
    handler: async ({ caller, target, res }) => {
      const picture = await payStubPicture(caller, target);
      res.set({
        'Content-Type': picture.contentType,
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
      });
      res.status(200).send(picture.bytes);
      return undefined;
    },
  }),
];
