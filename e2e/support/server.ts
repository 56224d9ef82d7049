// Starts the built product on a free port with its own data (useBrowser() does, per journey file),
// hands its address to the journeys, stops it afterwards. The product must be built first
// (`npm run e2e` does).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import type { TestProject } from 'vitest/node';
import { freshDatabaseOn } from '../../apps/server/src/test/fresh-postgres.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

export default async function setup(project: TestProject) {
  for (const dist of ['apps/web/dist/index.html', 'apps/console/dist/index.html']) {
    if (!existsSync(path.join(ROOT, dist))) throw new Error(`${dist} missing: run npm run build`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-e2e-'));
  const postgres = process.env.DATABASE_URL
    ? await freshDatabaseOn(process.env.DATABASE_URL, 'tb_e2e', 5)
    : null;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // The sandbox bank answers a fast transfer in 2 s and an ordinary one in 6 s.
        SANDBOX_BANK_DELAY_MS: '2000',
        INIT_CWD: ROOT,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await vi.waitUntil(
      async () => {
        // A server that died will never answer: stop asking at once (this throw ends the wait).
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        try {
          return (await fetch(`${baseUrl}/readyz`)).ok;
        } catch {
          return false; // not listening yet
        }
      },
      { timeout: 90_000, interval: 250 },
    );
  } catch (error) {
    if (child.exitCode !== null) throw error;
    child.kill('SIGTERM');
    throw new Error('server did not become ready in 90 s', { cause: error });
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
