// Database tables (Drizzle). Migrations in apps/server/migrations are generated from this file
// with `npm run db:generate` and are the same for PGlite and PostgreSQL.
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Platform settings as key → JSON value; configDetail.json reads them. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Account managers are operators; merchants point at one. */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** The language the operator works in (set by the first login, then by the console's switch). */
  language: text('language'),
});

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    accountManagerId: uuid('account_manager_id').references(() => operators.id),
    frozenReason: text('frozen_reason'),
    /** The state to return to when unfrozen. */
    stateBeforeFreeze: smallint('state_before_freeze'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchants_state_idx').on(t.state)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    financeTokenHash: text('finance_token_hash').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    remember: boolean('remember').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason'),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectType, t.subjectId, t.createdAt)],
);

/** Picture captchas: answer hashed, single use, 5 minutes. devAnswer only outside production. */
export const captchas = pgTable('captchas', {
  codeToken: text('code_token').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  devAnswer: text('dev_answer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One-time codes sent by e-mail or SMS: hashed, 5 minutes, 5 wrong tries then void. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_account_idx').on(t.account, t.scene, t.createdAt)],
);

/** Messages to deliver (e-mail, SMS). Without SMTP_URL they stay here as the development outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The one-time code the message carries, shown by the development inbox only. */
    devCode: text('dev_code'),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').notNull(),
    account: text('account').notNull(),
    subjectId: uuid('subject_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
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
    at: timestamp('at', { withTimezone: true }).notNull(),
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
  until: timestamp('until', { withTimezone: true }).notNull(),
});

export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  channelNo: text('channel_no').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pending authenticator enrolments of operators (first login), 10 minutes. */
export const totpEnrolments = pgTable('totp_enrolments', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Append-only: the database refuses UPDATE and DELETE (trigger in the migration). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

/** Payment security of a user: payment password, authenticator, dual verification. */
export const userSecurity = pgTable('user_security', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  payPwdHash: text('pay_pwd_hash'),
  payPwdUpdatedAt: timestamp('pay_pwd_updated_at', { withTimezone: true }),
  payPwdFailures: smallint('pay_pwd_failures').notNull().default(0),
  payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
  /** AES-256-GCM encrypted TOTP secret. */
  totpSecret: text('totp_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  totpBoundAt: timestamp('totp_bound_at', { withTimezone: true }),
  dualVerification: boolean('dual_verification').notNull().default(false),
});

/** Pending authenticator bindings of merchant users (secret shown once), 10 minutes. */
export const mfaBindings = pgTable('mfa_bindings', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Per user, per kind: which channels carry the notification. Missing row = both on. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Uploaded files, kept under DATA_DIR/files; type checked by content. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    uploadedBy: uuid('uploaded_by'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_merchant_idx').on(t.merchantId)],
);

/** Identity documents of a merchant's people (filled by KYC; renewed through idExpire). */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    idType: smallint('id_type').notNull(),
    holderName: text('holder_name').notNull(),
    idNumber: text('id_number').notNull(),
    expiresOn: date('expires_on').notNull(),
    fileId: uuid('file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_merchant_idx').on(t.merchantId, t.expiresOn)],
);

/** A renewed document waiting for (or past) an operator's review (MaterialReviewState). */
export const documentRenewals = pgTable(
  'document_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** The document's validity when the renewal was submitted. */
    oldExpiresOn: date('old_expires_on'),
    newExpiresOn: date('new_expires_on').notNull(),
    state: smallint('state').notNull(),
    reason: text('reason'),
    submittedBy: uuid('submitted_by').notNull(),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_renewals_state_idx').on(t.state, t.createdAt),
    // At most one renewal in review per document.
    uniqueIndex('document_renewals_one_pending')
      .on(t.documentId)
      .where(sql`state = 1`),
  ],
);

/**
 * Ledger accounts: one per merchant × currency × capital type (CapitalAccountType 1–5), and
 * platform accounts per currency (PlatformAccount 101–105). The balance is a cache of the sum of
 * the account's postings, written only by the ledger module; merchant balances never go below zero
 * (CHECK). Never deleted (trigger, migration 0012): postings refer to them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'M:<merchant id>' or 'P' (platform): one key column keeps the unique index simple. */
    owner: text('owner').notNull(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    currency: text('currency').notNull(),
    kind: smallint('kind').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq').on(t.owner, t.currency, t.kind),
    index('ledger_accounts_merchant_idx').on(t.merchantId),
    check(
      'ledger_accounts_merchant_not_negative',
      sql`${t.merchantId} IS NULL OR ${t.balance} >= 0`,
    ),
  ],
);

