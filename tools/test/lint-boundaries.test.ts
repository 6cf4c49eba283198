/**
 * The boundaries eslint.config.js draws, shown on code written for the purpose: each case lints a
 * few lines as if they were the named file, with the repository's own configuration.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

/** The rules that fail `code` placed at `filePath` (relative to the repository). */
async function failingRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const FEATURES = 'functions/src/features';
const REPOSITORY_FROM_TOOLS = '../../functions/src/features/payments/payments.repository';

beforeAll(async () => {
  eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
  // The first file loads the configuration and its plugins (seconds on a busy machine).
  await eslint.lintText('export {};\n', { filePath: 'tools/seed/warm-up.ts' });
}, 120_000);

describe('server public modules', () => {
  it("refuses a repository re-exported by a feature's index.ts", async () => {
    expect(
      await failingRules(`${FEATURES}/payments/index.ts`, "export { findCommission } from './payments.repository';\n"),
    ).toEqual(['no-restricted-imports']);
    expect(await failingRules(`${FEATURES}/users/index.ts`, "export * from './users.repository';\n")).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('accepts services and read models', async () => {
    expect(
      await failingRules(`${FEATURES}/payments/index.ts`, "export { commissionViewsOf } from './payments.service';\n"),
    ).toEqual([]);
  });

  it('refuses a feature using another against the allowed directions', async () => {
    const code = "import { commissionViewsOf } from '../payments';\nexport const views = commissionViewsOf;\n";
    expect(await failingRules(`${FEATURES}/users/users.service.ts`, code)).toEqual(['import/no-restricted-paths']);
  });
});

describe('seeds and benchmarks', () => {
  it("refuse a feature's repository, imported or loaded on demand", async () => {
    const imported = `import { findCommission } from '${REPOSITORY_FROM_TOOLS}';\nexport const find = findCommission;\n`;
    expect(await failingRules('tools/seed/demo-example.ts', imported)).toEqual(['import/no-restricted-paths']);
    const loaded = `export const load = () => import('${REPOSITORY_FROM_TOOLS}');\n`;
    expect(await failingRules('tools/bench/example.ts', loaded)).toEqual(['import/no-restricted-paths']);
  });

  it("accept a feature's services and test support", async () => {
    const code =
      "import { commissionRecordOf } from '../../functions/src/features/payments/seeding.test-support';\n" +
      'export const find = commissionRecordOf;\n';
    expect(await failingRules('tools/seed/demo-example.ts', code)).toEqual([]);
  });
});

describe('web features', () => {
  it('refuses a feature importing another', async () => {
    const code = "import { bookingRoutes } from '../bookings/routes';\nexport const routes = bookingRoutes;\n";
    expect(await failingRules('web/src/features/payments/example.ts', code)).toEqual(['import/no-restricted-paths']);
  });
});

describe('the shared package', () => {
  it("imports date-fns one function at a time, never through the package's index", async () => {
    const barrel = "import { format } from 'date-fns';\nexport const show = format;\n";
    expect(await failingRules('packages/shared/src/example.ts', barrel)).toEqual(['no-restricted-imports']);
    const own = "import { format } from 'date-fns/format';\nexport const show = format;\n";
    expect(await failingRules('packages/shared/src/example.ts', own)).toEqual([]);
  });
});
