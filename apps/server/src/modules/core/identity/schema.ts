// The identity module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import { boolean, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, uuidKey } from '../../../platform/db/columns.ts';

/** Picture captchas: answer hashed, single use, 5 minutes. devAnswer only outside production. */
export const captchas = pgTable('captchas', {
  codeToken: text('code_token').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  devAnswer: text('dev_answer'),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
});

/** One-time codes sent by e-mail or SMS: hashed, 5 minutes, 5 wrong tries then void. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuidKey(),
    account: text('account').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('verification_codes_account_idx').on(t.account, t.scene, t.createdAt)],
);

export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  channelNo: text('channel_no').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});