/** One business event: postings summing to zero per currency, under a unique reference. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    orderType: smallint('order_type'),
    orderNo: text('order_no'),
    idempotencyKey: text('idempotency_key'),
    causedBy: text('caused_by').notNull(),
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    /** Set on a reversing entry: the entry it reverses. */
    reverses: bigint('reverses', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Only reversals carry `reverses`: the others need no entry in this index.
  (t) => [
    uniqueIndex('journal_entries_reverses_uq')
      .on(t.reverses)
      .where(sql`${t.reverses} IS NOT NULL`),
  ],
);

/**
 * Immutable: the database refuses UPDATE and DELETE (trigger in the migration). No foreign keys
 * (ADR 0010): the ledger writes a posting only with the id of the entry it has just inserted and of
 * an account it holds locked; entries are immutable and accounts are never deleted (triggers).
 */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** journal_entries.id */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    /** ledger_accounts.id */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** The entry's order type, copied at write time so fund details filter by it on an index. */
    orderType: smallint('order_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('postings_account_idx').on(t.accountId, t.id),
    // Fund details: newest first per account, by time, optionally by order type. Migration 0010
    // adds INCLUDE (amount) to both, which drizzle cannot declare.
    index('postings_account_time_idx').on(t.accountId, t.createdAt, t.id),
    index('postings_account_type_time_idx').on(t.accountId, t.orderType, t.createdAt, t.id),
    index('postings_entry_idx').on(t.entryId),
    check('postings_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Two-phase holds: available → frozen on hold; frozen → destination on post, frozen → available on
 * void. `resolution` is unique, so a hold resolves at most once whatever the code does.
 */
export const holds = pgTable(
  'holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    holdEntryId: bigint('hold_entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    /** 'posted' or 'voided' once resolved. */
    resolution: text('resolution'),
    resolutionEntryId: bigint('resolution_entry_id', { mode: 'number' })
      .unique()
      .references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('holds_amount_positive', sql`${t.amount} > 0`),
    check(
      'holds_resolved_once',
      sql`(${t.resolution} IS NULL AND ${t.resolutionEntryId} IS NULL) OR (${t.resolution} IN ('posted', 'voided') AND ${t.resolutionEntryId} IS NOT NULL)`,
    ),
  ],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Wallet-to-wallet transfers between merchants (order type 5). */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    /** The ledger reference; one transfer per reference whatever retries happen. */
    reference: text('reference').notNull().unique(),
    payerMerchantId: uuid('payer_merchant_id')
      .notNull()
      .references(() => merchants.id),
    payeeMerchantId: uuid('payee_merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    note: text('note'),
    state: smallint('state').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transfers_payer_idx').on(t.payerMerchantId, t.createdAt)],
);

/**
 * The job queue (platform/jobs). Workers of any number of processes claim due rows with
 * FOR UPDATE SKIP LOCKED and hold a lease; a crashed worker's lease ends and the job is claimed
 * again. `dedupe_key` makes enqueuing idempotent (one row per recurring slot or business key).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** JobState: 0 queued, 1 running, 2 succeeded, 3 retrying, 4 dead. */
    state: smallint('state').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    progress: smallint('progress').notNull().default(0),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key').unique(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
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

/** In-app notifications of merchant users, rendered in the reader's language from kind + params. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** One notification per event and user whatever retries happen. */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_uq').on(t.userId, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
  ],
);

/** System announcements written by operators. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    context: text('context').notNull(),
    /** AnnouncementAudience: 0 all merchants, 1 chosen merchants (announcement_targets). */
    audience: smallint('audience').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_publish_idx').on(t.publishAt)],
);

export const announcementTargets = pgTable(
  'announcement_targets',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.merchantId] }),
    index('announcement_targets_merchant_idx').on(t.merchantId),
  ],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);

