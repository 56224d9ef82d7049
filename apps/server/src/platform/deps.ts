// What services need from the platform, handed to them explicitly by the routes.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Secrets } from './crypto.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs.ts';
import type { Outbox } from './outbox.ts';

/**
 * The outside parties' rails (a bank, later a card acquirer and a card network). Platform knows
 * none of them: the rails tier adds each to this interface (rails/index.ts) and buildApp builds
 * them once.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Rails {}

export type Deps = {
  db: Db;
  config: Config;
  secrets: Secrets;
  outbox: Outbox;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  rails: Rails;
  /** The clock of services that judge time to the second (quote expiry); tests set it. */
  now?: () => Date;
};

/** The current time by the deps' clock. */
export const nowOf = (deps: Pick<Deps, 'now'>): Date => deps.now?.() ?? new Date();

/** Caller facts a service records (sessions, login history, audit). */
export type Client = { ip: string; userAgent: string };
/** The caller with its time zone (the Time-Zone header), for times written in messages. */
export type ClientWithZone = Client & { timeZone?: string };
