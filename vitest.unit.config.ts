import { defineConfig } from 'vitest/config';

/**
 * Unit tests: pure code and components, no emulators. Files of the shared, functions and tools
 * projects share one module graph per worker (`isolate: false`: re-importing zod, the shared
 * package and the SDKs for each file was most of the stage); their stubs and fake timers are undone
 * after each test. The web's files keep their own: components a fresh jsdom, and
 * zod-without-eval.test.ts checks what importing the entry does.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          isolate: false,
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          isolate: false,
          include: ['functions/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tools',
          isolate: false,
          include: ['tools/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // Components need a DOM; the rest of the web app's tests are plain logic, and a jsdom window
        // per file costs about a second. A .test.ts that needs one says `@vitest-environment jsdom`.
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // A file's first test renders MUI for the first time in a fresh jsdom: past 5 s on a
          // loaded 2-core machine (6.3 s for one tap on a date field), well under a second alone.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web logic',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
