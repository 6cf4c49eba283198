// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The feature folders under `dir`, read from disk so that a new feature is never left out. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES = foldersOf('./web/src/features/');

/**
 * Server features and the features each may use (CONTRIBUTING.md 'Feature boundaries'): only
 * through that feature's public module, `features/<area>/index.ts`, never its repositories or other
 * files. The graph has no cycle; a new feature folder must be listed here or lint fails.
 */
const SERVER_FEATURE_USES = {
  users: [],
  audit: [],
  mail: [],
  health: [],
  'client-config': [],
  penalties: ['users', 'audit', 'mail'],
  projects: ['users', 'audit', 'mail'],
  profile: ['users', 'audit', 'mail'],
  bookings: ['projects', 'penalties', 'users', 'mail'],
  payments: ['bookings', 'workday', 'profile', 'penalties', 'users', 'audit', 'mail'],
  guardians: ['bookings', 'users', 'audit', 'mail'],
  accounts: ['payments', 'profile', 'guardians', 'users', 'audit', 'mail'],
  casting: ['projects', 'bookings', 'users'],
  workday: ['projects', 'bookings', 'users', 'audit', 'mail'],
  admin: ['accounts', 'payments', 'profile', 'projects', 'users', 'audit', 'mail'],
  texts: ['bookings', 'users', 'mail'],
  'open-calls': ['casting', 'bookings', 'projects', 'profile', 'users', 'mail'],
  privacy: ['bookings', 'workday', 'payments', 'penalties', 'guardians', 'profile', 'users', 'audit', 'mail'],
  'account-state': ['bookings', 'open-calls', 'projects', 'users', 'audit', 'mail'],
};
const SERVER_FEATURES = foldersOf('./functions/src/features/');
const unlisted = SERVER_FEATURES.filter((feature) => !(feature in SERVER_FEATURE_USES));
if (unlisted.length > 0) throw new Error(`eslint.config.js: list ${unlisted.join(', ')} in SERVER_FEATURE_USES`);

const serverZones = SERVER_FEATURES.map((feature) => ({
  target: `./functions/src/features/${feature}`,
  from: './functions/src/features',
  except: [`./${feature}`, ...SERVER_FEATURE_USES[feature].map((used) => `./${used}/index.ts`)],
  message: `${feature} may use only ${SERVER_FEATURE_USES[feature].join(', ') || 'no other feature'}, and each only through its public module ('../<area>'): see CONTRIBUTING.md 'Feature boundaries'.`,
}));

/**
 * A feature's repositories are its own: its public module offers services and read models, never a
 * repository (CONTRIBUTING.md 'Feature boundaries'), and the seeds and benchmarks go through a
 * feature's services or its `*test-support.ts`, never its repositories.
 */
const REPOSITORY_MODULE = {
  regex: '(^|/)[^/]*\\.repository$',
  message:
    "A public module offers services and read models, never a repository: export a named service function or read (CONTRIBUTING.md 'Feature boundaries').",
};
const toolZones = (repositories) => [
  {
    target: ['./tools/seed/**', './tools/bench/**'],
    from: repositories,
    message: "Seeds and benchmarks use a feature's services or its *test-support.ts, never its repositories.",
  },
];
const EVERY_REPOSITORY = './functions/src/features/**/*.repository.ts';

/** Features never import each other; shared web code imports no feature (bulletproof-react's zones). */
const webZones = [
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: lift shared code to web/src/components or web/src/lib.',
  })),
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code imports no feature and not the app shell.',
  },
  {
    target: './packages/shared',
    from: ['./web', './functions', './tools'],
    message: 'The shared package is pure.',
  },
];

/**
 * Business dates are Toronto calendar dates and read one way for people: only through the shared
 * `dates.ts` (agencyToday, agencyDateOf, formatDateForPeople). A UTC slice of an ISO string is the
 * wrong day every evening in Toronto; a locale format is a second format.
 */
const businessDateRules = [
  {
    selector:
      "CallExpression[callee.property.name=/^(slice|substring|substr)$/][callee.object.callee.property.name='toISOString']",
    message: 'A UTC date is not the Toronto date: use agencyToday / agencyDateOf from @scenecall/shared.',
  },
  {
    selector: "CallExpression[callee.property.name='toLocaleDateString']",
    message: 'Dates read one way for people: use formatDateForPeople from @scenecall/shared.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'functions/lib/**',
      '.stack/**',
      'emulator-data/**',
      'patches/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import/no-restricted-paths': ['error', { zones: webZones }],
      'import/no-duplicates': 'error',
    },
  },
  {
    // Tests and their helpers set up data across features; feature code keeps to the boundaries.
    files: ['functions/src/features/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-support.ts', '**/*.access-cases.ts', '**/access-matrix.cases.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['functions/src/features/*/index.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [REPOSITORY_MODULE] }] },
  },
  {
    files: ['tools/seed/**/*.ts', 'tools/bench/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...webZones, ...toolZones(EVERY_REPOSITORY)] }] },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'date-fns',
              message:
                "Import each function from its own module ('date-fns/format'): in Node the index loads all of date-fns, about 1.5 s of CPU in every process that imports the shared package.",
            },
          ],
          patterns: [
            'react',
            'react-*',
            'firebase',
            'firebase/*',
            'firebase-admin',
            'firebase-admin/*',
            'firebase-functions*',
            '@mui/*',
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@stripe/stripe-js',
              message: "Import '@stripe/stripe-js/pure' so Stripe.js loads only when a page needs it.",
            },
          ],
          patterns: [{ group: ['firebase-admin', 'firebase-admin/*', 'firebase-functions*'], message: 'Server-only.' }],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'e2e/**/*.ts', 'packages/shared/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...businessDateRules] },
  },
  {
    // Loaded with `node --require` into processes that run no TypeScript (the emulators): CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'tools/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
