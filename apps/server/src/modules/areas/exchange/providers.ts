// Where exchange rates come from: a provider gives mid rates per 1 USD for all 21 currencies at a
// moment, and one rate per day for the history chart. Two providers (ADR 0021):
// - offline (the default): the platform's reference rates (Ledger → Reference rates), moving
//   through the day and from day to day along fixed waves, so the same moment always has the same
//   rate, on every server, with nothing to fetch;
// - ecb: a published reference-rate file in the ECB daily XML format (eurofxref-daily.xml or
//   eurofxref-hist-90d.xml) read from EXCHANGE_RATES_FILE; currencies the ECB does not publish
//   take the reference rates (USDT and USDC as USD, CNH as CNY).
import { readFile, stat } from 'node:fs/promises';
import {
  CURRENCY_CODES,
  REFERENCE_RATE_SCALE,
  scaledToString,
  type Currency,
} from '@tradebridge/contracts';
import { ttlCache, type TtlCache } from '../../../platform/cache.ts';
import type { Db } from '../../../platform/db/client.ts';
import { getReferenceRates } from '../../core/rates/index.ts';
import { SETTINGS_CACHE_MS } from '../../core/settings/index.ts';

export type PerUsd = Record<Currency, string>;

export type RateProvider = {
  name: 'offline' | 'ecb';
  /** Mid rates per 1 USD at `at`, and the time they are of. */
  ratesAt(db: Db, at: Date): Promise<{ perUsd: PerUsd; asOf: Date }>;
  /** One set of rates per day for the `days` days up to `at` (oldest first; today included). */
  daily(db: Db, at: Date, days: number): Promise<{ date: string; perUsd: PerUsd }[]>;
  /**
   * When the rates `ratesAt(at)` starts from were taken: the reference rates' time (offline, whose
   * own asOf moves with the clock), the file's day (ecb). Its age decides whether quoting stops.
   */
  takenAt(db: Db, at: Date): Promise<Date>;
};

const DAY_MS = 86_400_000;

const unitsOf = (rate: string) => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole + fraction.padEnd(REFERENCE_RATE_SCALE, '0').slice(0, REFERENCE_RATE_SCALE));
};

/** A small, fixed number per currency (its waves' phase): the same on every server. */
const seedOf = (currency: string) =>
  [...currency].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_003, 7) / 1_000_003;

/** How far a currency moves around its reference: managed or pegged ones less, USD not at all. */
const AMPLITUDE: Partial<Record<Currency, number>> = {
  USD: 0,
  USDT: 0.02,
  USDC: 0.02,
  HKD: 0.05,
  CNY: 0.3,
  CNH: 0.35,
  DKK: 0.9,
};

/**
 * The offline provider's drift from the reference rate, in millionths, at `at`: a daily wave
 * (±0.15 %), an 11-day one (±0.5 %) and a 29-day one (±1 %), scaled per currency.
 */
export const offlineDriftPpm = (currency: Currency, at: Date): number => {
  const amplitude = AMPLITUDE[currency] ?? 1;
  if (amplitude === 0) return 0;
  const days = at.getTime() / DAY_MS;
  const phase = seedOf(currency) * 2 * Math.PI;
  const wave = (period: number, ppm: number, shift: number) =>
    ppm * Math.sin((2 * Math.PI * days) / period + phase * shift);
  return Math.round(amplitude * (wave(1, 1500, 1) + wave(11, 5000, 2) + wave(29, 10_000, 3)));
};

const drifted = (perUsd: Partial<Record<Currency, string>>, at: Date): PerUsd => {
  const out = {} as PerUsd;
  for (const currency of CURRENCY_CODES) {
    const base = unitsOf(perUsd[currency] ?? '1');
    const ppm = BigInt(offlineDriftPpm(currency, at));
    out[currency] = scaledToString((base * (1_000_000n + ppm)) / 1_000_000n, REFERENCE_RATE_SCALE);
  }
  return out;
};

/**
 * The reference rates every offline quote starts from, from a short per-process cache: an
 * operator's change reaches exchanges within SETTINGS_CACHE_MS.
 */
const referenceCaches = new WeakMap<Db, TtlCache<Awaited<ReturnType<typeof getReferenceRates>>>>();
const referenceOf = (db: Db) => {
  let cache = referenceCaches.get(db);
  if (!cache) {
    cache = ttlCache(() => getReferenceRates(db), SETTINGS_CACHE_MS);
    referenceCaches.set(db, cache);
  }
  return cache.get();
};

