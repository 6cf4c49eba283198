import { defineConfig } from 'vitest/config';

/** API integration and stand-in conformance tests against a running stack (started by the global setup). */
export default defineConfig({
  test: {
    name: 'integration',
    include: ['functions/src/**/*.integration.test.ts', 'tools/**/*.integration.test.ts'],
    globalSetup: ['tools/test/global-stack.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
