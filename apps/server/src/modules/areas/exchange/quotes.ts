// Rate inquiry and exchange: the indicative rate of a pair and its last 30 days, quotes (stored,
// bound to the merchant, amounts, rate and expiry, used once) and their booking through the
// payment confirmation — at once, or held for review where the pricing rule says so.
import { setTimeout } from 'node:timers/promises';
import {
  CapitalAccountType,
  crossRate,
  customerRate,
  ExchangeState,
  fromMinor,
  inverseRate,
  isTradingOpen,
  minSellOf,
  nextOpening,
  OrderType,
  PlatformAccount,
  priceExchange,
  RATE_HISTORY_DAYS,
  rateString,
  type ConfirmExchangeRequest,
  type Currency,
  type ExchangeOrder,
  type ExchangeQuote,
  type IndicativeRate,
  type PairRequest,
  type QuoteRequest,
  type RateHistory,
} from '@tradebridge/contracts';
import { amountOrFail } from '../../../platform/amounts.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { nowOf, type ClientWithZone, type Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import { userActor, type UserAuth } from '../../../platform/http/auth.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import { timed } from '../../../platform/http/server-timing.ts';
import { newOrderNo } from '../../../platform/numbers.ts';
import {
  balanceOf,
  balanceSql,
  hold,
  postEntry,
  settleHold,
  type PostingInput,
} from '../../core/ledger/index.ts';
import { confirmPayment } from '../../core/security/index.ts';
import { assertRatesFresh, ratesFreshness } from './freshness.ts';
import { getTradingWindow, pricingFor } from './pricing.ts';
import { rateProviderOf } from './providers.ts';
import {
  findOrderByQuote,
  findQuote,
  insertOrder,
  insertQuoteIfCovered,
  markQuoteUsed,
  updateOrder,
  type OrderRow,
} from './repository.ts';
import { orderView, quoteView } from './views.ts';

const providerOf = (deps: Deps) => rateProviderOf(deps.config.exchangeRatesFile);

/** The mid rate of a pair now (RATE_SCALE units), with the provider's time. */
const midRateOf = async (deps: Deps, sell: Currency, buy: Currency, at: Date) => {
  const { perUsd, asOf } = await providerOf(deps).ratesAt(deps.db, at);
  return { mid: crossRate(perUsd[sell], perUsd[buy]), asOf };
};

const availableOf = (db: DbOrTx, merchantId: string, currency: Currency) =>
  balanceOf(db, { merchantId, currency, type: CapitalAccountType.Available });

export const indicativeRate = async (
  deps: Deps,
  auth: UserAuth,
  { sellCurrency, buyCurrency }: PairRequest,
): Promise<IndicativeRate> => {
  const now = nowOf(deps);
  const [{ mid, asOf }, pricing, window, available, freshness] = [
    await midRateOf(deps, sellCurrency, buyCurrency, now),
    await pricingFor(deps.db, auth.merchantId, sellCurrency, buyCurrency),
    await getTradingWindow(deps.db),
    await availableOf(deps.db, auth.merchantId, sellCurrency),
    await ratesFreshness(deps, now),
  ];
  const rate = customerRate(mid, pricing.spreadBp);
  return {
    sellCurrency,
    buyCurrency,
    midRate: rateString(mid),
    rate: rateString(rate),
    inverseRate: rateString(inverseRate(rate)),
    spreadBp: pricing.spreadBp,
    locks: pricing.locks,
    review: pricing.review,
    asOf: asOf.toISOString(),
    provider: providerOf(deps).name,
    open: isTradingOpen(window, sellCurrency, buyCurrency, now),
    nextOpenAt: nextOpening(window, sellCurrency, buyCurrency, now)?.toISOString() ?? null,
    window,
    minSell: fromMinor(minSellOf(sellCurrency), sellCurrency),
    available: fromMinor(available, sellCurrency),
    ratesStale: freshness.stale ? freshness : null,
  };
};

export const rateHistory = async (
  deps: Deps,
  { sellCurrency, buyCurrency }: PairRequest,
): Promise<RateHistory> => {
  const days = await providerOf(deps).daily(deps.db, nowOf(deps), RATE_HISTORY_DAYS);
  return {
    sellCurrency,
    buyCurrency,
    provider: providerOf(deps).name,
    points: days.map((d) => ({
      date: d.date,
      rate: rateString(crossRate(d.perUsd[sellCurrency], d.perUsd[buyCurrency])),
    })),
  };
};

/**
 * A quote: refused outside the trading window, on stale rates, below the least sell amount, when it converts to
 * nothing, or above the available balance — before anything is stored.
 */