/** Download-centre records: one exported file each, produced by a job. */
export const downloads = pgTable(
  'downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The requester; null for scheduled files (every user of the merchant sees those). */
    userId: uuid('user_id').references(() => users.id),
    report: text('report').notNull(),
    fileType: text('file_type').notNull(),
    fileName: text('file_name').notNull(),
    /** GenerationType: 1 manual, 2 scheduled. */
    generationType: smallint('generation_type').notNull(),
    /** FileState: 1 generating, 2 complete, 3 failed. */
    fileState: smallint('file_state').notNull(),
    /** DownloadState: 0 not downloaded, 1 downloaded, 2 disabled (expired). */
    downloadState: smallint('download_state').notNull().default(0),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** The requester's language: the file's headings and texts are in it. */
    language: text('language').notNull(),
    jobId: uuid('job_id'),
    progress: smallint('progress').notNull().default(0),
    rowCount: integer('row_count'),
    size: bigint('size', { mode: 'number' }),
    storageKey: text('storage_key'),
    failReason: text('fail_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('downloads_merchant_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('downloads_scheduled_uq')
      .on(t.merchantId, t.report, t.fileName)
      .where(sql`generation_type = 2`),
  ],
);

/**
 * A merchant's certification (KYC/KYB, ADR 0018): one case per merchant, its form as a versioned
 * draft of validated steps, the signed agreement, the legal person's liveness and the review.
 */
export const certificationCases = pgTable(
  'certification_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .unique()
      .references(() => merchants.id),
    /** b enterprise, c individual; null until chosen. */
    entityType: text('entity_type'),
    /** CertificationState. */
    state: smallint('state').notNull(),
    /** Bumped by every change: a write names the version it started from. */
    version: integer('version').notNull().default(0),
    /** The saved steps (contracts' ZCertificationDraft), each valid when it was stored. */
    draft: jsonb('draft').notNull().default({}),
    agreementFileId: uuid('agreement_file_id').references(() => files.id),
    /** The material keys the reviewer asked to be replaced. */
    reuploadItems: jsonb('reupload_items').notNull().default([]),
    reason: text('reason'),
    assigneeId: uuid('assignee_id').references(() => operators.id),
    /** VideoAuthState of the last liveness: Y, N or W. */
    livenessResult: text('liveness_result'),
    livenessFailed: integer('liveness_failed').notNull().default(0),
    livenessSelfieFileId: uuid('liveness_selfie_file_id').references(() => files.id),
    livenessVideoFileId: uuid('liveness_video_file_id').references(() => files.id),
    livenessCompletedAt: timestamp('liveness_completed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certification_cases_queue_idx').on(t.state, t.submittedAt)],
);

/** What the merchant sent each time the case went to review, to show the reviewer what changed. */
export const certificationSubmissions = pgTable(
  'certification_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => certificationCases.id),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certification_submissions_number').on(t.caseId, t.number)],
);

