// The identity module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  channelNo: text('channel_no').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
