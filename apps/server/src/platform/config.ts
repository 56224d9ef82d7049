// Configuration from the environment, validated once at start with a clear message per bad value.
import path from 'node:path';
import { z } from 'zod';

/** The bank rails an adapter exists for (rails/bank/index.ts builds the one named). */
export const BANK_RAILS = ['sandbox'] as const;
export type BankRailName = (typeof BANK_RAILS)[number];
/** The levels the sandbox bank can answer a pain.001 at (SANDBOX_BANK_REPORT_LEVEL). */
export const SANDBOX_REPORT_LEVELS = ['transaction', 'payment', 'group'] as const;
export type SandboxReportLevel = (typeof SANDBOX_REPORT_LEVELS)[number];

const zPort = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const zEnv = z.object({
  PORT: zPort.default(8080),
  /** Default: 127.0.0.1 outside production (a developer's machine is not a server), 0.0.0.0 in it. */
  HOST: z.string().min(1).optional(),
  DEV_INBOX: z.enum(['local', 'open'], { error: 'must be local or open' }).default('local'),
  /** The API reference at /finance-gateway/docs: public by default (ADR 0024), or not served. */
  API_DOCS: z.enum(['public', 'off'], { error: 'must be public or off' }).default('public'),
  DATA_DIR: z.string().min(1, 'must name a folder').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be one of development, production, test',
    })
    .default('development'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tradebridge <no-reply@tradebridge.dev>'),
  PLATFORM_NAME: z.string().trim().min(1, 'must not be empty').max(120).default('Tradebridge'),
  PLATFORM_ADDRESS: z.string().trim().max(200).default(''),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** A reference-rate file in the ECB daily XML format: exchange rates come from it (issue 18). */
  EXCHANGE_RATES_FILE: z.string().min(1).optional(),
  /** The bank the platform's accounts and payouts go through (rails/bank): only the sandbox so far. */
  BANK_RAIL: z.enum(BANK_RAILS, { error: `must be ${BANK_RAILS.join(' or ')}` }).default('sandbox'),
  SANDBOX_BANK_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(20_000),
  /** The level the sandbox bank's pain.002 answers at (as real banks differ in it). */
  SANDBOX_BANK_REPORT_LEVEL: z
    .enum(SANDBOX_REPORT_LEVELS, { error: `must be ${SANDBOX_REPORT_LEVELS.join(', ')}` })
    .default('transaction'),
  /** Whether the sandbox bank first acknowledges each file with a technical acceptance (ACTC). */
  SANDBOX_BANK_ACKNOWLEDGE: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('off')
    .transform((v) => v === 'on'),
  /** Server-Timing headers with each request's steps (benchmarks, profiling); off by default. */
  SERVER_TIMING: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('off')
    .transform((v) => v === 'on'),
  JOB_WORKERS: z.coerce
    .number({ error: 'must be a whole number from 0 to 16' })
    .int('must be a whole number from 0 to 16')
    .min(0, 'must be a whole number from 0 to 16')
    .max(16, 'must be a whole number from 0 to 16')
    .default(2),
});

export type Config = {
  port: number;
  host: string;
  /** Absolute folder of the embedded database and local files. */
  dataDir: string;
  databaseUrl: string | undefined;
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  logLevel: z.infer<typeof zEnv>['LOG_LEVEL'];
  /** Key material for encrypting secrets at rest and keyed hashes of one-time codes. */
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The operator of this installation as statements name it (footer of every page). */
  platformName: string;
  platformAddress: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Where users reach the portal; links in e-mails point here. */
  publicUrl: string;
  /** Background jobs this process runs at once; 0 = this process runs none (web only). */
  jobWorkers: number;
  /** Server-Timing headers on every answer (SERVER_TIMING=on). */
  serverTiming: boolean;
  /** The ECB-format rate file exchanges are priced from; none: the offline provider. */
  exchangeRatesFile?: string | undefined;
  /** The bank rail's adapter (BANK_RAIL). */
  bankRail: BankRailName;
  /**
   * How long the sandbox bank takes to answer a fast transfer's pain.001 (SANDBOX_BANK_DELAY_MS);
   * ordinary payments take three times as long (ADR 0022).
   */
  sandboxBankDelayMs: number;
  /**
   * The level of the sandbox bank's pain.002 (SANDBOX_BANK_REPORT_LEVEL): each transaction, each
   * payment block or the whole file, where the outcome allows it (a mixed one falls to the next).
   */
  sandboxBankReportLevel: SandboxReportLevel;
  /** The sandbox bank acknowledges each file (pain.002 GrpSts ACTC) before its final answers. */
  sandboxBankAcknowledge: boolean;
  /**
   * The development inbox (codes and captcha answers): off in production; otherwise served to
   * clients on this machine only ("local"), or to anyone who reaches the server ("open").
   */
  devInbox: 'off' | 'local' | 'open';
  /** Whether the API reference (OpenAPI document and its browsable page) is served (API_DOCS). */
  apiDocs: boolean;
};

/**
 * Outside production a fixed, public development secret keeps every process of a developer's
 * setup in agreement; production refuses to start without APP_SECRET.
 */
export const DEVELOPMENT_SECRET = 'tradebridge-development-secret-never-use-in-production';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration. Relative DATA_DIR is taken from where npm was invoked (INIT_CWD), so
 * `npm start` at the repository root keeps data in ./data there, not inside apps/server.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = zEnv.safeParse(blankToUndefined);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])] ?? '')}: ${issue.message}`,
      ),
    );
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production' && !value.APP_SECRET) {
    throw new ConfigError([
      'APP_SECRET="": must be set in production (at least 32 random characters, e.g. openssl rand -base64 48)',
    ]);
  }
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: value.PORT,
    host: value.HOST ?? (value.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(base, value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    env: value.NODE_ENV,
    isProduction: value.NODE_ENV === 'production',
    logLevel: value.LOG_LEVEL,
    appSecret: value.APP_SECRET ?? DEVELOPMENT_SECRET,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    platformName: value.PLATFORM_NAME,
    platformAddress: value.PLATFORM_ADDRESS,
    trustProxy: value.TRUST_PROXY,
    jobWorkers: value.JOB_WORKERS,
    serverTiming: value.SERVER_TIMING,
    exchangeRatesFile: value.EXCHANGE_RATES_FILE && path.resolve(base, value.EXCHANGE_RATES_FILE),
    bankRail: value.BANK_RAIL,
    sandboxBankDelayMs: value.SANDBOX_BANK_DELAY_MS,
    sandboxBankReportLevel: value.SANDBOX_BANK_REPORT_LEVEL,
    sandboxBankAcknowledge: value.SANDBOX_BANK_ACKNOWLEDGE,
    devInbox: value.NODE_ENV === 'production' ? 'off' : value.DEV_INBOX,
    apiDocs: value.API_DOCS === 'public',
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
  };
};