/** The case's story as the merchant and the reviewers see it (the audit log keeps the rest). */
export const certificationEvents = pgTable(
  'certification_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => certificationCases.id),
    action: text('action').notNull(),
    /** "merchant", "phone" or the operator's name. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certification_events_case_idx').on(t.caseId, t.at)],
);

/** Single-use hand-off links to the liveness pages; only the token's SHA-256 is kept. */
export const livenessLinks = pgTable('liveness_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  caseId: uuid('case_id')
    .notNull()
    .references(() => certificationCases.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ——— Global accounts (issue 16, ADR 0019) ———

/** A collection account: applied for by usage type, reviewed, then issued details per currency. */
export const collectionAccounts = pgTable(
  'collection_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** CollectionUsage (spec §1). */
    usage: smallint('usage').notNull(),
    /** AccountCategory (spec §9). */
    category: smallint('category').notNull(),
    /** ShopState: the account-use state (spec §4). */
    state: smallint('state').notNull(),
    version: integer('version').notNull().default(0),
    alias: text('alias').notNull().default(''),
    /** The usage type's store or business fields (contracts' ZAccountProfile), as validated. */
    profile: jsonb('profile').notNull(),
    /** The currencies applied for, in the order chosen. */
    currencies: jsonb('currencies').notNull(),
    reason: text('reason'),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_accounts_merchant_idx').on(t.merchantId, t.createdAt),
    index('collection_accounts_queue_idx').on(t.state, t.appliedAt),
  ],
);

/** The bank details of an account in one currency; an incoming entry is matched on these. */
export const collectionAccountDetails = pgTable(
  'collection_account_details',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => collectionAccounts.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull().unique(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull(),
    bic: text('bic').notNull(),
    /** Electronic format, no spaces; unique where set. */
    iban: text('iban').unique(),
    routingNumber: text('routing_number'),
    bsb: text('bsb'),
    sortCode: text('sort_code'),
    cnaps: text('cnaps'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collection_account_details_currency').on(t.accountId, t.currency)],
);

export const collectionAccountEvents = pgTable(
  'collection_account_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => collectionAccounts.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collection_account_events_account_idx').on(t.accountId, t.at)],
);

/** A bank file of credit notifications (camt.054), imported once: its SHA-256 is unique. */
export const bankFiles = pgTable('bank_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** inbox or console. */
  source: text('source').notNull(),
  sha256: text('sha256').notNull().unique(),
  storageKey: text('storage_key').notNull(),
  /** BankFileState. */
  state: smallint('state').notNull().default(0),
  entries: integer('entries').notNull().default(0),
  credited: integer('credited').notNull().default(0),
  held: integer('held').notNull().default(0),
  exceptions: integer('exceptions').notNull().default(0),
  duplicates: integer('duplicates').notNull().default(0),
  error: text('error'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  importedAt: timestamp('imported_at', { withTimezone: true }),
});

/** Numbers collections: an import of 100,000 entries needs numbers that never collide. */
export const collectionOrderNo = pgSequence('collection_order_no');

/**
 * Money received on a collection account: one per bank entry, whose reference is unique, so the
 * same entry imported twice is one collection (and one credit).
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "CL", the UTC day and 10 digits of the sequence: CL202611260000000042. */
    orderNo: text('order_no')
      .notNull()
      .unique()
      .default(
        sql`('CL' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('collection_order_no')::text, 10, '0'))`,
      ),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => collectionAccounts.id),
    accountNumber: text('account_number').notNull(),
    bankFileId: uuid('bank_file_id').references(() => bankFiles.id),
    bankReference: text('bank_reference').notNull().unique(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    payerName: text('payer_name').notNull(),
    payerCountry: text('payer_country').notNull().default(''),
    /** PayerKind. */
    payerKind: text('payer_kind').notNull(),
    note: text('note').notNull().default(''),
    /** CollectionState. */
    state: smallint('state').notNull(),
    version: integer('version').notNull().default(0),
    reason: text('reason'),
    /** A reviewer refused the materials handed in: the label says "material error, re-upload". */
    materialsRefused: boolean('materials_refused').notNull().default(false),
    /** A first payment at or above the second-review threshold: two reviewers approve it. */
    needsSecondReview: boolean('needs_second_review').notNull().default(false),
    firstApprovedBy: uuid('first_approved_by').references(() => operators.id),
    /** When the bank booked it (the entry's booking date), else when it was imported. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collections_merchant_idx').on(t.merchantId, t.arrivedAt),
    // The console's queues read collections that wait; credited ones (most) stay out of it.
    index('collections_state_idx')
      .on(t.state, t.arrivedAt)
      .where(sql`${t.state} IN (0, 1, 2, 10, 11, 12)`),
    index('collections_account_idx').on(t.accountId, t.arrivedAt),
    // The import's first-payment check: has this payer paid this merchant before?
    index('collections_payer_idx').on(t.merchantId, sql`lower(${t.payerName})`),
  ],
);

/** What happened to a collection after it arrived (arrival and credit are its own columns). */
export const collectionEvents = pgTable(
  'collection_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collection_events_collection_idx').on(t.collectionId, t.at)],
);

/** Proof handed in for a collection (contract, invoice, logistics); every round is kept. */
export const collectionMaterials = pgTable(
  'collection_materials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id),
    kind: text('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collection_materials_collection_idx').on(t.collectionId)],
);

