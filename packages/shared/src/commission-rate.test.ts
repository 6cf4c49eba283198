import { describe, expect, it } from 'vitest';
import { commissionRateFor, DEFAULT_COMMISSION_RATE_TABLE as table, singleRateOf } from './commission-rate';
import { commissionRateTableSchema, projectCommissionSchema } from './commission-rate-schemas';
import { roleInputSchema } from './schemas/production';

const plainRole = { isSSE: false };
const sseRole = { isSSE: true };

describe('commissionRateFor: the rate of a day worked through the platform', () => {
  it.each([
    ['Non-Union', 10, 'non-union', 'Non-Union: 10 %'],
    ['AABP', 10, 'aabp', 'AABP: 10 %'],
    ['ACTRA Apprentice', 15, 'actra-apprentice', 'ACTRA Apprentice: 15 %'],
    ['ACTRA Full', 10, 'actra-full', 'ACTRA Full: 10 %'],
    [undefined, 10, 'non-union', 'Non-Union: 10 %'],
    ['toString', 10, 'non-union', 'Non-Union: 10 %'],
  ])('a plain role of a project without a class: by the union status %s', (unionStatus, percent, classId, reason) => {
    expect(commissionRateFor({ table, role: plainRole, unionStatus })).toMatchObject({ percent, classId, reason });
  });

  it('an SSE role is 15 % whatever the union status', () => {
    for (const unionStatus of ['Non-Union', 'AABP', 'ACTRA Full']) {
      expect(commissionRateFor({ table, role: sseRole, unionStatus })).toEqual({
        percent: 15,
        classId: 'actor-sse-upgrade',
        reason: 'SSE role: 15 %',
        basis: 'SSE role',
      });
    }
  });

  it('a role marked Credit, Principal or Upgrade says so', () => {
    expect(commissionRateFor({ table, role: { isSSE: false, rateClass: 'Principal' }, unionStatus: 'AABP' })).toEqual({
      percent: 15,
      classId: 'actor-sse-upgrade',
      reason: 'Principal role: 15 %',
      basis: 'Principal role',
    });
    expect(commissionRateFor({ table, role: { isSSE: true, rateClass: 'Upgrade' }, unionStatus: 'AABP' }).reason).toBe(
      'Upgrade role: 15 %',
    );
  });

  it('the project’s own rate for such roles wins over the table', () => {
    const project = { classId: null, featuredRolePercent: 12 };
    expect(commissionRateFor({ table, project, role: sseRole, unionStatus: 'Non-Union' })).toEqual({
      percent: 12,
      classId: 'actor-sse-upgrade',
      reason: 'Set by the project for SSE roles: 12 %',
      basis: 'Set by the project for SSE roles',
    });
    // A plain role on that project is still by the union status.
    expect(commissionRateFor({ table, project, role: plainRole, unionStatus: 'ACTRA Apprentice' }).percent).toBe(15);
  });

  it('a project’s class applies to its plain roles, before the union status', () => {
    const actraFull = { classId: 'actra-full' as const, featuredRolePercent: null };
    expect(commissionRateFor({ table, project: actraFull, role: plainRole, unionStatus: 'ACTRA Apprentice' })).toEqual({
      percent: 10,
      classId: 'actra-full',
      reason: 'Set by the project, ACTRA Full: 10 %',
      basis: 'Set by the project, ACTRA Full',
    });
    expect(commissionRateFor({ table, project: actraFull, role: sseRole, unionStatus: 'Non-Union' }).percent).toBe(15);
    const featured = { classId: 'actor-sse-upgrade' as const, featuredRolePercent: 12 };
    expect(commissionRateFor({ table, project: featured, role: null, unionStatus: 'Non-Union' })).toEqual({
      percent: 12,
      classId: 'actor-sse-upgrade',
      reason: 'Set by the project: 12 %',
      basis: 'Set by the project',
    });
  });

  it('follows the Admin’s edits of the table', () => {
    const edited = { percents: { ...table.percents, 'actor-sse-upgrade': 20, 'actra-full': 11 } };
    expect(commissionRateFor({ table: edited, role: sseRole, unionStatus: 'ACTRA Full' }).reason).toBe(
      'SSE role: 20 %',
    );
    expect(commissionRateFor({ table: edited, role: plainRole, unionStatus: 'ACTRA Full' }).reason).toBe(
      'ACTRA Full: 11 %',
    );
  });

  it('finds one rate for several days, or none when they differ', () => {
    const ten = commissionRateFor({ table, unionStatus: 'Non-Union' });
    const fifteen = commissionRateFor({ table, role: sseRole, unionStatus: 'Non-Union' });
    expect(singleRateOf([ten, ten])).toEqual(ten);
    expect(singleRateOf([ten, fifteen])).toBeUndefined();
    expect(singleRateOf([])).toBeUndefined();
  });
});

describe('the schemas of the table, the project and the role', () => {
  it('takes whole percents from 1 to 50 for every class, and nothing else', () => {
    expect(commissionRateTableSchema.parse(table)).toEqual(table);
    const withPercent = (percent: unknown) => ({ percents: { ...table.percents, aabp: percent } });
    for (const bad of [0, 51, 12.5, '10', null]) {
      expect(commissionRateTableSchema.safeParse(withPercent(bad)).success).toBe(false);
    }
    expect(commissionRateTableSchema.safeParse({ percents: { ...table.percents, other: 10 } }).success).toBe(false);
    expect(commissionRateTableSchema.safeParse({ percents: { aabp: 10 } }).success).toBe(false);
  });

  it('a project says its class and rate, or null for the table', () => {
    expect(projectCommissionSchema.parse({ classId: null, featuredRolePercent: null })).toBeTruthy();
    expect(projectCommissionSchema.safeParse({ classId: 'actra-full', featuredRolePercent: 12 }).success).toBe(true);
    expect(projectCommissionSchema.safeParse({ classId: 'vip', featuredRolePercent: null }).success).toBe(false);
    expect(projectCommissionSchema.safeParse({ classId: null, featuredRolePercent: 0 }).success).toBe(false);
  });

  it('a role may be marked with a commission class', () => {
    const role = { name: 'Lead', slots: 1, isSSE: false };
    expect(roleInputSchema.safeParse({ ...role, rateClass: 'Credit' }).success).toBe(true);
    expect(roleInputSchema.safeParse(role).success).toBe(true);
    expect(roleInputSchema.safeParse({ ...role, rateClass: 'Star' }).success).toBe(false);
  });
});
