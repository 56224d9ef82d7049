// The operators module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from '../../../platform/db/schema.ts';

/** Pending authenticator enrolments of operators (first login), 10 minutes. */
export const totpEnrolments = pgTable('totp_enrolments', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
