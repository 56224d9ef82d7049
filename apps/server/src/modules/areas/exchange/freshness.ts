// Stale rates (issue 37): the rates that price exchanges — the reference rates (offline provider)
// or the published rate file (ecb) — may be at most a configured number of working days old
// (operator setting, default 3). Older, quoting stops with EXCHANGE_RATES_STALE: a rate file years
// old must not price a trade. Working days are Monday to Friday in UTC; holidays count as working
// days (the issue names no calendar, and counting them only pauses quoting sooner).
//
// Elsewhere the reference rates keep working on their last values, on purpose: collection
// screening converts its USD thresholds with them (refusing or holding an import because rates
// are old would keep money from merchants for the platform's own lapse), the payout fee schedule
// converts its fixed fees with them (a fee a few percent off for a few days is the smaller harm
// than stopping payouts), and balance totals show their date beside them. Only an exchange, which
// trades at the rate itself, waits for fresh rates.
import {
  DEFAULT_RATES_MAX_AGE_WORKING_DAYS,
  ZRatesMaxAge,
  type RatesFreshness,
  type RatesMaxAge,
} from '@tradebridge/contracts';
import { ttlCache, type TtlCache } from '../../../platform/cache.ts';
import type { Db } from '../../../platform/db/client.ts';
import { nowOf, type Client, type Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { OperatorAuth } from '../../../platform/http/auth.ts';
import { operatorSetting, parsedOr, SETTINGS_CACHE_MS } from '../../core/settings/index.ts';
import { rateProviderOf } from './providers.ts';

const maxAgeSetting = operatorSetting({
  key: 'exchangeRatesMaxAge',
  read: parsedOr(ZRatesMaxAge, { maxAgeWorkingDays: DEFAULT_RATES_MAX_AGE_WORKING_DAYS }),
  next: (input: RatesMaxAge): RatesMaxAge => ({ maxAgeWorkingDays: input.maxAgeWorkingDays }),
  audit: { action: 'exchange.ratesMaxAgeSave', target: 'exchangeRatesMaxAge' },
});

const DAY_MS = 86_400_000;

/**
 * Working days (Monday–Friday, UTC) from the day of `from` to the day of `to`: the days after
 * `from`'s up to and including `to`'s that are weekdays. Rates of Friday are 1 working day old on
 * Monday, 0 on Saturday and Sunday.
 */
export const workingDaysBetween = (from: Date, to: Date): number => {
  const first = Math.floor(from.getTime() / DAY_MS);
  const last = Math.floor(to.getTime() / DAY_MS);
  let days = 0;
  for (let day = first + 1; day <= last; day += 1) {
    // 1970-01-01 was a Thursday: day 0 → 4 (Sunday 0 … Saturday 6).
    const weekday = (day + 4) % 7;
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
};

const caches = new WeakMap<Db, TtlCache<RatesMaxAge>>();
const maxAgeOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = ttlCache(() => maxAgeSetting.get(db), SETTINGS_CACHE_MS)));
  return cache.get();
};

/** How old the rates that price exchanges are at `now`, and whether quoting has stopped. */
export const ratesFreshness = async (deps: Deps, now: Date): Promise<RatesFreshness> => {
  const provider = rateProviderOf(deps.config.exchangeRatesFile);
  const [takenAt, { maxAgeWorkingDays }] = await Promise.all([
    provider.takenAt(deps.db, now),
    maxAgeOf(deps.db),
  ]);
  const ageWorkingDays = workingDaysBetween(takenAt, now);
  return {
    provider: provider.name,
    asOf: takenAt.toISOString(),
    ageWorkingDays,
    maxAgeWorkingDays,
    stale: ageWorkingDays > maxAgeWorkingDays,
  };
};

/** Refuses to price an exchange on stale rates (EXCHANGE_RATES_STALE, with their day and the limit). */
export const assertRatesFresh = async (deps: Deps, now: Date) => {
  const freshness = await ratesFreshness(deps, now);
  if (freshness.stale)
    throw new AppError('EXCHANGE_RATES_STALE', {
      asOf: freshness.asOf.slice(0, 10),
      maxAgeWorkingDays: freshness.maxAgeWorkingDays,
    });
};

/** The operator's change of the limit (audited); this process reads it again at once. */
export const saveRatesMaxAge = async (
  deps: Deps,
  operator: OperatorAuth,
  input: RatesMaxAge,
  client: Client,
): Promise<RatesFreshness> => {
  await maxAgeSetting.update(deps, operator, input, client);
  caches.get(deps.db)?.clear();
  return ratesFreshness(deps, nowOf(deps));
};
