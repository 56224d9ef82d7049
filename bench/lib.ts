// Shared helpers of the benchmarks: start a server script in a child process, load it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export type Started = { port: number; info: Record<string, unknown>; stop(): Promise<void> };

export const startServer = async (script: string): Promise<Started> => {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const info = JSON.parse(first) as { port: number } & Record<string, unknown>;
  return {
    port: info.port,
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

export const load = async (options: autocannon.Options): Promise<LoadResult> => {
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
};
