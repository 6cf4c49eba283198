import { defineConfig } from 'vitest/config';

/**
 * Files that act on the whole stack, so no other file may run beside them: they run one at a time,
 * before the others (while the data is small: the snapshot test exports all of it), then the rest
 * run in parallel (CONTRIBUTING.md, Tests, says when a file belongs here).
 * - the snapshot test exports and re-imports every document (it would undo other files' writes);
 * - the picture cleanup (its own test, and the submission photos' stray-photo test) and the
 *   commission reminders run their jobs with a clock days ahead over everyone's data;
 * - the Admin's users list counts document reads, which other files' user writes (and requests
 *   served by a second Functions instance with a cold index) would add to;
 * - the revocation tests expect an ended session to be refused on the very next call, which a
 *   second Functions instance (started for another file's concurrent request) may not know yet;
 * - the seed test seeds the whole demo data set (fixed demo accounts, 30 performers with pictures)
 *   and counts the `demo` users, and beside other files it outran its timeouts;
 * - the user index snapshot test replaces the stack's one snapshot (with one of another schema, too),
 *   which any instance started meanwhile would load;
 * - the console-sessions test measures, in seconds, how soon a session ended outside the app is
 *   refused: load from other files would stretch that bound;
 * - the health check's test asserts that no health probe document is left, and the concurrency test
 *   sends 30 health checks at once: another file's checks in flight would be seen as left behind;
 * - the last-Admin test disables every other Admin of the stack while it runs (ending their
 *   sessions: other files' Admins got 401 'session expired' when it ran beside them) and expects
 *   no Admin to be created meanwhile.
 */
export const STACK_WIDE_FILES = [
  'tools/stack/snapshot.integration.test.ts',
  'functions/src/features/profile/pictures/picture-cleanup.job.integration.test.ts',
  'functions/src/features/open-calls/submission-photos.integration.test.ts',
  'functions/src/features/bookings/performer-calendar.integration.test.ts',
  'functions/src/features/admin/admin-users.integration.test.ts',
  'functions/src/features/accounts/admin-accounts.integration.test.ts',
  'tools/seed/seed.integration.test.ts',
  'functions/src/features/users/user-index-snapshot.integration.test.ts',
  'functions/src/features/accounts/console-sessions.integration.test.ts',
  'functions/src/features/payments/voucher-reminders.integration.test.ts',
  'functions/src/features/health/health.integration.test.ts',
  'tools/stack/functions-concurrency.integration.test.ts',
  'functions/src/features/admin/last-admin.integration.test.ts',
];

const shared = {
  globalSetup: ['tools/test/global-stack.ts'],
  setupFiles: ['tools/testing/failure-report.ts'],
  // Files share one module graph per worker: each file no longer re-imports firebase-admin, the SDKs
  // and the shared package (about 2 minutes of the stage). No file mocks modules or stubs globals.
  isolate: false,
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 180_000,
  // An answer can take seconds on a loaded machine; expect.poll's 1 s default is for unit tests.
  expect: { poll: { timeout: 10_000, interval: 100 } },
};

/**
 * API integration and stand-in conformance tests against a running stack (started by the global
 * setup). The stack-wide files first, one at a time; then the others, two at a time. One at a time,
 * the stage was the run's longest path, waiting on the emulators with most of a core idle (830 s
 * for 280 CPU-seconds). Two at a time once made other files' Admins get 401 'session expired': the
 * last-Admin test, then in the admin actions' file, disabled them. CONTRIBUTING.md (Tests) has the
 * rules for a parallel-safe file.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'integration',
          include: ['functions/src/**/*.integration.test.ts', 'tools/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**', ...STACK_WIDE_FILES],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          ...shared,
          name: 'integration (stack-wide, alone)',
          include: STACK_WIDE_FILES,
          fileParallelism: false,
          // Not 0: vitest runs single-worker projects of group 0 after every other group.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
