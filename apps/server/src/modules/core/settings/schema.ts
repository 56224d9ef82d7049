// The settings module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Platform settings as key → JSON value; configDetail.json reads them. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
