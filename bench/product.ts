// The product as `npm start` serves it (main.ts: migrations, demo seed, built portal and console)
// on a free port with a fresh data folder, for benchmarks that measure what a user meets; and a
// merchant signed in through the API the way the portal does it (picture code from the
// development inbox, which answers this machine). For the benches that move money (payouts,
// batches): merchants copied from the demo one with funds and users, a user made ready to pay
// (payment password set through the API), percentiles and the Server-Timing steps.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { CapitalAccountType, CodeScene, PlatformAccount } from '@tradebridge/contracts';
import { US_SUPPLIER_PAYEE } from '@tradebridge/contracts/examples';
import { DEMO, DEMO_PASSWORD } from '@tradebridge/server/demo';
import type { Database } from '@tradebridge/server/db';
import { postEntries } from '@tradebridge/server/ledger';
import { copyDemoAdmin, copyDemoMerchant, rowsOf } from './lib.ts';

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

/** The console session's headers of an operator signed in by operatorSession. */
export type OperatorHeaders = { authorization: string; 'session-finance-token': string };

/**
 * Signs an operator in through the console API as the console does: picture code (development
 * inbox), password, then — the first time — the authenticator enrolled with its first code.
 */
export const operatorSession = async (
  baseUrl: string,
  email: string,
  password: string,
): Promise<OperatorHeaders> => {
  const ops = `${baseUrl}/finance-gateway/api/ops`;
  const send = async <T>(path: string, body: unknown) =>
    (await (
      await fetch(`${ops}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as Envelope<T>;
  const codeToken = randomUUID().replaceAll('-', '');
  await fetch(`${ops}/common/vcode?codeToken=${codeToken}`);
  const inbox = (await (await fetch(`${baseUrl}/finance-gateway/api/dev/inbox`)).json()) as {
    result: { captchas: { codeToken: string; answer: string }[] };
  };
  const verifyCode = inbox.result.captchas.find((c) => c.codeToken === codeToken)?.answer;
  const first = await send<{ step: string; enrolToken: string; secret: string }>('login.json', {
    loginAccount: email,
    pwd: password,
    verifyCode,
    codeToken,
  });
  if (first.result?.step !== 'enrol') throw new Error(`operator login: ${first.errorCode}`);
  const totpCode = new TOTP({ secret: Secret.fromBase32(first.result.secret) }).generate();
  const done = await send<Session>('totp/enrol.json', {
    enrolToken: first.result.enrolToken,
    totpCode,
  });
  if (done.status !== 1) throw new Error(`operator enrolment: ${done.errorCode}`);
  return { authorization: done.result.token, 'session-finance-token': done.result.financeToken };
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

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Adds a Server-Timing header's steps (`name;dur=ms`) to `steps`, a list of durations by name. */
export const addServerTiming = (steps: Map<string, number[]>, timing: string | null) => {
  for (const part of (timing ?? '').split(',')) {
    const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(part);
    if (!match) continue;
    const list = steps.get(match[1]!) ?? [];
    list.push(Number(match[2]));
    steps.set(match[1]!, list);
  }
};

/** "code 16.8, ledger 18.2, …, total 154.0": the mean of each step, in ms. */
export const meanSteps = (steps: Map<string, number[]>) =>
  [...steps]
    .map(([name, list]) => `${name} ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(1)}`)
    .join(', ');

/** The payment password every bench user sets. */
export const PAY_PIN = '258147';

/** Payout service hours open all week. */
const ALWAYS = {
  timeZone: 'UTC',
  days: [1, 2, 3, 4, 5, 6, 7],
  opens: '00:00',
  closes: '24:00',
  fastCutoff: '24:00',
};

/** The approved US supplier each paying merchant has (payee form fields). */
export const PAYEE_DETAILS = US_SUPPLIER_PAYEE;

/** A user of a paying merchant: its e-mail, its own client address, the merchant's payee. */
export type PayingAccount = { email: string; ip: string; payeeId: string };
export type PayingUser = PayingAccount & { session: Session };

/**
 * `merchants` copies of the demo merchant (certified; mer_no `prefix` + 9 digits), each funded
 * with 100 million USD, with an approved US supplier (PAYEE_DETAILS) and `users` users copied
 * from the demo admin (`<mer_no>.<k>@payout.test`); the payout service hours open all week.
 */
export const payingMerchants = async (
  database: Database,
  merchants: number,
  users: number,
  prefix: string,
) => {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO settings (key, value) VALUES ('payoutServiceHours', ${JSON.stringify(ALWAYS)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
  const created = await copyDemoMerchant(db, {
    prefix,
    name: 'Payout Bench Trading',
    count: merchants,
  });
  if (users > 0)
    await copyDemoAdmin(db, {
      merchants: prefix,
      accounts: prefix,
      domain: 'payout.test',
      label: 'Payout',
      perMerchant: users,
    });
  const [demoUser] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM users WHERE email = ${DEMO.merchant.email}`),
  );
  const payees = rowsOf<{ id: string; merchant_id: string }>(
    await db.execute(sql`
      INSERT INTO payees (merchant_id, method, usage, relationship, country, currency, name,
                          bank_name, account_tail, account_key, details, state, created_by)
      SELECT m.id, 'bank', 'transfer', 'supplier', 'US', 'USD', 'Evergreen Components Inc',
             'JPMorgan Chase Bank', '•••• 6789', 'US:021000021:000123456789',
             ${JSON.stringify(PAYEE_DETAILS)}::jsonb, 2, ${demoUser!.id}
      FROM merchants m WHERE m.mer_no LIKE ${`${prefix}%`}
      RETURNING id, merchant_id`),
  );
  await db.transaction((tx) =>
    postEntries(
      tx,
      created.map((m) => ({
        reference: `bench:payout-fund:${m.mer_no}`,
        causedBy: 'bench',
        postings: [
          {
            account: { platform: PlatformAccount.BankClearing, currency: 'USD' },
            amount: -100_000_000_00n,
          },
          {
            account: { merchantId: m.id, currency: 'USD', type: CapitalAccountType.Available },
            amount: 100_000_000_00n,
          },
        ],
      })),
    ),
  );
  let n = 0;
  return created.map((m) => ({
    id: m.id,
    merNo: m.mer_no,
    payeeId: payees.find((p) => p.merchant_id === m.id)!.id,
    accounts: Array.from({ length: users }, (_, k): PayingAccount => {
      const i = n++;
      return {
        email: `${m.mer_no.toLowerCase()}.${k + 1}@payout.test`,
        ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        payeeId: payees.find((p) => p.merchant_id === m.id)!.id,
      };
    }),
  }));
};

