// The product as `npm start` serves it (main.ts: migrations, demo seed, built portal and console)
// on a free port with a fresh data folder, for benchmarks that measure what a user meets; and a
// merchant signed in through the API the way the portal does it (picture code from the
// development inbox, which answers this machine).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** `pid`: the server's own process (node runs main.ts itself), for reading its memory. */
export type Product = { baseUrl: string; pid: number; stop(): Promise<void> };

/** Starts main.ts; with `web`, the apps must be built (`npm run build`). */
export const startProduct = async (
  env: Record<string, string> = {},
  { web = true }: { web?: boolean } = {},
): Promise<Product> => {
  for (const app of web ? ['web', 'console'] : []) {
    if (!existsSync(path.join(root, 'apps', app, 'dist', 'index.html'))) {
      throw new Error(`apps/${app} is not built: run \`npm run build\` first`);
    }
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-product-'));
  // BENCH_SERVER_NODE_ARGS profiles the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps', 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`))),
  );
  const baseUrl = `http://localhost:${port}`;
  const ready = (async () => {
    for (;;) {
      try {
        const probe = await fetch(`${baseUrl}/finance-gateway/api/mer/configDetail.json`, {
          method: 'POST',
        });
        if (probe.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([ready, exited]);
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export type Envelope<T> = { status: number; result: T; errorCode?: string };

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export type Session = { token: string; financeToken: string };

/**
 * Signs a user in through the merchant API (picture code read from the development inbox);
 * `headers` go with every request (e.g. an X-Forwarded-For per simulated user).
 */
export const signIn = async (
  baseUrl: string,
  account: string,
  password: string,
  headers: Record<string, string> = {},
) => {
  const mer = `${baseUrl}/finance-gateway/api/mer`;
  const codeToken = randomUUID().replaceAll('-', '');
  await fetch(`${mer}/common/vcode?codeToken=${codeToken}`, { headers });
  const inbox = (await (await fetch(`${baseUrl}/finance-gateway/api/dev/inbox`)).json()) as {
    result: { captchas: { codeToken: string; answer: string }[] };
  };
  const verifyCode = inbox.result.captchas.find((c) => c.codeToken === codeToken)?.answer;
  const login = (await (
    await fetch(`${mer}/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        loginAccount: base64(account),
        pwd: base64(password),
        verifyCode,
        codeToken,
      }),
    })
  ).json()) as Envelope<Session>;
  if (login.status !== 1) throw new Error(`login of ${account} failed: ${login.errorCode}`);
  return login.result;
};

const SAMPLE_MS = 50;

/** VmRSS (now) and VmHWM (the most since the process started) of a process, in bytes. */
export const memoryOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
};

/** Samples a process's RSS every SAMPLE_MS until stopped; the highest reading. */
export const sampleRss = (pid: number) => {
  let peak = 0;
  let samples = 0;
  const timer = setInterval(() => {
    void memoryOf(pid).then(({ rss }) => {
      samples += 1;
      peak = Math.max(peak, rss);
    });
  }, SAMPLE_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      const { rss } = await memoryOf(pid);
      return { peak: Math.max(peak, rss), samples: samples + 1 };
    },
  };
};

/** The latest one-time code of `kind` sent to `email`, read from the development inbox. */
export const devInboxCode = async (baseUrl: string, email: string, kind: string) => {
  for (let tries = 0; tries < 50; tries++) {
    const inbox = (await (
      await fetch(`${baseUrl}/finance-gateway/api/dev/inbox`)
    ).json()) as Envelope<{
      messages: { to: string; kind: string; code: string | null }[];
    }>;
    const code = inbox.result.messages.find((m) => m.to === email && m.kind === kind)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} code for ${email}`);
};

/** The result of an answer that must have succeeded. */
export const succeeded = <T>(what: string, answer: { envelope: Envelope<T> }) => {
  if (answer.envelope.status !== 1) throw new Error(`${what}: ${answer.envelope.errorCode}`);
  return answer.envelope.result;
};

/**
 * The load generator's POST: node:http over kept-alive connections. It shares the two cores with
 * the server and PostgreSQL, and costs about a third of what `fetch` does per call (fetch's
 * streams and Response objects), so more of the machine is left to what is measured.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export const postJson = (
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: unknown }> =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
