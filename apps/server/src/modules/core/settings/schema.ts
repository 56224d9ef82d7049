// The settings module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../../platform/db/columns.ts';

/** Platform settings as key → JSON value; configDetail.json reads them. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
