/** The agreement's commission table, an Admin setting (issue 36). */
import { commissionRateTableSchema } from '@scenecall/shared';
import { allow, route } from '../../http/route';
import { changeCommissionRates, readCommissionRates } from './commission-rate.service';

export const commissionRateRoutes = [
  route({
    method: 'get',
    path: '/admin/commission-rates',
    access: allow(['Admin']),
    handler: async () => readCommissionRates(),
  }),
  route({
    method: 'put',
    path: '/admin/commission-rates',
    access: allow(['Admin']),
    body: commissionRateTableSchema,
    handler: async ({ caller, body }) => changeCommissionRates(caller, body),
  }),
];
