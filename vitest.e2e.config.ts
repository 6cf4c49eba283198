import { defineConfig } from 'vitest/config';

/**
 * Browser tests: playwright-core driving Debian's Chromium against the app served by Hosting. Two
 * files at a time, each with its own Chromium: every file makes its own accounts and data, and a
 * third browser on 2 cores costs more than it saves.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['tools/test/global-stack.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    // Files share one module graph per worker (playwright-core, firebase-admin, the shared package are
    // imported once per worker, not once per file). No file mocks modules or stubs globals.
    isolate: false,
  },
});