const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export const offlineProvider: RateProvider = {
  name: 'offline',
  async ratesAt(db, at) {
    const reference = await referenceOf(db);
    return { perUsd: drifted(reference.perUsd, at), asOf: at };
  },
  async daily(db, at, days) {
    const reference = await referenceOf(db);
    const today = dayStart(at);
    return Array.from({ length: days }, (_, i) => {
      const day = new Date(today.getTime() - (days - 1 - i) * DAY_MS);
      // Past days at their close (the end of the UTC day); today as it is now.
      const moment = i === days - 1 ? at : new Date(day.getTime() + DAY_MS - 1);
      return { date: isoDay(day), perUsd: drifted(reference.perUsd, moment) };
    });
  },
  async takenAt(db) {
    return new Date((await referenceOf(db)).asOf);
  },
};

// ——— ECB ———

/** One day of an ECB file: units of each currency per 1 EUR. */
type EcbDay = { date: string; perEur: Map<string, string> };

/** Reads the days of an ECB reference-rate file (daily or history), newest first. */
export const parseEcbXml = (xml: string): EcbDay[] => {
  const days: EcbDay[] = [];
  const dayPattern = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>/g;
  const ratePattern = /<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["'](\d+(?:\.\d+)?)["']\s*\/>/g;
  for (const [, date, body] of xml.matchAll(dayPattern)) {
    const perEur = new Map<string, string>();
    for (const [, currency, rate] of body!.matchAll(ratePattern)) perEur.set(currency!, rate!);
    if (perEur.size > 0) days.push({ date: date!, perEur });
  }
  if (days.length === 0) throw new Error('no <Cube time="…"> with rates in the ECB file');
  return days.sort((a, b) => (a.date < b.date ? 1 : -1));
};

/** Where the ECB publishes nothing: the reference rate, or a stand-in. */
const STAND_IN: Partial<Record<Currency, Currency>> = { USDT: 'USD', USDC: 'USD', CNH: 'CNY' };

/** Decimals of the ECB rates turned per USD: enough that EUR/USD crosses back to the file's. */
const ECB_SCALE = 12;

/** One ECB day as rates per 1 USD (12 decimals, half up), gaps filled from `fallback`. */
export const perUsdOfEcbDay = (
  day: EcbDay,
  fallback: Partial<Record<Currency, string>>,
): PerUsd => {
  const eurUsd = day.perEur.get('USD');
  if (!eurUsd) throw new Error(`the ECB day ${day.date} has no USD rate`);
  const usd = unitsOf(eurUsd);
  const perUsd = (perEur: string) => {
    const n = unitsOf(perEur) * 10n ** BigInt(ECB_SCALE);
    return scaledToString((n * 2n + usd) / (2n * usd), ECB_SCALE);
  };
  const out = {} as PerUsd;
  for (const currency of CURRENCY_CODES) {
    if (currency === 'USD') out.USD = '1';
    else if (currency === 'EUR') out.EUR = perUsd('1');
    else if (day.perEur.has(currency)) out[currency] = perUsd(day.perEur.get(currency)!);
  }
  for (const currency of CURRENCY_CODES) {
    if (out[currency]) continue;
    const standIn = STAND_IN[currency];
    out[currency] = (standIn && out[standIn]) || fallback[currency] || '1';
  }
  return out;
};

export const ecbProvider = (file: string): RateProvider => {
  let cached: { mtimeMs: number; days: EcbDay[] } | undefined;
  const days = async () => {
    const info = await stat(file);
    if (!cached || cached.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, days: parseEcbXml(await readFile(file, 'utf8')) };
    }
    return cached.days;
  };
  /** The last published day on or before `date` (the oldest when none is). */
  const dayOn = (all: EcbDay[], date: string) => all.find((d) => d.date <= date) ?? all.at(-1)!;
  return {
    name: 'ecb',
    async ratesAt(db, at) {
      const day = dayOn(await days(), isoDay(at));
      const reference = await referenceOf(db);
      // The ECB publishes at about 16:00 CET: the rates are of that afternoon.
      return {
        perUsd: perUsdOfEcbDay(day, reference.perUsd),
        asOf: new Date(`${day.date}T15:00:00Z`),
      };
    },
    async daily(db, at, count) {
      const all = await days();
      const reference = await referenceOf(db);
      const today = dayStart(at);
      return Array.from({ length: count }, (_, i) => {
        const date = isoDay(new Date(today.getTime() - (count - 1 - i) * DAY_MS));
        return { date, perUsd: perUsdOfEcbDay(dayOn(all, date), reference.perUsd) };
      });
    },
    async takenAt(_db, at) {
      return new Date(`${dayOn(await days(), isoDay(at)).date}T15:00:00Z`);
    },
  };
};

const ecbProviders = new Map<string, RateProvider>();

/** The provider this installation prices with: the ECB file when one is configured. */
export const rateProviderOf = (file: string | undefined): RateProvider => {
  if (!file) return offlineProvider;
  let provider = ecbProviders.get(file);
  if (!provider) ecbProviders.set(file, (provider = ecbProvider(file)));
  return provider;
};
