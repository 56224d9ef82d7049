// Recurring download jobs: removing expired files, and each merchant's monthly statements (one
// PDF per currency wallet that moved in the past month, generation type "scheduled").
import {
  CapitalAccountType,
  FileState,
  FileType,
  GenerationType,
  ReportKind,
} from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { every, monthly, type JobDefinition, type JobSchedule } from '../../platform/jobs.ts';
import { enqueueGeneration, expireDownloads, fileNameFor, type DownloadRow } from './service.ts';
import { exportTexts } from './texts.ts';

export const EXPIRE_JOB = 'download.expire';
export const MONTHLY_JOB = 'statement.monthly';

export const expireJob = (deps: Deps): JobDefinition => ({
  kind: EXPIRE_JOB,
  async run() {
    await expireDownloads(deps);
  },
});

/** The calendar month before `now` (UTC), as inclusive ISO dates. */
export const previousMonth = (now: Date) => {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { dateFrom: first.toISOString().slice(0, 10), dateTo: last.toISOString().slice(0, 10) };
};

/**
 * Creates last month's statement records and their jobs. Each record commits on its own and a
 * record that exists is skipped (unique scheduled file name), so a run cut off half-way and run
 * again completes the set without doubles.
 */
export const createMonthlyStatements = async (deps: Deps, now = new Date()) => {
  const { dateFrom, dateTo } = previousMonth(now);
  const wallets = await queryRows<{
    merchant_id: string;
    currency: string;
    language: string | null;
  }>(
    deps.db,
    sql`SELECT a.merchant_id, a.currency,
               (SELECT u.language FROM users u WHERE u.merchant_id = a.merchant_id AND u.admin_flag
                LIMIT 1) AS language
        FROM ledger_accounts a
        WHERE a.merchant_id IS NOT NULL AND a.kind = ${CapitalAccountType.Available}
          AND EXISTS (SELECT 1 FROM postings p WHERE p.account_id = a.id
                        AND p.created_at >= (${dateFrom}::date)::timestamp AT TIME ZONE 'UTC'
                        AND p.created_at < (${dateTo}::date + 1)::timestamp AT TIME ZONE 'UTC')
        ORDER BY a.merchant_id, a.currency`,
  );
  let created = 0;
  for (const wallet of wallets) {
    const language = wallet.language ?? 'zh-CN';
    const fileName = fileNameFor(
      exportTexts(language).statement.monthly,
      { currency: wallet.currency, dateFrom, dateTo },
      FileType.Pdf,
    );
    const made = await deps.db.transaction(async (tx) => {
      const [row] = await queryRows<DownloadRow>(
        tx,
        sql`INSERT INTO downloads (merchant_id, user_id, report, file_type, file_name,
                                   generation_type, file_state, params, language)
            VALUES (${wallet.merchant_id}, NULL, ${ReportKind.Statement}, ${FileType.Pdf},
                    ${fileName}, ${GenerationType.Scheduled}, ${FileState.Generating},
                    ${JSON.stringify({ currency: wallet.currency, dateFrom, dateTo })}::jsonb,
                    ${language})
            -- The literal 2 (GenerationType.Scheduled) must match the partial unique index.
            ON CONFLICT (merchant_id, report, file_name) WHERE generation_type = 2
            DO NOTHING RETURNING *`,
      );
      if (row) await enqueueGeneration(deps, tx, row);
      return row !== undefined;
    });
    if (made) created += 1;
  }
  if (created) deps.jobs.wake();
  return created;
};

export const monthlyStatementsJob = (deps: Deps): JobDefinition => ({
  kind: MONTHLY_JOB,
  async run() {
    await createMonthlyStatements(deps);
  },
});

export const downloadSchedules: JobSchedule[] = [
  { kind: EXPIRE_JOB, slot: every(60 * 60 * 1000) },
  // 01:00 UTC on the 1st: the month before is complete in every time zone east of UTC-1.
  { kind: MONTHLY_JOB, slot: monthly(1) },
];
