/** The checks of the commission classes' settings (commission-rate.ts holds the values and rules). */
import { z } from 'zod';
import {
  COMMISSION_CLASS_IDS,
  MAX_COMMISSION_PERCENT,
  MIN_COMMISSION_PERCENT,
  type CommissionRateTable,
  type ProjectCommission,
} from './commission-rate';

export const commissionPercentSchema = z
  .number({ error: 'Enter the rate as a whole percent' })
  .int('Enter the rate as a whole percent')
  .min(MIN_COMMISSION_PERCENT, `The rate is at least ${MIN_COMMISSION_PERCENT} %`)
  .max(MAX_COMMISSION_PERCENT, `The rate is at most ${MAX_COMMISSION_PERCENT} %`);

/** GET/PUT /admin/commission-rates: the percent of each class (whole percents). */
export const commissionRateTableSchema = z.strictObject({
  percents: z.strictObject({
    'non-union': commissionPercentSchema,
    aabp: commissionPercentSchema,
    'actra-apprentice': commissionPercentSchema,
    'actra-full': commissionPercentSchema,
    'actor-sse-upgrade': commissionPercentSchema,
  }),
}) satisfies z.ZodType<CommissionRateTable>;

/** PUT /project/{id}/commission: the project's class (null: each performer's union status) and its own rate for SSE, Credit, Principal and Upgrade roles (null: the table's). */
export const projectCommissionSchema = z.strictObject({
  classId: z.enum(COMMISSION_CLASS_IDS, { error: 'Choose a commission class' }).nullable(),
  featuredRolePercent: commissionPercentSchema.nullable(),
}) satisfies z.ZodType<ProjectCommission>;
