// The operators module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { operators } from '../../../platform/db/schema.ts';
import { instant, refTo } from '../../../platform/db/columns.ts';

/** Pending authenticator enrolments of operators (first login), 10 minutes. */
export const totpEnrolments = pgTable('totp_enrolments', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: refTo('operator_id', () => operators.id),
  secret: text('secret').notNull(),
  expiresAt: instant('expires_at').notNull(),
});
