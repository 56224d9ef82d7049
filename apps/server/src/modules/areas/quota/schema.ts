// The quota module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { operators } from '../../../platform/db/schema.ts';
import { createdByUser, merchantRef } from '../../../platform/db/merchant-columns.ts';
import { createdAt, instant, money, refTo, uuidKey } from '../../../platform/db/columns.ts';

/**
 * Settlement quotas (issue 20, ADR 0023): a merchant's application of one kind, in US cents, for a
 * period; approved (1), refused (0) or under review (2). `used` is what payouts drew and did not
 * give back; the check keeps it within the amount whatever races.
 */
export const quotas = pgTable(
  'quotas',
  {
    id: uuidKey(),
    quotaNo: text('quota_no').notNull().unique(),
    merchantId: merchantRef(),
    /** SettlementLimitKind. */
    kind: text('kind').notNull(),
    amount: money('amount'),
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
    createdBy: createdByUser(),
    createdAt: createdAt(),
    reviewerId: uuid('reviewer_id').references(() => operators.id),
    reviewedAt: instant('reviewed_at'),
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
    quotaId: refTo('quota_id', () => quotas.id),
    orderNo: text('order_no').notNull(),
    amount: money('amount'),
    at: instant('at').notNull().defaultNow(),
    returnedAt: instant('returned_at'),
  },
  (t) => [
    primaryKey({ columns: [t.quotaId, t.orderNo] }),
    index('quota_draws_order_idx').on(t.orderNo),
    check('quota_draws_amount_positive', sql`${t.amount} > 0`),
  ],
);
