// What the ledger holds for given entry references on one platform account: the amount posted
// there and when. The sandbox bank's end-of-day statement is read from this, so it agrees with the
// ledger by construction and a test holds it to the ledger again.
import type { Currency, PlatformAccount } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';

export type ReferencedPosting = { reference: string; postedAt: Date; amount: bigint };

export const platformPostingsOf = async (
  db: DbOrTx,
  platform: PlatformAccount,
  currency: Currency,
  references: string[],
): Promise<ReferencedPosting[]> => {
  if (references.length === 0) return [];
  const rows = await queryRows<{ reference: string; posted_at: string | Date; amount: string }>(
    db,
    sql`SELECT e.reference, e.created_at AS posted_at, p.amount::text AS amount
        FROM journal_entries e
        JOIN postings p ON p.entry_id = e.id
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.reference IN ${references}
          AND a.owner = 'P' AND a.kind = ${platform} AND a.currency = ${currency}
        ORDER BY e.id`,
  );
  return rows.map((r) => ({
    reference: r.reference,
    postedAt: new Date(r.posted_at),
    amount: BigInt(r.amount),
  }));
};