export const createQuote = async (
  deps: Deps,
  auth: UserAuth,
  input: QuoteRequest,
): Promise<ExchangeQuote> => {
  const { sellCurrency, buyCurrency } = input;
  const side = input.side;
  const now = nowOf(deps);
  const window = await getTradingWindow(deps.db);
  if (!isTradingOpen(window, sellCurrency, buyCurrency, now))
    throw new AppError('TRADING_NOT_SUPPORTED');
  await assertRatesFresh(deps, now);
  const amount = amountOrFail(input.amount, side === 'sell' ? sellCurrency : buyCurrency);
  const pricing = await pricingFor(deps.db, auth.merchantId, sellCurrency, buyCurrency);
  const lockSeconds = input.lockSeconds ?? 60;
  const lock = pricing.locks.find((l) => l.seconds === lockSeconds);
  if (!lock) throw new FieldError('lockSeconds', 'lockNotOffered');
  const spreadBp = pricing.spreadBp + lock.extraBp;
  const { mid } = await midRateOf(deps, sellCurrency, buyCurrency, now);
  const priced = priceExchange({
    sellCurrency,
    buyCurrency,
    side,
    amount,
    midUnits: mid,
    spreadBp,
  });
  const minSell = minSellOf(sellCurrency);
  if (priced.sell < minSell)
    throw new FieldError('amount', `exchangeMinSell:${fromMinor(minSell, sellCurrency)}`);
  if (priced.buy <= 0n) throw new FieldError('amount', 'exchangeTooSmall');
  // Stored only while the available balance covers it, checked in the same statement.
  const available = balanceSql({
    merchantId: auth.merchantId,
    currency: sellCurrency,
    type: CapitalAccountType.Available,
  });
  const quote = await insertQuoteIfCovered(
    deps.db,
    {
      merchantId: auth.merchantId,
      userId: auth.userId,
      sellCurrency,
      buyCurrency,
      side,
      sellAmount: priced.sell,
      buyAmount: priced.buy,
      fee: priced.fee,
      midRate: rateString(mid),
      rate: rateString(customerRate(mid, spreadBp)),
      spreadBp,
      lockSeconds,
      review: pricing.review,
      provider: providerOf(deps).name,
      expiresAt: new Date(now.getTime() + lockSeconds * 1000),
      createdAt: now,
    },
    available,
  );
  if (!quote) throw new AppError('INSUFFICIENT_BALANCE');
  return quoteView(quote, now);
};

/**
 * The exchange's legs beside the merchant's sell debit: the sell amount less the fee into the
 * platform's FX position, the fee to revenue, the buy amount from the FX position to the merchant.
 */
export const exchangeLegs = (order: OrderRow): PostingInput[] => {
  const sell = order.sellCurrency as Currency;
  const buy = order.buyCurrency as Currency;
  const legs: PostingInput[] = [
    {
      account: { platform: PlatformAccount.FxPosition, currency: sell },
      amount: order.sellAmount - order.fee,
    },
    {
      account: { platform: PlatformAccount.FxPosition, currency: buy },
      amount: -order.buyAmount,
    },
    {
      account: { merchantId: order.merchantId, currency: buy, type: CapitalAccountType.Available },
      amount: order.buyAmount,
    },
  ];
  if (order.fee > 0n)
    legs.push({
      account: { platform: PlatformAccount.FeeRevenue, currency: sell },
      amount: order.fee,
    });
  return legs;
};

const memoOf = (order: OrderRow) => ({
  sellCurrency: order.sellCurrency,
  buyCurrency: order.buyCurrency,
  rate: order.rate,
});

/** The reference of an exchange's booking (or of its hold): one per quote, whatever retries. */
export const exchangeReference = (quoteId: string) => `exchange:${quoteId}`;

/** Books a completed exchange in one entry (the caller's transaction). */
export const bookExchange = (tx: DbOrTx, order: OrderRow, causedBy: string) =>
  postEntry(tx, {
    reference: exchangeReference(order.quoteId),
    orderType: OrderType.Exchange,
    orderNo: order.orderNo,
    causedBy,
    memo: memoOf(order),
    postings: [
      {
        account: {
          merchantId: order.merchantId,
          currency: order.sellCurrency as Currency,
          type: CapitalAccountType.Available,
        },
        amount: -order.sellAmount,
      },
      ...exchangeLegs(order),
    ],
  });

/** Books an exchange held for review, once approved: the hold pays out along the legs. */
export const settleHeldExchange = (tx: DbOrTx, order: OrderRow, causedBy: string) =>
  settleHold(tx, exchangeReference(order.quoteId), exchangeLegs(order), causedBy, memoOf(order));

/** How long a confirmation refused for a void code waits for another one's booking. */
const BOOKING_WAIT_MS = 1500;

/**
 * The order of a quote that another confirmation booked while this one checked its code. The code
 * was used up by it (already committed), or void: every try of a code counts, so among many
 * confirmations at once with the same code the sixth and later find it void while the one that
 * passed may still be booking; those wait for that booking a moment (a code void after five wrong
 * tries answers that much later).
 */
