// The security module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { bigint, boolean, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema.ts';
import { instant, refTo } from '../../../platform/db/columns.ts';

/** Payment security of a user: payment password, authenticator, dual verification. */
export const userSecurity = pgTable('user_security', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  payPwdHash: text('pay_pwd_hash'),
  payPwdUpdatedAt: instant('pay_pwd_updated_at'),
  payPwdFailures: smallint('pay_pwd_failures').notNull().default(0),
  payLockedUntil: instant('pay_locked_until'),
  /** AES-256-GCM encrypted TOTP secret. */
  totpSecret: text('totp_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  totpBoundAt: instant('totp_bound_at'),
  dualVerification: boolean('dual_verification').notNull().default(false),
});

/** Pending authenticator bindings of merchant users (secret shown once), 10 minutes. */
export const mfaBindings = pgTable('mfa_bindings', {
  tokenHash: text('token_hash').primaryKey(),
  userId: refTo('user_id', () => users.id),
  secret: text('secret').notNull(),
  expiresAt: instant('expires_at').notNull(),
});
