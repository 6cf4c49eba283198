// @ts-check
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'profile', 'payments', 'casting', 'admin', 'projects', 'guides', 'public-site', 'status'];

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
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-restricted-paths': ['error', { zones: webZones }],
      'import/no-duplicates': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'tools/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
