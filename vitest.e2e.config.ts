import { defineConfig } from 'vitest/config';

/**
 * Browser tests: playwright-core driving Debian's Chromium against the app served by Hosting. Two
 * files at a time, each with its own Chromium: every file makes its own accounts and data. A third
 * gains nothing: beside the integration stage the two cores are already 98 % busy, Chromium's
 * processes using the most (docs/performance.md, 'The test suite').
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['tools/test/global-stack.ts'],
    setupFiles: ['tools/testing/failure-report.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    // A page's answer can take seconds on a loaded machine; expect.poll's 1 s default is for unit tests.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    // Files share one module graph per worker (playwright-core, firebase-admin, the shared package are
    // imported once per worker, not once per file). No file mocks modules or stubs globals.
    isolate: false,
  },
});