const bookedMeanwhile = async (deps: Deps, quoteId: string, error: unknown) => {
  const waitUntil =
    Date.now() + (error instanceof AppError && error.code === 'CODE_VOID' ? BOOKING_WAIT_MS : 0);
  for (;;) {
    const order = await findOrderByQuote(deps.db, quoteId);
    if (order || Date.now() >= waitUntil) return order;
    await setTimeout(50);
  }
};

/**
 * Books a quote. A quote already booked answers its order (a retry, a second tab, ten clicks at
 * once: one order); an expired one is "trading timeout" (valid while now < expiresAt).
 */
export const confirmExchange = async (
  deps: Deps,
  auth: UserAuth,
  input: ConfirmExchangeRequest,
  idempotency: Idempotency,
  client: ClientWithZone,
): Promise<ExchangeOrder> => {
  const now = nowOf(deps);
  const quote = await findQuote(deps.db, input.quoteId, auth.merchantId);
  if (!quote) throw new AppError('NOT_FOUND');
  const booked = await findOrderByQuote(deps.db, quote.id);
  if (booked) return orderView(booked);
  if (now.getTime() >= quote.expiresAt.getTime()) throw new AppError('TRADING_TIMEOUT');
  const sellCurrency = quote.sellCurrency as Currency;
  const reentered = amountOrFail(input.reenteredAmount, sellCurrency, 'reenteredAmount');
  const confirmation = await confirmPayment(deps, auth, {
    total: quote.sellAmount.toString(),
    reenteredTotal: reentered.toString(),
    credentials: input.credentials,
    ...(client.timeZone ? { timeZone: client.timeZone } : {}),
  }).catch(async (error: unknown) => {
    // Another confirmation of this quote got there first: the quote is booked, and this one
    // answers its order like any other.
    const meanwhile = await bookedMeanwhile(deps, quote.id, error);
    if (meanwhile) return meanwhile;
    throw error;
  });
  if ('order' in confirmation) return orderView(confirmation);
  return timed('transaction', () =>
    deps.db.transaction(async (tx) => {
      // Whoever locks the quote first books it; the others find its order.
      const locked = await findQuote(tx, quote.id, auth.merchantId, { lock: true });
      if (locked?.usedAt) {
        const answer = orderView((await findOrderByQuote(tx, quote.id))!);
        await saveIdempotentResult(tx, idempotency, answer);
        return answer;
      }
      await confirmation.consume(tx);
      await markQuoteUsed(tx, quote.id, now);
      const review = quote.review;
      const order = await insertOrder(tx, {
        orderNo: newOrderNo('FX', now),
        quoteId: quote.id,
        merchantId: auth.merchantId,
        createdBy: auth.userId,
        state: review ? ExchangeState.PendingReview : ExchangeState.Completed,
        sellCurrency: quote.sellCurrency,
        buyCurrency: quote.buyCurrency,
        sellAmount: quote.sellAmount,
        buyAmount: quote.buyAmount,
        fee: quote.fee,
        midRate: quote.midRate,
        rate: quote.rate,
        spreadBp: quote.spreadBp,
        lockSeconds: quote.lockSeconds,
        createdAt: now,
        decidedAt: review ? null : now,
      });
      const causedBy = `user:${auth.userId}`;
      await timed('audit', () =>
        writeAudit(tx, {
          actor: userActor(auth),
          action: 'exchange.confirm',
          target: `exchange:${order.orderNo}`,
          ip: client.ip,
          after: {
            orderNo: order.orderNo,
            state: order.state,
            sell: `${fromMinor(order.sellAmount, sellCurrency)} ${sellCurrency}`,
            buy: `${fromMinor(order.buyAmount, quote.buyCurrency as Currency)} ${quote.buyCurrency}`,
            fee: fromMinor(order.fee, sellCurrency),
            rate: order.rate,
            spreadBp: order.spreadBp,
          },
        }),
      );
      // The ledger last: the platform's FX and fee accounts every exchange posts to stay locked
      // only for the posting and the commit.
      if (review) {
        await timed('ledger', () =>
          hold(tx, {
            reference: exchangeReference(quote.id),
            merchantId: auth.merchantId,
            currency: sellCurrency,
            amount: quote.sellAmount,
            orderType: OrderType.Exchange,
            orderNo: order.orderNo,
            idempotencyKey: idempotency.key,
            causedBy,
            memo: memoOf(order),
          }),
        );
      } else {
        const entry = await timed('ledger', () => bookExchange(tx, order, causedBy));
        await updateOrder(tx, order.id, { entryId: entry.id });
      }
      const answer = orderView({
        order,
        merNo: '',
        merchantName: '',
        createdByName: auth.userName,
      });
      await saveIdempotentResult(tx, idempotency, answer);
      return answer;
    }),
  );
};
