import { defineConfig } from 'vitest/config';

/**
 * Unit tests: pure code and components, no emulators. Each project's files share one module graph
 * per worker (`isolate: false`: re-importing zod, MUI, the shared package and the SDKs for each file
 * was most of the stage); their stubs and fake timers are undone after each test, and the component
 * files render into one jsdom window, each unmounting what it rendered. The few files that need
 * their own graph (a jsdom window of their own, or a check of what importing the entry does) are
 * listed below.
 */
const WEB_LOGIC_ALONE = [
  'web/src/lib/zod-without-eval.test.ts',
  'web/src/lib/kept-page.test.ts',
  'web/src/lib/session.test.ts',
  'web/src/lib/query-persistence.test.ts',
];

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
        // Components need a DOM; the rest of the web app's tests are plain logic. A .test.ts that needs
        // one says `@vitest-environment jsdom` and is listed in WEB_LOGIC_ALONE.
        test: {
          name: 'web',
          isolate: false,
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // A file's first test renders MUI for the first time in a fresh jsdom: past 5 s on a
          // loaded 2-core machine (6.3 s for one tap on a date field), well under a second alone.
          testTimeout: 20_000,
        },
      },
      {
        // Each file's own graph was 43 CPU-seconds here, 26 for the components: 17 and 10 shared.
        test: {
          name: 'web logic',
          isolate: false,
          include: ['web/src/**/*.test.ts'],
          exclude: WEB_LOGIC_ALONE,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web logic (own module graph)',
          include: WEB_LOGIC_ALONE,
          environment: 'node',
        },
      },
    ],
  },
});
