// The console's view of exchange: the platform's FX position per currency (what exchanges left in
// its FX accounts) valued in USD at reference rates, the fees earned, today's exchanges by pair and
// the review queue's size.
import {
  convertAndSum,
  ExchangeState,
  fromMinor,
  type Currency,
  type FxPosition,
} from '@tradebridge/contracts';
import type { Deps } from '../../../platform/deps.ts';
import { getReferenceRates } from '../../core/rates/index.ts';
import { countOrders, fxAccounts, pairTotalsSince } from './repository.ts';

export const fxPosition = async (deps: Deps): Promise<FxPosition> => {
  const db = deps.db;
  const now = new Date();
  const today = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
  const reference = await getReferenceRates(db);
  const accounts = await fxAccounts(db);
  const pairs = await pairTotalsSince(db, today, ExchangeState.Completed);
  const pendingReview = await countOrders(db, { state: ExchangeState.PendingReview });
  const usd = (rows: { minor: bigint; currency: Currency }[]) =>
    convertAndSum(
      rows.filter((r) => reference.perUsd[r.currency]),
      'USD',
      reference.perUsd,
    );
  return {
    currencies: accounts.map((a) => ({
      currency: a.currency,
      position: fromMinor(BigInt(a.position), a.currency),
      positionUsd: usd([{ minor: BigInt(a.position), currency: a.currency }]),
      fees: fromMinor(BigInt(a.fees), a.currency),
    })),
    netUsd: usd(accounts.map((a) => ({ minor: BigInt(a.position), currency: a.currency }))),
    today: pairs.map((p) => ({
      sellCurrency: p.sell_currency,
      buyCurrency: p.buy_currency,
      count: Number(p.n),
      sellTotal: fromMinor(BigInt(p.sell_total), p.sell_currency),
      buyTotal: fromMinor(BigInt(p.buy_total), p.buy_currency),
    })),
    pendingReview,
    referenceAsOf: reference.asOf,
  };
};
