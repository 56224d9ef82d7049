// How an exchange is priced and when it may be: the pricing rules (spread, rate locks, review) of
// a merchant and pair, the trading window, and the operators' changes to both (audited). Every
// quote reads the rules and the window: they come from a short per-process cache (the settings'
// bound on staleness, platform/cache.ts), which a change in this process clears at once.
import {
  BizFlag,
  DEFAULT_TRADING_WINDOW,
  LockPeriod,
  ruleFor,
  ZTradingWindow,
  type Currency,
  type ExchangeConfig,
  type PairPricing,
  type SaveSpreadRuleRequest,
  type SpreadRule,
  type TradingWindow,
} from '@tradebridge/contracts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { auditOperator } from '../../../platform/http/audited.ts';
import { agreementSpreadBp, exchangeSpreadBpOf } from '../../core/agreement/index.ts';
import { findMerchantByMerNo } from '../../core/merchants/index.ts';
import { ttlCache, type TtlCache } from '../../../platform/cache.ts';
import { operatorSetting, parsedOr, SETTINGS_CACHE_MS } from '../../core/settings/index.ts';
import { rateProviderOf } from './providers.ts';
import {
  deleteRuleRow,
  findRule,
  findRuleOfScope,
  insertRule,
  listRules,
  updateRule,
  type RuleWithMerchant,
} from './repository.ts';

const tradingWindow = operatorSetting({
  key: 'exchangeWindow',
  read: parsedOr(ZTradingWindow, DEFAULT_TRADING_WINDOW),
  next: (input: TradingWindow): TradingWindow => ({
    ...input,
    alwaysOpen: [...new Set(input.alwaysOpen)],
  }),
  audit: { action: 'exchange.windowSave', target: 'exchangeWindow' },
});

const readTradingWindow = tradingWindow.get;

type PricingInputs = { rules: RuleWithMerchant[]; window: TradingWindow };

const caches = new WeakMap<Db, TtlCache<PricingInputs>>();
const cacheFor = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = ttlCache(
      async () => ({ rules: await listRules(db), window: await readTradingWindow(db) }),
      SETTINGS_CACHE_MS,
    );
    caches.set(db, cache);
  }
  return cache;
};

/** Runs an operator's change; this process forgets the cached rules and window at once. */
const change = async <T>(deps: Deps, work: (tx: Tx) => Promise<T>): Promise<T> => {
  try {
    return await deps.db.transaction(work);
  } finally {
    cacheFor(deps.db).clear();
  }
};

/** The trading window (cached). */
export const getTradingWindow = async (db: Db): Promise<TradingWindow> =>
  (await cacheFor(db).get()).window;

const agreementCaches = new WeakMap<Db, Map<string, { bp: number; expires: number }>>();

/** A merchant's agreement spread, kept as long as the rules (it changes with a new agreement). */
const agreementBpOf = async (db: Db, merchantId: string) => {
  let cache = agreementCaches.get(db);
  if (!cache) agreementCaches.set(db, (cache = new Map()));
  const kept = cache.get(merchantId);
  if (kept && kept.expires > Date.now()) return kept.bp;
  const bp = await agreementSpreadBp(db, merchantId);
  cache.set(merchantId, { bp, expires: Date.now() + SETTINGS_CACHE_MS });
  return bp;
};

/** The pricing of a pair for a merchant: its rule (most specific), else the agreement's spread. */
export const pricingFor = async (
  db: Db,
  merchantId: string,
  sell: Currency,
  buy: Currency,
): Promise<PairPricing> => {
  const rule = ruleFor((await cacheFor(db).get()).rules, merchantId, sell, buy);
  const spreadBp = rule?.spreadBp ?? (await agreementBpOf(db, merchantId));
  const locks: PairPricing['locks'] = [{ seconds: LockPeriod.OneMinute, extraBp: 0 }];
  if (rule && rule.lock15mBp !== null)
    locks.push({ seconds: LockPeriod.FifteenMinutes, extraBp: rule.lock15mBp });
  if (rule && rule.lock1hBp !== null)
    locks.push({ seconds: LockPeriod.OneHour, extraBp: rule.lock1hBp });
  return { spreadBp, locks, review: rule?.review ?? false };
};

