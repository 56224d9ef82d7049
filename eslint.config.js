// One lint config for the whole workspace.
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No import cycle anywhere in the apps and packages: a cycle is a floor folded onto itself.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.{ts,tsx}',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'scripts/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A feature never imports another feature: shared pieces go to components/lib or @tradebridge/ui.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/console/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**'], message: 'Features must not import other features.' },
          ],
        },
      ],
    },
  },
  {
    // Server modules talk to each other only through a module's index.ts.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!index(\\.ts)?$).+',
              message: 'Import another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's SQL lives in its repository.ts (or repository/): services, routes and operation
    // files import neither drizzle-orm nor the schema. The ledger is exempt: its operation files
    // (post-entry, holds, movements, verify...) are its data layer, each one SQL through and
    // through, and only the ledger writes balances. The app composition (demo seed) writes through
    // the modules too.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/composition/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/repository.ts',
      'apps/server/src/modules/**/repository/**',
      'apps/server/src/modules/**/__tests__/**',
      'apps/server/src/modules/ledger/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: "SQL belongs in the module's repository.ts.",
            },
            {
              regex: '(^|/)platform/db/schema(\\.ts)?$',
              message: "SQL belongs in the module's repository.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Platform is what modules stand on: it imports no module, nor the app composed of them.
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|composition)/',
              message: 'Platform must not depend on modules or the app composition.',
            },
            {
              regex: '^(\\.\\./)+app(\\.ts)?$',
              message: 'Platform must not depend on modules or the app composition.',
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts, benchmarks and e2e print figures and progress.
    files: [
      'bench/**',
      'scripts/**',
      'e2e/**',
      'apps/server/src/main.ts',
      'apps/server/src/cli/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