/** An entry the import could not make a collection of; once per bank reference. */
export const importExceptions = pgTable(
  'import_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankFileId: uuid('bank_file_id')
      .notNull()
      .references(() => bankFiles.id),
    entryIndex: integer('entry_index').notNull(),
    bankReference: text('bank_reference').notNull().unique(),
    account: text('account').notNull(),
    /** As the bank wrote it. */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    payerName: text('payer_name').notNull(),
    /** ImportExceptionReason. */
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_exceptions_open_idx').on(t.resolvedAt, t.createdAt)],
);

// ——— Shops (issue 17, ADR 0020) ———

/** A merchant's store on a platform or own site; secrets are sealed (AES-GCM), never answered. */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** ShopState (spec §4 shop/account-use). */
    state: smallint('state').notNull(),
    version: integer('version').notNull().default(0),
    name: text('name').notNull(),
    link: text('link').notNull(),
    holder: text('holder').notNull(),
    /** GoodsType code. */
    category: text('category').notNull(),
    /** US dollar cents. */
    yearlySales: bigint('yearly_sales', { mode: 'bigint' }).notNull(),
    site: text('site').notNull(),
    /** ShopPlatform. */
    platform: text('platform').notNull(),
    /** StoreType. */
    storeType: text('store_type').notNull(),
    handle: text('handle').notNull(),
    platformMerchantId: text('platform_merchant_id').notNull().default(''),
    gateway: text('gateway').notNull().default(''),
    apiKeySealed: text('api_key_sealed'),
    apiKeyHint: text('api_key_hint'),
    privateKeySealed: text('private_key_sealed'),
    privateKeyHint: text('private_key_hint'),
    reason: text('reason'),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    /** AuthorizationState; null where the platform has no adapter. */
    authState: smallint('auth_state'),
    /** The platform's access token, sealed. */
    authTokenSealed: text('auth_token_sealed'),
    authScopes: jsonb('auth_scopes').notNull().default([]),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    /** UnionState: the association with a collection account. */
    unionState: smallint('union_state').notNull().default(0),
    unionAccountId: uuid('union_account_id').references(() => collectionAccounts.id),
    unionReason: text('union_reason'),
    unionAt: timestamp('union_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shops_merchant_idx').on(t.merchantId, t.createdAt),
    index('shops_queue_idx').on(t.state, t.updatedAt),
    // One open shop per store of a platform for a merchant (a closed one may be added again).
    uniqueIndex('shops_store_key')
      .on(t.merchantId, t.platform, t.handle)
      .where(sql`state <> 4`),
  ],
);

export const shopEvents = pgTable(
  'shop_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_events_shop_idx').on(t.shopId, t.at)],
);

/** One authorization hand-off of a shop: its step, its one-time code (hashed) and its outcome. */
export const shopAuthorizations = pgTable(
  'shop_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    platform: text('platform').notNull(),
    /** HandoffStep reached: login, consent, callback. */
    step: text('step').notNull(),
    startedBy: text('started_by').notNull(),
    /** SHA-256 of the one-time code the platform issued at consent. */
    codeHash: text('code_hash'),
    /** HandoffOutcome, once it ended. */
    outcome: text('outcome'),
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('shop_authorizations_shop_idx').on(t.shopId, t.startedAt)],
);

// ——— Trade contracts and orders (issue 17, ADR 0020) ———

export const tradeContractRecordNo = pgSequence('trade_contract_record_no');

export const tradeContracts = pgTable(
  'trade_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "TC", the UTC day and 8 digits of the sequence: TC2026112600000042. */
    recordNo: text('record_no')
      .notNull()
      .unique()
      .default(
        sql`('TC' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('trade_contract_record_no')::text, 8, '0'))`,
      ),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** ContractState. */
    state: smallint('state').notNull(),
    version: integer('version').notNull().default(0),
    contractNo: text('contract_no').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerCountry: text('buyer_country').notNull(),
    /** TradeType. */
    tradeType: smallint('trade_type').notNull(),
    /** ContractType. */
    contractType: text('contract_type').notNull(),
    tradingCountries: jsonb('trading_countries').notNull(),
    tradingParty: text('trading_party').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    contractFileId: uuid('contract_file_id')
      .notNull()
      .references(() => files.id),
    hasPi: boolean('has_pi').notNull().default(false),
    piFileId: uuid('pi_file_id').references(() => files.id),
    reason: text('reason'),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_contracts_merchant_idx').on(t.merchantId, t.createdAt),
    index('trade_contracts_queue_idx').on(t.state, t.updatedAt),
  ],
);