/**
 * A merchant API call as `user` (its tokens, its client address through X-Forwarded-For: start
 * the product with TRUST_PROXY) with the answer's envelope and Server-Timing header.
 */
export const merCaller =
  (baseUrl: string) =>
  async <T>(
    user: Pick<PayingUser, 'ip' | 'session'>,
    route: string,
    body: unknown = {},
    extra: Record<string, string> = {},
  ) => {
    const response = await postJson(
      `${baseUrl}/finance-gateway/api/mer/${route}`,
      {
        'x-forwarded-for': user.ip,
        authorization: user.session.token,
        'session-finance-token': user.session.financeToken,
        ...extra,
      },
      body,
    );
    const timing = response.headers['server-timing'];
    return {
      envelope: response.json as Envelope<T>,
      timing: typeof timing === 'string' ? timing : null,
    };
  };

/** Uploads `data` as `user` (file/upload.json of `kind`); the stored file's id. */
export const uploadAs = async (
  baseUrl: string,
  user: PayingUser,
  data: Uint8Array,
  name: string,
  kind: 'sheet' | 'document',
) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${baseUrl}/finance-gateway/api/mer/file/upload.json?kind=${kind}`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': user.ip,
      authorization: user.session.token,
      'session-finance-token': user.session.financeToken,
    },
    body,
  });
  const envelope = (await response.json()) as { status: number; result: { id: string } };
  if (envelope.status !== 1) throw new Error(`upload: ${JSON.stringify(envelope)}`);
  return envelope.result.id;
};

/** Signs `account` in and sets its payment password (PAY_PIN) through the API, as /security does. */
export const readyToPay = async <A extends Pick<PayingAccount, 'email' | 'ip'>>(
  baseUrl: string,
  account: A,
): Promise<A & { session: Session }> => {
  const call = merCaller(baseUrl);
  const session = await signIn(baseUrl, account.email, DEMO_PASSWORD, {
    'x-forwarded-for': account.ip,
  });
  const user = { ...account, session };
  succeeded('checkSmsCode', await call(user, 'checkSmsCode.json', { checkAccount: user.email }));
  const dynamicCode = await devInboxCode(baseUrl, user.email, `code.${CodeScene.Security}`);
  succeeded(
    'set payment password',
    await call(user, 'merExtend/orderVerifyConfig.json', {
      checkAccount: user.email,
      dynamicCode,
      payPwd: PAY_PIN,
      payPwdTwo: PAY_PIN,
    }),
  );
  return user;
};

/** Asks `user`'s payment code and reads it from the development inbox. */
export const paymentCode = async (baseUrl: string, user: PayingUser) => {
  succeeded('payment/sendCode', await merCaller(baseUrl)(user, 'payment/sendCode.json'));
  return devInboxCode(baseUrl, user.email, `code.${CodeScene.Payment}`);
};

/** CPU seconds (user + system) a process has used, 0 once it is gone. */
export const cpuSecondsOf = async (pid: number) => {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

/**
 * Transactions committed or rolled back in the watcher's database so far (each statement outside
 * one counts one).
 */
export const transactionsOf = async (watcher: pg.Client) =>
  Number(
    (
      await watcher.query<{ n: string }>(
        `SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database
         WHERE datname = current_database()`,
      )
    ).rows[0]!.n,
  );

/** The process ids of the watcher's database's backends other than its own: the server's pool. */
export const backendPids = async (watcher: pg.Client) =>
  (
    await watcher.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
  ).rows.map((r) => r.pid);

/**
 * What requests cost the server and its database: `start()` notes the CPU seconds of the server
 * process and of the database's backends, and the database's transactions (each statement
 * outside one counts one); the function it answers gives the differences since (a backend opened
 * in between counts whole), `settleMs` later so the statistics reach pg_stat_database. A backend
 * that has just reported holds its next counts back while it stays idle, up to 10 s (PostgreSQL
 * 15's PGSTAT_IDLE_INTERVAL): where requests before the window must not count, wait
 * STATS_SETTLE_MS before `start()` and settle as long (the server's pool closes connections idle
 * for 10 s: warm it again before `start()`).
 */
export const STATS_SETTLE_MS = 10_500;
export const databaseMeter = async (url: string, serverPid: number) => {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  const transactions = () => transactionsOf(watcher);
  /** CPU seconds of this database's backends other than the watcher's, by process id. */
  const backends = async () => {
    const pids = await backendPids(watcher);
    return new Map(
      await Promise.all(pids.map(async (pid) => [pid, await cpuSecondsOf(pid)] as const)),
    );
  };
  const start = async () => {
    const dbBefore = await backends();
    const serverBefore = await cpuSecondsOf(serverPid);
    const transactionsBefore = await transactions();
    return async (settleMs = 1200) => {
      const server = (await cpuSecondsOf(serverPid)) - serverBefore;
      const dbAfter = await backends();
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      let database = 0;
      for (const [pid, after] of dbAfter) database += Math.max(0, after - (dbBefore.get(pid) ?? 0));
      return {
        server,
        database,
        transactions: (await transactions()) - transactionsBefore,
      };
    };
  };
  return { start, close: () => watcher.end() };
};
