// The columns of a merchant's records, declared once beside the platform's tables they point at:
// the owning merchant, the user who made the record and an operator's review of it.
import { text, uuid } from 'drizzle-orm/pg-core';
import { refTo } from './columns.ts';
import { merchants, operators, users } from './schema.ts';

/** The merchant the record belongs to (`merchant_id`). */
export const merchantRef = () => refTo('merchant_id', () => merchants.id);

/** The merchant's user who made the record (`created_by`). */
export const createdByUser = () => refTo('created_by', () => users.id);

/** An operator's review: who decided and, for a refusal, why. */
export const reviewFields = () => ({
  reason: text('reason'),
  reviewerId: uuid('reviewer_id').references(() => operators.id),
});