export const tradeContractEvents = pgTable(
  'trade_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tradeContracts.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_contract_events_contract_idx').on(t.contractId, t.at)],
);

/** A goods order under a contract; amounts exact: quantity ×10³, unit price ×10⁴, total in minor units. */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tradeContracts.id),
    version: integer('version').notNull().default(0),
    orderNo: text('order_no').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    origin: text('origin').notNull(),
    category: text('category').notNull(),
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    /** What of the total covers collections (sum of its associations). */
    associated: bigint('associated', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    logisticsProvider: text('logistics_provider').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    payer: text('payer').notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    /** ShipmentState. */
    shipment: smallint('shipment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trade_orders_order_no_key').on(t.merchantId, t.orderNo),
    index('trade_orders_contract_idx').on(t.contractId, t.orderedAt),
    index('trade_orders_merchant_idx').on(t.merchantId, t.orderedAt),
  ],
);

/** What of an order covers a collection (spec "trade order association"). */
export const tradeOrderCollections = pgTable(
  'trade_order_collections',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => tradeOrders.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Minor units of the collection's currency. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.orderId] }),
    index('trade_order_collections_order_idx').on(t.orderId),
  ],
);

/**
 * Exchange quotes (issue 18): what a merchant was offered, bound to the merchant, the amounts, the
 * rate and the expiry; used once (`used_at`), by the order that books it.
 */
export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: uuid('user_id').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    /** QuoteSide: which amount the merchant typed. */
    side: text('side').notNull(),
    sellAmount: bigint('sell_amount', { mode: 'bigint' }).notNull(),
    buyAmount: bigint('buy_amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    midRate: numeric('mid_rate', { precision: 30, scale: 10 }).notNull(),
    rate: numeric('rate', { precision: 30, scale: 10 }).notNull(),
    spreadBp: integer('spread_bp').notNull(),
    lockSeconds: integer('lock_seconds').notNull(),
    review: boolean('review').notNull(),
    provider: text('provider').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('exchange_quotes_created_idx').on(t.createdAt)],
);

/** Exchange orders (order type 3): one per quote booked. */
export const exchangeOrders = pgTable(
  'exchange_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => exchangeQuotes.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    createdBy: uuid('created_by').notNull(),
    /** ExchangeState. */
    state: smallint('state').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    sellAmount: bigint('sell_amount', { mode: 'bigint' }).notNull(),
    buyAmount: bigint('buy_amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    midRate: numeric('mid_rate', { precision: 30, scale: 10 }).notNull(),
    rate: numeric('rate', { precision: 30, scale: 10 }).notNull(),
    spreadBp: integer('spread_bp').notNull(),
    lockSeconds: integer('lock_seconds').notNull(),
    /** The ledger entry that booked it, once completed. */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    reason: text('reason'),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('exchange_orders_merchant_idx').on(t.merchantId, t.createdAt),
    index('exchange_orders_state_idx').on(t.state, t.createdAt),
    index('exchange_orders_created_idx').on(t.createdAt),
  ],
);

/** Pricing rules of exchanges: spread, lock extras and review, per merchant (or all) and pair. */
export const exchangeRules = pgTable(
  'exchange_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    sellCurrency: text('sell_currency'),
    buyCurrency: text('buy_currency'),
    /** Null: the merchant's fee agreement's spread. */
    spreadBp: integer('spread_bp'),
    lock15mBp: integer('lock15m_bp'),
    lock1hBp: integer('lock1h_bp'),
    review: boolean('review').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    uniqueIndex('exchange_rules_scope_uq').on(
      sql`coalesce(${t.merchantId}::text, '')`,
      sql`coalesce(${t.sellCurrency}, '')`,
      sql`coalesce(${t.buyCurrency}, '')`,
    ),
  ],
);

