// The documents module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { date, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { files } from '../../../platform/db/schema.ts';
import { merchantRef } from '../../../platform/db/merchant-columns.ts';
import { createdAt, instant, refTo, uuidKey } from '../../../platform/db/columns.ts';

/** Identity documents of a merchant's people (filled by KYC; renewed through idExpire). */
export const documents = pgTable(
  'documents',
  {
    id: uuidKey(),
    merchantId: merchantRef(),
    idType: smallint('id_type').notNull(),
    holderName: text('holder_name').notNull(),
    idNumber: text('id_number').notNull(),
    expiresOn: date('expires_on').notNull(),
    fileId: uuid('file_id').references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('documents_merchant_idx').on(t.merchantId, t.expiresOn)],
);

/** A renewed document waiting for (or past) an operator's review (MaterialReviewState). */
export const documentRenewals = pgTable(
  'document_renewals',
  {
    id: uuidKey(),
    documentId: refTo('document_id', () => documents.id),
    merchantId: merchantRef(),
    fileId: refTo('file_id', () => files.id),
    /** The document's validity when the renewal was submitted. */
    oldExpiresOn: date('old_expires_on'),
    newExpiresOn: date('new_expires_on').notNull(),
    state: smallint('state').notNull(),
    reason: text('reason'),
    submittedBy: uuid('submitted_by').notNull(),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: instant('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_renewals_state_idx').on(t.state, t.createdAt),
    // At most one renewal in review per document.
    uniqueIndex('document_renewals_one_pending')
      .on(t.documentId)
      .where(sql`state = 1`),
  ],
);
