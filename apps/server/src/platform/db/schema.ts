// The platform's own tables: the tenant and the principals every request resolves before any module
// runs (merchants, users, operators and their sessions), and what platform itself keeps (outbox,
// jobs, files, audit log, idempotency keys, rate limits, leases). Every module declares its own
// tables in its own schema.ts; drizzle.config.ts reads them all, and migrations are generated from
// the whole set with `npm run db:generate` (the same for PGlite and PostgreSQL).
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, instant, refTo, serialKey, uuidKey } from './columns.ts';

/** Account managers are operators; merchants point at one. */
export const operators = pgTable('operators', {
  id: uuidKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  role: text('role').notNull(),
  state: smallint('state').notNull().default(1),
  passwordHash: text('password_hash').notNull(),
  /** AES-256-GCM encrypted TOTP secret (platform/crypto.ts); null until enrolled. */
  totpSecret: text('totp_secret'),
  /** Last accepted TOTP time step: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
  lastLoginAt: instant('last_login_at'),
  /** The language the operator works in (set by the first login, then by the console's switch). */
  language: text('language'),
});

export const merchants = pgTable(
  'merchants',
  {
    id: uuidKey(),
    merNo: text('mer_no').notNull().unique(),
    name: text('name').notNull(),
    entityType: text('entity_type'),
    state: smallint('state').notNull(),
    channelNo: text('channel_no'),
    country: text('country'),
    isOpenNra: boolean('is_open_nra').notNull().default(false),
    bizList: jsonb('biz_list').notNull().default([]),
    /** The version of the service terms and privacy policy accepted at registration (TERMS_VERSION). */
    termsVersion: text('terms_version'),
    termsAcceptedAt: instant('terms_accepted_at'),
    accountManagerId: uuid('account_manager_id').references(() => operators.id),
    frozenReason: text('frozen_reason'),
    /** The state to return to when unfrozen. */
    stateBeforeFreeze: smallint('state_before_freeze'),
    createdAt: createdAt(),
  },
  (t) => [index('merchants_state_idx').on(t.state)],
);

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    merchantId: refTo('merchant_id', () => merchants.id),
    accountNo: text('account_no').notNull().unique(),
    /** Lower-cased; unique across the platform. */
    email: text('email').unique(),
    areaCode: text('area_code'),
    mPhone: text('m_phone'),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    adminFlag: boolean('admin_flag').notNull().default(false),
    /** MemberState: 0 disabled, 1 normal, 2 invited (no password yet). */
    state: smallint('state').notNull(),
    authIds: jsonb('auth_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastLoginAt: instant('last_login_at'),
    /** The language the user last worked in (Language header at login): e-mails use it. */
    language: text('language'),
  },
  (t) => [
    uniqueIndex('users_mobile_uq').on(t.areaCode, t.mPhone),
    index('users_merchant_idx').on(t.merchantId),
  ],
);

/** Sessions of merchant users and operators. Only hashes of the tokens are kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    financeTokenHash: text('finance_token_hash').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    remember: boolean('remember').notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
    endedReason: text('ended_reason'),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectType, t.subjectId, t.createdAt)],
);

/** Messages to deliver (e-mail, SMS). Without SMTP_URL they stay here as the development outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuidKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The one-time code the message carries, shown by the development inbox only. */
    devCode: text('dev_code'),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuidKey(),
    subjectType: text('subject_type').notNull(),
    account: text('account').notNull(),
    subjectId: uuid('subject_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.subjectType, t.account, t.createdAt),
    index('login_attempts_subject_idx').on(t.subjectId, t.createdAt),
  ],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Uses of a quota that must be judged exactly (code sending): one row per accepted use, so the
 * wait a refusal names is the true one. Refusals write nothing.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    key: text('key').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('rate_events_key_at').on(t.key, t.at)],
);

/**
 * Work that one merchant may run only once at a time (reading an uploaded spreadsheet), held by a
 * lease that ends when the work does, or at `until` if its process died.
 */
export const workLeases = pgTable('work_leases', {
  key: text('key').primaryKey(),
  holder: uuid('holder').notNull(),
  until: instant('until').notNull(),
});

/** Append-only: the database refuses UPDATE and DELETE (trigger in the migration). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialKey(),
    createdAt: createdAt(),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    merchantId: uuid('merchant_id'),
    action: text('action').notNull(),
    target: text('target'),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_merchant_idx').on(t.merchantId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/** Uploaded files, kept under DATA_DIR/files; type checked by content. */
export const files = pgTable(
  'files',
  {
    id: uuidKey(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    uploadedBy: uuid('uploaded_by'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_merchant_idx').on(t.merchantId)],
);

/**
 * Idempotency keys of money-moving requests: the same key and body answers the stored response;
 * the same key with another body is refused. Scoped per caller.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * The job queue (platform/jobs). Workers of any number of processes claim due rows with
 * FOR UPDATE SKIP LOCKED and hold a lease; a crashed worker's lease ends and the job is claimed
 * again. `dedupe_key` makes enqueuing idempotent (one row per recurring slot or business key).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuidKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** JobState: 0 queued, 1 running, 2 succeeded, 3 retrying, 4 dead. */
    state: smallint('state').notNull().default(0),
    runAt: instant('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: instant('locked_until'),
    progress: smallint('progress').notNull().default(0),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key').unique(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    createdAt: createdAt(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`state IN (0, 3)`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`state = 1`),
    index('jobs_created_idx').on(t.createdAt),
  ],
);
