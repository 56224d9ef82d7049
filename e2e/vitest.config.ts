// End-to-end journeys: the built product served by the real server — a fresh one with a fresh
// database (embedded, or on DATABASE_URL's server) per journey file, started by useBrowser() — driven
// by the system Chromium through playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['journeys/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
