// Fund details at scale (issue 5): the first page of a merchant with 1,000,000 postings, for every
// combination of the screen's filters (currency × order type × direction × date range), through
// the ledger's listMovements (the page and its count). Target: p99 under 50 ms. The postings are
// generated in bulk by SQL (a spread of currencies, order types — one of them rare — directions
// and two years of dates); the query path is the one the portal uses. BENCH_POSTINGS overrides
// the size; BENCH_DB=pglite|postgres|both (default both).
import { sql } from 'drizzle-orm';
import { listMovements, type MovementFilter } from '@tradebridge/server/ledger';
import type { Database } from '@tradebridge/server/db';
import {
  postBenchMovements,
  seedBenchMerchant,
  withFreshPglite,
  withFreshPostgres,
} from './lib.ts';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const ROUNDS = 5;
const TARGET_P99_MS = 50;

const setUp = async (database: Database) => {
  const merchantId = await seedBenchMerchant(database, 'F');
  // One entry per merchant posting (its counter-posting on the platform's clearing account is left
  // out: it does not change what the merchant's query reads).
  await postBenchMovements(database, merchantId, POSTINGS, {
    orderNo: sql`'O' || g`,
    memo: sql`'{"note":"bench"}'::jsonb`,
    amountSpread: 9000,
    balanceFrom: 1000000,
    balanceStep: 1,
  });
  return merchantId;
};

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const filters = (): { label: string; filter: MovementFilter }[] => {
  const out: { label: string; filter: MovementFilter }[] = [];
  for (const currency of [undefined, 'USD', 'CNY'] as const)
    for (const orderType of [undefined, 5, 6])
      for (const direction of [undefined, 'in', 'out'] as const)
        for (const [range, dateFrom, dateTo] of [
          ['any time', undefined, undefined],
          ['last 30 days', day(-30), day(0)],
          ['a month a year ago', day(-395), day(-365)],
        ] as const)
          out.push({
            label: `${currency ?? 'all'}/${orderType ?? 'any type'}/${direction ?? 'both'}/${range}`,
            filter: { currency, orderType, direction, dateFrom, dateTo },
          });
  return out;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const measure = async (database: Database, merchantId: string) => {
  const cases = filters();
  const times: number[] = [];
  const byCase = new Map<string, number>();
  let worst = { label: '', ms: 0 };
  // One warm-up pass, then ROUNDS measured passes over every combination.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const { label, filter } of cases) {
      const started = performance.now();
      const page = await listMovements(database.db, merchantId, filter, {
        pageNum: 1,
        pageSize: 20,
      });
      const ms = performance.now() - started;
      if (round === 0) {
        if (page.list.length === 0 && !label.includes('6/')) console.log(`  (empty: ${label})`);
        continue;
      }
      times.push(ms);
      byCase.set(label, Math.max(byCase.get(label) ?? 0, ms));
      if (ms > worst.ms) worst = { label, ms };
    }
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log(
    `  ${database.kind.padEnd(8)} ${cases.length} filter combinations × ${ROUNDS}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${worst.ms.toFixed(1)} ms (${worst.label})`,
  );
  if (process.env.BENCH_VERBOSE)
    for (const [label, ms] of [...byCase].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${label}`);
  if (p99 >= TARGET_P99_MS) {
    console.log(`FAIL ${database.kind}: p99 ${p99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms)`);
    process.exitCode = 1;
  }
};

export const fundDetailsBench = async () => {
  const which = process.env.BENCH_DB ?? 'both';
  console.log(`first page of fund details, ${POSTINGS.toLocaleString('en-US')} postings`);
  if (which !== 'pglite') await withFreshPostgres(async (db) => measure(db, await setUp(db)));
  if (which !== 'postgres') await withFreshPglite(async (db) => measure(db, await setUp(db)));
};