const ruleView = (r: RuleWithMerchant): SpreadRule => ({
  id: r.id,
  merchantId: r.merchantId,
  merNo: r.merNo,
  merchantName: r.merchantName,
  sellCurrency: r.sellCurrency as Currency | null,
  buyCurrency: r.buyCurrency as Currency | null,
  spreadBp: r.spreadBp,
  lock15mBp: r.lock15mBp,
  lock1hBp: r.lock1hBp,
  review: r.review,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

export const exchangeConfig = async (deps: Deps, db: DbOrTx = deps.db): Promise<ExchangeConfig> => {
  const rules = await listRules(db);
  const window = await readTradingWindow(db);
  return {
    rules: rules.map(ruleView),
    window,
    provider: rateProviderOf(deps.config.exchangeRatesFile).name,
    agreementBp: { b2b: exchangeSpreadBpOf(BizFlag.B2B), b2c: exchangeSpreadBpOf(BizFlag.B2C) },
  };
};

/** What the audit keeps of a rule: its scope (the merchant by id) and its terms. */
const ruleAudit = (r: {
  merchantId: string | null;
  sellCurrency: string | null;
  buyCurrency: string | null;
  spreadBp: number | null;
  lock15mBp: number | null;
  lock1hBp: number | null;
  review: boolean;
}) => ({
  merchantId: r.merchantId,
  sellCurrency: r.sellCurrency,
  buyCurrency: r.buyCurrency,
  spreadBp: r.spreadBp,
  lock15mBp: r.lock15mBp,
  lock1hBp: r.lock1hBp,
  review: r.review,
});

/** Adds a rule, or changes one (its scope too); one rule per scope. */
export const saveRule = async (
  deps: Deps,
  operator: OperatorAuth,
  input: SaveSpreadRuleRequest,
  client: Client,
) =>
  change(deps, async (tx) => {
    const merNo = input.merNo?.trim().toUpperCase() || null;
    const merchant = merNo ? await findMerchantByMerNo(tx, merNo) : undefined;
    if (merNo && !merchant) throw new FieldError('merNo', 'merchantUnknown');
    const scope = {
      merchantId: merchant?.id ?? null,
      sellCurrency: input.sellCurrency ?? null,
      buyCurrency: input.buyCurrency ?? null,
    };
    const values = {
      ...scope,
      spreadBp: input.spreadBp ?? null,
      lock15mBp: input.lock15mBp ?? null,
      lock1hBp: input.lock1hBp ?? null,
      review: input.review ?? false,
      updatedAt: new Date(),
      updatedBy: operator.operatorName,
    };
    const taken = await findRuleOfScope(tx, scope);
    if (taken && taken.id !== input.id) throw new FieldError('buyCurrency', 'ruleScopeTaken');
    const before = input.id ? await findRule(tx, input.id) : undefined;
    if (input.id && !before) throw new AppError('NOT_FOUND');
    if (before) await updateRule(tx, before.id, values);
    else await insertRule(tx, values);
    const after = ruleAudit(values);
    await auditOperator(tx, operator, client, {
      ...(merchant ? { merchantId: merchant.id } : {}),
      action: 'exchange.ruleSave',
      target: `exchangeRule:${before?.id ?? 'new'}`,
      before: before ? ruleAudit(before) : null,
      after,
    });
    return exchangeConfig(deps, tx);
  });

export const deleteRule = async (deps: Deps, operator: OperatorAuth, id: string, client: Client) =>
  change(deps, async (tx) => {
    const before = await findRule(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    await deleteRuleRow(tx, id);
    await auditOperator(tx, operator, client, {
      ...(before.merchantId ? { merchantId: before.merchantId } : {}),
      action: 'exchange.ruleDelete',
      target: `exchangeRule:${id}`,
      before: ruleAudit(before),
    });
    return exchangeConfig(deps, tx);
  });

export const saveTradingWindow = async (
  deps: Deps,
  operator: OperatorAuth,
  input: TradingWindow,
  client: Client,
) =>
  change(deps, async (tx) => {
    await tradingWindow.write(tx, operator, input, client);
    return exchangeConfig(deps, tx);
  });