/** Rate alerts: notify a user once when a pair's mid rate crosses a level. */
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: uuid('user_id').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    /** AlertDirection. */
    direction: text('direction').notNull(),
    level: numeric('level', { precision: 30, scale: 10 }).notNull(),
    /** AlertState. */
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    triggeredRate: numeric('triggered_rate', { precision: 30, scale: 10 }),
  },
  (t) => [
    index('rate_alerts_merchant_idx').on(t.merchantId, t.createdAt),
    index('rate_alerts_active_idx')
      .on(t.sellCurrency, t.buyCurrency)
      .where(sql`state = 'active'`),
  ],
);

/**
 * Payees (issue 19): the merchant's own withdrawal accounts and the suppliers' bank accounts and
 * Visa cards, reviewed before money can go to them (BankCardState). The form as filled is kept in
 * `details` (the card number only sealed, beside its last four); `account_key` is what makes two
 * payees the same account (country, bank identifier and number, or the card number's keyed hash).
 */
export const payees = pgTable(
  'payees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    version: integer('version').notNull().default(0),
    method: text('method').notNull(),
    usage: text('usage').notNull(),
    relationship: text('relationship').notNull(),
    country: text('country'),
    currency: text('currency').notNull(),
    name: text('name').notNull(),
    bankName: text('bank_name').notNull(),
    accountTail: text('account_tail').notNull(),
    accountKey: text('account_key').notNull(),
    details: jsonb('details').notNull(),
    cardNumberSealed: text('card_number_sealed'),
    state: smallint('state').notNull(),
    reason: text('reason'),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('payees_merchant_idx').on(t.merchantId, t.createdAt),
    index('payees_queue_idx').on(t.state, t.updatedAt),
    // One payee per account, usage and currency for a merchant (a deleted one may be added again).
    uniqueIndex('payees_account_key')
      .on(t.merchantId, t.usage, t.accountKey, t.currency)
      .where(sql`deleted_at IS NULL`),
  ],
);

export const payeeEvents = pgTable(
  'payee_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => payees.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payee_events_payee_idx').on(t.payeeId, t.at)],
);

/**
 * Payouts (issue 19, ADR 0022): withdrawals (1), transfers (2) and fast transfers (6). Amount and
 * fee are held on submit (`payout:<orderNo>:hold`); the payee's details are copied as they were
 * when the order was placed (a later edit of the payee changes nothing here).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** OrderType: 1, 2 or 6. */
    type: smallint('type').notNull(),
    /** OrderState (PAYOUT_EDGES). */
    state: smallint('state').notNull(),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => payees.id),
    /** The payee as paid: name, method, country, bank, tail and the bank details sent. */
    payee: jsonb('payee').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    purpose: text('purpose').notNull(),
    explanation: text('explanation').notNull(),
    postscript: text('postscript').notNull(),
    proofFileIds: jsonb('proof_file_ids').notNull(),
    approvalsNeeded: smallint('approvals_needed').notNull(),
    /** A fast transfer paid the same day (submitted in service hours before the cut-off). */
    sameDay: boolean('same_day').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    reason: text('reason'),
    /** The pain.001 it left in (rail_files.message_id) and when. */
    railMessageId: text('rail_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    failureCode: text('failure_code'),
    /** When the rail is next asked about an unanswered order, and how often it was. */
    nextInquiryAt: timestamp('next_inquiry_at', { withTimezone: true }),
    inquiries: integer('inquiries').notNull().default(0),
    /** The batch it was submitted in (spec "batch number"). */
    batchNo: text('batch_no').references((): AnyPgColumn => payoutBatches.batchNo),
  },
  (t) => [
    index('payouts_batch_idx').on(t.batchNo),
    index('payouts_merchant_idx').on(t.merchantId, t.createdAt),
    index('payouts_state_idx').on(t.state, t.createdAt),
    uniqueIndex('payouts_idempotency').on(t.merchantId, t.idempotencyKey),
  ],
);

/**
 * Batch payments (issue 20, ADR 0023): one confirmation over an order per row. What the user
 * entered (count, total) is kept beside what was submitted, with the rows left out as invalid.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchNo: text('batch_no').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** BatchSource: form or file. */
    source: text('source').notNull(),
    currency: text('currency').notNull(),
    count: integer('count').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    enteredCount: integer('entered_count'),
    enteredTotal: bigint('entered_total', { mode: 'bigint' }),
    /** The sum of every amount the rows held that was a number (compared with enteredTotal). */
    rowsTotal: bigint('rows_total', { mode: 'bigint' }).notNull(),
    rowsCount: integer('rows_count').notNull(),
    approvalsNeeded: smallint('approvals_needed').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_batches_merchant_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('payout_batches_idempotency').on(t.merchantId, t.idempotencyKey),
  ],
);

