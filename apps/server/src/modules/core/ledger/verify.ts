// The ledger's invariants, checked by `npm run ledger:verify`, the console and the tests.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';

export type InvariantCheck = {
  name: string;
  description: string;
  checked: number;
  breaches: string[];
};

const check = async (
  db: DbOrTx,
  name: string,
  description: string,
  countQuery: ReturnType<typeof sql>,
  breachQuery: ReturnType<typeof sql>,
): Promise<InvariantCheck> => {
  const [counted] = await queryRows<{ n: string | number }>(db, countQuery);
  const breaches = await queryRows<{ breach: string }>(db, breachQuery);
  return {
    name,
    description,
    checked: Number(counted?.n ?? 0),
    breaches: breaches.map((b) => b.breach),
  };
};

export const verifyLedger = async (db: DbOrTx): Promise<InvariantCheck[]> => [
  await check(
    db,
    'entriesBalance',
    'postings of every entry sum to zero per currency',
    sql`SELECT count(*) AS n FROM journal_entries`,
    sql`SELECT 'entry ' || entry_id || ' ' || currency || ' sums to ' || sum(amount) AS breach
        FROM postings GROUP BY entry_id, currency HAVING sum(amount) <> 0 LIMIT 100`,
  ),
  await check(
    db,
    'currenciesBalance',
    'all postings sum to zero per currency',
    sql`SELECT count(DISTINCT currency) AS n FROM postings`,
    sql`SELECT currency || ' sums to ' || sum(amount) AS breach FROM postings GROUP BY currency HAVING sum(amount) <> 0`,
  ),
  await check(
    db,
    'balancesMatchPostings',
    'every account balance equals the sum of its postings',
    sql`SELECT count(*) AS n FROM ledger_accounts`,
    sql`SELECT 'account ' || a.id || ' (' || a.owner || ' ' || a.currency || ' ' || a.kind || ') balance ' || a.balance || ' but postings sum to ' || COALESCE(s.total, 0) AS breach
        FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM postings GROUP BY account_id) s ON s.account_id = a.id
        WHERE a.balance <> COALESCE(s.total, 0) LIMIT 100`,
  ),
  await check(
    db,
    'noNegativeMerchantBalance',
    'no merchant balance (available or any other capital type) is below zero',
    sql`SELECT count(*) AS n FROM ledger_accounts WHERE merchant_id IS NOT NULL`,
    sql`SELECT 'account ' || id || ' (' || owner || ' ' || currency || ' ' || kind || ') is ' || balance AS breach
        FROM ledger_accounts WHERE merchant_id IS NOT NULL AND balance < 0 LIMIT 100`,
  ),
  await check(
    db,
    'balanceAfterChain',
    'each posting’s balance-after follows from the one before on its account',
    sql`SELECT count(*) AS n FROM postings`,
    sql`SELECT 'posting ' || id || ' balance_after ' || balance_after || ' expected ' || expected AS breach FROM (
          SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS expected FROM postings
        ) x WHERE balance_after <> expected LIMIT 100`,
  ),
  await check(
    db,
    'holdsResolvedOnce',
    'every hold is resolved at most once, by an entry that moves exactly its amount out of frozen',
    sql`SELECT count(*) AS n FROM holds`,
    sql`SELECT 'hold ' || h.id || ' resolution entry ' || h.resolution_entry_id || ' reference ' || e.reference AS breach
        FROM holds h JOIN journal_entries e ON e.id = h.resolution_entry_id
        WHERE e.reference <> h.reference || ':resolve'
        UNION ALL
        SELECT 'hold ' || h.id || ' has resolution entries ' || count(*) AS breach
        FROM holds h JOIN journal_entries e ON e.reference = h.reference || ':resolve'
        GROUP BY h.id HAVING count(*) > 1
        UNION ALL
        SELECT 'hold ' || h.id || ' resolved by an entry not in holds' AS breach
        FROM holds h JOIN journal_entries e ON e.reference = h.reference || ':resolve'
        WHERE h.resolution_entry_id IS NULL
        LIMIT 100`,
  ),
];
