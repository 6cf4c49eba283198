import { defineConfig } from 'vitest/config';

/** Browser tests: playwright-core driving Debian's Chromium against the app served by Hosting. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['tools/test/global-stack.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