/** An order's timeline: every edge taken, by whom, with the reason. */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    action: text('action').notNull(),
    state: smallint('state').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_events_payout_idx').on(t.payoutId, t.at)],
);

/** The merchant's approvers' decisions: one per approver and order. */
export const payoutApprovals = pgTable(
  'payout_approvals',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    decision: text('decision').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.userId] })],
);

/** A merchant's maker-checker policy: approvers and the amount bands (USD) that need them. */
export const payoutPolicies = pgTable('payout_policies', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  approverIds: jsonb('approver_ids').notNull(),
  bands: jsonb('bands').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rail's files: pain.001 sent (written before they leave, acknowledged once the bank took
 * them) and pain.002 received, each kept as it was.
 */
export const railFiles = pgTable(
  'rail_files',
  {
    messageId: text('message_id').primaryKey(),
    kind: text('kind').notNull(),
    xml: text('xml').notNull(),
    transactions: integer('transactions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A pain.001: when the bank acknowledged it; null until then (the sender sends it again). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('rail_files_created_idx').on(t.createdAt)],
);

/** Every order a rail file carried, and the bank's status of it (reconciliation reads these). */
export const railLines = pgTable(
  'rail_lines',
  {
    endToEndId: text('end_to_end_id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => railFiles.messageId),
    currency: text('currency').notNull(),
    /** As written in the pain.001, a decimal string. */
    amount: text('amount').notNull(),
    status: text('status'),
    reasonCode: text('reason_code'),
    statusMessageId: text('status_message_id'),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (t) => [index('rail_lines_message_idx').on(t.messageId)],
);

/**
 * The sandbox bank's own book (the other side of the rail): each payment it accepted, by
 * EndToEndId — so a file sent twice pays once — and when and how it answers.
 */
export const sandboxBankPayments = pgTable(
  'sandbox_bank_payments',
  {
    endToEndId: text('end_to_end_id').primaryKey(),
    messageId: text('message_id').notNull(),
    currency: text('currency').notNull(),
    amount: text('amount').notNull(),
    account: text('account').notNull(),
    priority: text('priority').notNull(),
    /** ACSC or RJCT, with the ISO reason code of a rejection. */
    outcome: text('outcome').notNull(),
    reasonCode: text('reason_code'),
    /** The report of this payment is lost once (a test account): only an inquiry gets it. */
    loseReport: boolean('lose_report').notNull(),
    answerAt: timestamp('answer_at', { withTimezone: true }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_bank_payments_due_idx').on(t.answerAt)],
);

/**
 * Settlement quotas (issue 20, ADR 0023): a merchant's application of one kind, in US cents, for a
 * period; approved (1), refused (0) or under review (2). `used` is what payouts drew and did not
 * give back; the check keeps it within the amount whatever races.
 */
export const quotas = pgTable(
  'quotas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotaNo: text('quota_no').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** SettlementLimitKind. */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    used: bigint('used', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    /** QuotaState. */
    state: smallint('state').notNull(),
    note: text('note').notNull(),
    reason: text('reason'),
    contractIds: jsonb('contract_ids').notNull(),
    fileIds: jsonb('file_ids').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('quotas_merchant_idx').on(t.merchantId, t.kind, t.state),
    index('quotas_state_idx').on(t.state, t.createdAt),
    uniqueIndex('quotas_idempotency').on(t.merchantId, t.idempotencyKey),
    check('quotas_used_within', sql`${t.used} >= 0 AND ${t.used} <= ${t.amount}`),
    check('quotas_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** What each payout drew from a quota, and when it gave it back (failed or refused). */
export const quotaDraws = pgTable(
  'quota_draws',
  {
    quotaId: uuid('quota_id')
      .notNull()
      .references(() => quotas.id),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.quotaId, t.orderNo] }),
    index('quota_draws_order_idx').on(t.orderNo),
    check('quota_draws_amount_positive', sql`${t.amount} > 0`),
  ],
);
