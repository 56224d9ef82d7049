// The certification module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files, merchants, operators } from '../../../platform/db/schema.ts';
import {
  createdAt,
  instant,
  refTo,
  timestamps,
  uuidKey,
  version,
} from '../../../platform/db/columns.ts';

/**
 * A merchant's certification (KYC/KYB, ADR 0018): one case per merchant, its form as a versioned
 * draft of validated steps, the signed agreement, the legal person's liveness and the review.
 */
export const certificationCases = pgTable(
  'certification_cases',
  {
    id: uuidKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .unique()
      .references(() => merchants.id),
    /** b enterprise, c individual; null until chosen. */
    entityType: text('entity_type'),
    /** CertificationState. */
    state: smallint('state').notNull(),
    version: version(),
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
    livenessCompletedAt: instant('liveness_completed_at'),
    submittedAt: instant('submitted_at'),
    decidedAt: instant('decided_at'),
    ...timestamps(),
  },
  (t) => [index('certification_cases_queue_idx').on(t.state, t.submittedAt)],
);

/** What the merchant sent each time the case went to review, to show the reviewer what changed. */
export const certificationSubmissions = pgTable(
  'certification_submissions',
  {
    id: uuidKey(),
    caseId: refTo('case_id', () => certificationCases.id),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certification_submissions_number').on(t.caseId, t.number)],
);

/** The case's story as the merchant and the reviewers see it (the audit log keeps the rest). */
export const certificationEvents = pgTable(
  'certification_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    caseId: refTo('case_id', () => certificationCases.id),
    action: text('action').notNull(),
    /** "merchant", "phone" or the operator's name. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('certification_events_case_idx').on(t.caseId, t.at)],
);

/** Single-use hand-off links to the liveness pages; only the token's SHA-256 is kept. */
export const livenessLinks = pgTable('liveness_links', {
  id: uuidKey(),
  caseId: refTo('case_id', () => certificationCases.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});
