import { defineConfig } from 'vitest/config';

/**
 * Browser tests: playwright-core driving Debian's Chromium against the app served by Hosting. Three
 * files at a time, each with its own Chromium: every file makes its own accounts and data. The
 * stage waits more than it computes (a browser waits for the API, the API for the emulators): a
 * third file fills the time two leave idle (README 'How long it takes' has the figures).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['tools/test/global-stack.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    maxWorkers: 3,
    // A page's answer can take seconds on a loaded machine; expect.poll's 1 s default is for unit tests.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // Files share one module graph per worker (playwright-core, firebase-admin, the shared package are
    // imported once per worker, not once per file). No file mocks modules or stubs globals.
    isolate: false,
  },
});
