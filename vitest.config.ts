// One test run for the workspace. Integration suites of the server run on PGlite, and again on
// PostgreSQL when DATABASE_URL is set (CI sets it).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const serverIntegration = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server-${db}`,
    root: 'apps/server',
    include: ['src/**/__tests__/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    // Each file builds its own database and app (test/app.ts), and the server keeps what it caches
    // per database or per app (WeakMaps keyed by them), never per module: the server's modules load
    // once per worker instead of once per file (~1.2 s a file, half of these suites' time).
    isolate: false,
    // PGlite: one migrated, seeded database per run, copied for each test file.
    ...(db === 'pglite' ? { globalSetup: ['src/test/pglite-template.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const webProject = (name: string, root: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    root,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // antd, React and jsdom load once per worker instead of once per file (~2 s each); the setup
    // file gives every file a fresh page, storage, timers and modules of its own.
    isolate: false,
    setupFiles: [new URL('./packages/ui/src/test/setup.ts', import.meta.url).pathname],
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core to itself, which on a 2-core machine
    // runs every file one after another; the main process needs little once files are transformed.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/__tests__/**'],
        },
      },
      serverIntegration('pglite'),
      ...(process.env.DATABASE_URL ? [serverIntegration('postgres')] : []),
      webProject('ui', 'packages/ui'),
      webProject('web', 'apps/web'),
      webProject('console', 'apps/console'),
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'] } },
    ],
  },
});
