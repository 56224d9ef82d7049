// One lint config for the whole workspace.
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Another module's files are reached only through its index.ts (same floor, or another one); its
 * schema.ts (its tables) is the one other entry, for foreign keys and joins in repositories.
 */
const moduleThroughIndex = [
  {
    regex: '^\\.\\./(?!\\.)[^/]+/(?!(index|schema)(\\.ts)?$).+',
    message: 'Import another module only through its index.ts.',
  },
  {
    regex: '^(\\.\\./)+(core|services|areas)/[^/]+/(?!(index|schema)(\\.ts)?$).+',
    message: 'Import another module only through its index.ts.',
  },
];

/** Each floor of modules, and the floors and tiers above it that it must not import. */
const serverFloors = [
  {
    floor: 'core',
    above: ['services', 'areas', 'rails'],
    message: 'modules/core imports only platform, contracts and other core modules.',
  },
  {
    floor: 'services',
    above: ['areas', 'rails'],
    message: 'modules/services imports only platform, contracts, core and other services.',
  },
  {
    floor: 'areas',
    above: [],
    message:
      'modules/areas imports platform, rails, core, services and other areas, never the app.',
  },
].map((floor) => ({ ...floor, above: floor.above.length ? floor.above : ['(?!)'] }));

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
    // Nor the app it is composed into: paths come from the registry in lib/paths.ts. Its tests may
    // compose the app (layouts, routes), as the app does.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/console/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**'], message: 'Features must not import other features.' },
            {
              group: ['**/app/**'],
              message: 'Features must not import the app; paths come from lib/paths.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/features/**/*.test.{ts,tsx}',
      'apps/console/src/features/**/*.test.{ts,tsx}',
    ],
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
  // The server's floors (docs/architecture.md): platform → rails → modules/core → modules/services →
  // modules/areas → composition and app.ts. A file imports its own floor or a lower one, and another
  // module only through its index.ts.
  ...serverFloors.map(({ floor, message, above }) => ({
    files: [`apps/server/src/modules/${floor}/**/*.ts`],
    // Integration tests compose the app as it runs (app.ts, areas beside a service).
    ignores: ['apps/server/src/modules/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...moduleThroughIndex,
            { regex: `^(\\.\\./)+(${above.join('|')})/`, message },
            { regex: '^(\\.\\./)+(composition/|app(\\.ts)?$)', message },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/modules/**/__tests__/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: moduleThroughIndex }] },
  },
  {
    // A module's SQL lives in its repository.ts (or repository/): services, routes and operation
    // files import neither drizzle-orm nor any schema.ts (tables). The ledger is exempt: its operation files
    // (post-entry, holds, movements, verify...) are its data layer, each one SQL through and
    // through, and only the ledger writes balances. The app composition (demo seed) writes through
    // the modules too.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/composition/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/repository.ts',
      'apps/server/src/modules/**/repository/**',
      'apps/server/src/modules/**/schema.ts',
      'apps/server/src/modules/**/__tests__/**',
      'apps/server/src/modules/core/ledger/**',
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
              regex: '(^|/)schema(\\.ts)?$',
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
              regex: '^(\\.\\./)+(modules|rails|composition)/',
              message: 'Platform must not depend on rails, modules or the app composition.',
            },
            {
              regex: '^(\\.\\./)+app(\\.ts)?$',
              message: 'Platform must not depend on rails, modules or the app composition.',
            },
          ],
        },
      ],
    },
  },
  {
    // Rails are the other end of an outside party (a bank, an acquirer, a card network): they know
    // platform and contracts, never a module or the app.
    files: ['apps/server/src/rails/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|composition)/|^(\\.\\./)+app(\\.ts)?$',
              message: 'Rails import only platform and contracts.',
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
