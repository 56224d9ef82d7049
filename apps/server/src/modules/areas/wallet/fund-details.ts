// Fund details: the movements of the available balances, paged for the screen, in batches for
// exports, and summed per day for the chart.
import {
  fromMinor,
  isTimeZone,
  type FundDaily,
  type FundDailyQuery,
  type FundDay,
  type FundDetailQuery,
  type FundMovement,
} from '@tradebridge/contracts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { Deps } from '../../../platform/deps.ts';
import {
  dailyMovements,
  iterateMovements,
  iterateMovementTexts,
  MovementColumn,
  listMovements,
  type MovementFilter,
  type MovementRow,
} from '../../core/ledger/index.ts';
import { type FundMovementText } from './repository.ts';

const describeMemo = (memo: Record<string, unknown>, direction: 'in' | 'out') => {
  const text = (key: string) => (typeof memo[key] === 'string' ? (memo[key] as string) : null);
  return {
    kind: text('kind'),
    counterparty: direction === 'out' ? text('payee') : text('payer'),
    note: text('note'),
  };
};

export const listFundDetails = async (
  deps: Deps,
  merchantId: string,
  query: Required<Pick<FundDetailQuery, 'pageNum' | 'pageSize'>> & FundDetailQuery,
) => {
  const { list, total, totalCapped } = await listMovements(
    deps.db,
    merchantId,
    {
      currency: query.currency,
      orderType: query.orderType,
      direction: query.direction,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
    },
    { pageNum: query.pageNum, pageSize: query.pageSize },
  );
  return {
    total,
    totalCapped,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    list: list.map(fundMovementOf),
  };
};

const fundMovementOf = (m: MovementRow): FundMovement => {
  const direction = m.amount > 0n ? 'in' : 'out';
  return {
    id: m.id,
    time: m.createdAt.toISOString(),
    currency: m.currency,
    orderType: m.orderType,
    orderNo: m.orderNo,
    direction,
    amount: fromMinor(m.amount < 0n ? -m.amount : m.amount, m.currency),
    balanceAfter: fromMinor(m.balanceAfter, m.currency),
    ...describeMemo(m.memo, direction),
  };
};

/** Every fund movement matching the filter, newest first, in batches, as the screen shows them. */
export async function* fundMovementBatches(
  db: DbOrTx,
  merchantId: string,
  filter: MovementFilter,
  options: { batchSize?: number; order?: 'desc' | 'asc' } = {},
): AsyncGenerator<FundMovement[]> {
  for await (const batch of iterateMovements(
    db,
    merchantId,
    filter,
    options.batchSize,
    options.order,
  ))
    yield batch.map(fundMovementOf);
}

/**
 * Every fund movement matching the filter, in batches of whatever `toRow` makes of each (exports:
 * a million rows). The movement handed to `toRow` is one object filled again for every row, so
 * `toRow` must not keep it.
 */
export async function* fundMovementRows<T>(
  db: Db,
  merchantId: string,
  filter: MovementFilter,
  toRow: (movement: Readonly<FundMovementText>) => T,
  options: { batchSize?: number; order?: 'desc' | 'asc' } = {},
): AsyncGenerator<T[]> {
  const m: FundMovementText = {
    time: '',
    currency: 'USD',
    orderType: null,
    kind: null,
    orderNo: null,
    direction: 'in',
    amount: '',
    balanceAfter: '',
    counterparty: null,
    note: null,
  };
  for await (const batch of iterateMovementTexts(db, merchantId, filter, options)) {
    const rows = new Array<T>(batch.length);
    for (let i = 0; i < batch.length; i++) {
      const r = batch[i]!;
      const amount = r[MovementColumn.amount];
      // Postings are never zero (CHECK), so the sign alone tells the direction.
      const out = amount.charCodeAt(0) === 45; // '-'
      const orderType = r[MovementColumn.orderType];
      m.time = r[MovementColumn.at].slice(0, 19);
      m.currency = r[MovementColumn.currency];
      m.orderType = orderType === null ? null : Number(orderType);
      m.kind = r[MovementColumn.kind];
      m.orderNo = r[MovementColumn.orderNo];
      m.direction = out ? 'out' : 'in';
      m.amount = amount;
      m.balanceAfter = r[MovementColumn.balanceAfter];
      m.counterparty = out ? r[MovementColumn.payee] : r[MovementColumn.payer];
      m.note = r[MovementColumn.note];
      rows[i] = toRow(m);
    }
    yield rows;
  }
}

/** The ISO dates from `from` to `to`, both included (UTC calendar days). */
const eachDay = (from: string, to: string): string[] => {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= last; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
};

/** The zone a chart's days are counted in: the one asked for when this runtime knows it, else UTC. */
export const chartTimeZone = (asked: string | undefined): string => {
  if (!asked || !isTimeZone(asked)) return 'UTC';
  // The canonical name ("Asia/Calcutta" for "asia/calcutta"), which the database knows as well.
  return new Intl.DateTimeFormat('en', { timeZone: asked }).resolvedOptions().timeZone;
};

/**
 * The daily chart of one wallet: every day of the period, in the reader's time zone (so its last
 * day is the reader's today), days without movement at zero with the previous day's closing
 * balance carried forward.
 */
export const dailyFundSummary = async (
  deps: Deps,
  merchantId: string,
  query: FundDailyQuery,
): Promise<FundDaily> => {
  const { currency, dateFrom, dateTo } = query;
  const { openingBalance, days } = await dailyMovements(
    deps.db,
    merchantId,
    currency,
    dateFrom,
    dateTo,
    chartTimeZone(query.timeZone),
  );
  const byDate = new Map(days.map((d) => [d.date, d]));
  const zero = fromMinor(0n, currency);
  let balance = openingBalance;
  return {
    currency,
    openingBalance: fromMinor(openingBalance, currency),
    days: eachDay(dateFrom, dateTo).map((date): FundDay => {
      const moved = byDate.get(date);
      if (!moved)
        return { date, inflow: zero, outflow: zero, balance: fromMinor(balance, currency) };
      balance = moved.closingBalance;
      return {
        date,
        inflow: fromMinor(moved.inflow, currency),
        outflow: fromMinor(moved.outflow, currency),
        balance: fromMinor(balance, currency),
      };
    }),
  };
};

/**
 * The amount in minor units once it passes the contracts' amount rule (which the request schema
 * applied already: this keeps a caller that skips the route from moving a wrong amount); names the
 * field otherwise.
 */
