// The demo wallets' last 90 days (never in production; asked for by `npm start` and the e2e server,
// not by the tests' lean seed): sandbox payments from payers around the world and wallet transfers
// both ways between the demo merchant and the demo buyer, in USD, EUR, CNY and HKD, so the home
// chart, fund details, exports and statements show what they are for.
//
// Deterministic: a seeded generator (never Math.random) plans the same history for the same UTC
// day on every run and machine. The plan is made backwards from today's balances, which are the
// lean seed's opening credits (the README and the e2e journeys name them): each movement is undone
// from the balance after it, and one that would take a balance below its floor is left out, so no
// balance is ever below its floor at any point in time. It is posted oldest first, back-dated
// through the ledger's postedAt, into wallets that hold nothing yet, so time order is the order of
// every balance_after chain (fund details, the daily chart and statements rely on it).
import { minorUnits, type Currency } from '@tradebridge/contracts';
import { bookSandboxCredit, bookTransfer } from '../modules/areas/wallet/index.ts';
import type { DbOrTx } from '../platform/db/client.ts';
import { newOrderNo } from '../platform/numbers.ts';
import {
  DAY_WEIGHT,
  FLOOR_SHARE,
  PLANS,
  TO_BUYER_CHANCE,
  TO_BUYER_NOTES,
  TO_DEMO_CHANCE,
  TO_DEMO_NOTES,
  TRANSFER_HOURS,
  type CurrencyPlan,
  type HistoryParty,
  type Payer,
} from './seed-demo-plans.ts';

export type { HistoryParty } from './seed-demo-plans.ts';

/** How far back the history goes, in days before today (UTC). */
export const HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SEED = 0x7b1d_2026;

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
/** Between lo and hi, evenly on a log scale (many small, few large). */
const logUniform = (random: Random, lo: number, hi: number) => lo * (hi / lo) ** random();
/** How many events of a day whose mean is `mean` (Knuth). */
const poisson = (random: Random, mean: number) => {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let p = random(); p > limit; p *= random()) count += 1;
  return count;
};
const digits = (random: Random, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 10)).join('');

export type HistoryMovement =
  | {
      kind: 'payment';
      at: Date;
      currency: Currency;
      /** Minor units. */
      amount: bigint;
      payer: Payer;
      note: string;
      orderNo: string;
    }
  | {
      kind: 'transfer';
      at: Date;
      currency: Currency;
      /** Minor units. */
      amount: bigint;
      from: HistoryParty;
      note: string;
      orderNo: string;
    };

export type HistoryPlan = {
  /** The time of the opening balances: the first moment of the first day. */
  openedAt: Date;
  /** What each wallet holds before the first movement, minor units (zero ones left out). */
  openings: {
    party: HistoryParty;
    currency: Currency;
    amount: bigint;
    orderNo: string;
    /** The wallet's first payer: the plan's first trade customer, as a real first payment. */
    payer: Payer;
  }[];
  /** Oldest first. */
  movements: HistoryMovement[];
};

type Draft = (
  | { kind: 'payment'; weight: number; wholeUnits: boolean; payer: Payer }
  | { kind: 'transfer'; from: HistoryParty; share: number }
) & {
  at: Date;
  /** Numbered once every draft is known (in time order), when it belongs to a series. */
  note: string;
  series?: keyof typeof SERIES;
  orderNo: string;
  seq: number;
};

/** The reference numbers people write on payments: the next one of each series, and its text. */
const SERIES = {
  invoice: { first: 1040, text: (n: number, at: Date) => `Invoice DT-${at.getUTCFullYear()}-${n}` },
  purchaseOrder: { first: 310, text: (n: number, at: Date) => `PO-${at.getUTCFullYear()}-${n}` },
  webOrder: { first: 18_200, text: (n: number) => `Order #${n}` },
};

/** Oldest first; movements at the same second in the order they were drafted. */
const byTime = (a: { at: Date; seq: number }, b: { at: Date; seq: number }) =>
  a.at.getTime() - b.at.getTime() || a.seq - b.seq;

/** Movement drafts per currency, numbered in the order they are drafted. */
type Drafts = { byCurrency: Map<Currency, Draft[]>; seq: number };

/** A business day's transfers, each way: how likely, how often numbered, how large, which notes. */
const TRANSFERS = [
  {
    from: 'demo',
    chance: TO_BUYER_CHANCE,
    numbered: 0.7,
    share: [0.04, 0.16],
    series: 'purchaseOrder',
    notes: TO_BUYER_NOTES,
  },
  {
    from: 'buyer',
    chance: TO_DEMO_CHANCE,
    numbered: 0.75,
    share: [0.03, 0.12],
    series: 'invoice',
    notes: TO_DEMO_NOTES,
  },
] as const;

/** A transfer between the wallets: numbered in its series, or else with one of its notes. */
const draftTransfer = (
  random: Random,
  drafts: Drafts,
  timeIn: (hours: readonly [number, number]) => Date,
  transfer: {
    from: HistoryParty;
    /** The chance that it carries the series' next number. */
    numbered: number;
    /** Its size, as a share of the demo's balance today (drawn between these). */
    share: readonly [number, number];
    series: keyof typeof SERIES;
    notes: readonly string[];
  },
): Draft => {
  const at = timeIn(TRANSFER_HOURS);
  const isNumbered = random() < transfer.numbered;
  return {
    kind: 'transfer',
    from: transfer.from,
    at,
    seq: (drafts.seq += 1),
    share: logUniform(random, transfer.share[0], transfer.share[1]),
    ...(isNumbered
      ? { note: '', series: transfer.series }
      : { note: pick(random, transfer.notes) }),
    orderNo: newOrderNo('WT', at, digits(random, 8)),
  };
};

/** A day's payments of one currency and, on business days, its transfers each way. */
const draftDay = (
  random: Random,
  drafts: Drafts,
  day: number,
  weight: number,
  plan: CurrencyPlan,
) => {
  const timeIn = ([from, to]: readonly [number, number]) =>
    new Date(day + from * HOUR_MS + Math.floor(random() * (to - from) * 3600) * 1000);
  const list = drafts.byCurrency.get(plan.currency)!;
  const payments = poisson(random, plan.paymentsPerDay * weight);
  for (let i = 0; i < payments; i += 1) {
    const at = timeIn(plan.hours);
    const isTrade = random() < 0.25;
    const payer = pick(random, isTrade ? plan.trade : plan.retail);
    list.push({
      kind: 'payment',
      at,
      payer,
      // Trade invoices run to tens of times a web order.
      weight: isTrade ? logUniform(random, 12, 60) : logUniform(random, 0.6, 8),
      wholeUnits: isTrade,
      seq: (drafts.seq += 1),
      note: '',
      series: isTrade ? 'invoice' : 'webOrder',
      orderNo: newOrderNo('SC', at, digits(random, 8)),
    });
  }
  if (weight < 1) return;
  for (const transfer of TRANSFERS)
    if (random() < transfer.chance) list.push(draftTransfer(random, drafts, timeIn, transfer));
};

/** Invoice, purchase-order and web-order numbers run in time order across the wallets. */
const numberSeries = (drafts: Drafts) => {
  const next = {
    invoice: SERIES.invoice.first,
    purchaseOrder: SERIES.purchaseOrder.first,
    webOrder: SERIES.webOrder.first,
  };
  for (const d of [...drafts.byCurrency.values()].flat().sort(byTime)) {
    if (d.series) d.note = SERIES[d.series].text((next[d.series] += 1), d.at);
  }
};

/**
 * Backwards from today's balance of one currency: the drafts' amounts, and what is left out, then
 * the openings the wallets start from. Sizes were drawn as numbers (weights and shares); each
 * amount becomes bigint minor units once, here.
 */
const undoCurrency = (random: Random, plan: CurrencyPlan, drafts: Drafts, openedAt: Date) => {
  const openings: HistoryPlan['openings'] = [];
  const movements: (HistoryMovement & { seq: number })[] = [];
  const unit = 10n ** BigInt(minorUnits(plan.currency));
  const minor = (major: number) => BigInt(Math.round(major * Number(unit)));
  const list = drafts.byCurrency.get(plan.currency)!.sort((a, b) => byTime(b, a));
  const totalWeight = list.reduce((sum, d) => sum + (d.kind === 'payment' ? d.weight : 0), 0);
  const perWeight = (plan.today.demo * plan.paymentShare) / totalWeight;
  const step = minor(plan.transferStep);
  const balance = { demo: minor(plan.today.demo), buyer: minor(plan.today.buyer) };
  const floor = {
    demo: minor(plan.today.demo * FLOOR_SHARE),
    buyer: minor(plan.today.buyer * FLOOR_SHARE),
  };
  for (const d of list) {
    if (d.kind === 'payment') {
      const major = d.weight * perWeight;
      const amount = d.wholeUnits ? minor(Math.round(major)) : minor(major);
      if (amount <= 0n || balance.demo - amount < floor.demo) continue;
      balance.demo -= amount;
      movements.push({
        kind: 'payment',
        at: d.at,
        seq: d.seq,
        currency: plan.currency,
        amount,
        payer: d.payer,
        note: d.note,
        orderNo: d.orderNo,
      });
      continue;
    }
    // Undone, a transfer gives the payer back its amount and takes it from the payee.
    const payee = d.from === 'demo' ? 'buyer' : 'demo';
    const room = balance[payee] - floor[payee];
    let amount = (minor(d.share * plan.today.demo) / step) * step;
    if (amount > room)
      amount = ((room * BigInt(50 + Math.floor(random() * 40))) / 100n / step) * step;
    if (amount <= 0n) continue;
    balance[payee] -= amount;
    balance[d.from] += amount;
    movements.push({
      kind: 'transfer',
      at: d.at,
      seq: d.seq,
      currency: plan.currency,
      amount,
      from: d.from,
      note: d.note,
      orderNo: d.orderNo,
    });
  }
  for (const party of ['demo', 'buyer'] as const) {
    if (balance[party] > 0n)
      openings.push({
        party,
        currency: plan.currency,
        amount: balance[party],
        orderNo: newOrderNo('SC', openedAt, digits(random, 8)),
        payer: plan.trade[0]!,
      });
  }
  return { openings, movements };
};

/**
 * The history that ends today (UTC) at the plans' balances, oldest movement first: the days before
 * today, none of today's. The same `today` gives the same plan.
 */
export const planDemoHistory = (now: Date): HistoryPlan => {
  const random = seededRandom(SEED);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const openedAt = new Date(today - HISTORY_DAYS * DAY_MS);
  const drafts: Drafts = { byCurrency: new Map(PLANS.map((p) => [p.currency, []])), seq: 0 };
  // Forward over the days: what happens, when, from whom, with what reference; sizes as weights.
  for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
    const day = today - back * DAY_MS;
    const weight = DAY_WEIGHT[new Date(day).getUTCDay()]!;
    for (const plan of PLANS) draftDay(random, drafts, day, weight, plan);
  }
  numberSeries(drafts);
  const openings: HistoryPlan['openings'] = [];
  const movements: (HistoryMovement & { seq: number })[] = [];
  for (const plan of PLANS) {
    const undone = undoCurrency(random, plan, drafts, openedAt);
    openings.push(...undone.openings);
    movements.push(...undone.movements);
  }
  return {
    openedAt,
    openings,
    movements: movements.sort(byTime).map(({ seq: _, ...m }) => m),
  };
};

export type HistoryParties = Record<HistoryParty, { id: string; name: string; userId: string }>;

/** The reference of the history's first entry, which tells whether a database holds it. */
export const HISTORY_MARK = 'seed:history:opening:demo:USD';

/**
 * Posts the plan for today, oldest first, in the caller's transaction, through the wallet's own
 * booking (the same entries, order numbers and transfer rows as real payments and transfers).
 * Only into wallets that hold nothing yet (the caller checks): the ledger refuses a back-dated
 * entry behind a later posting.
 */
export const postDemoHistory = async (tx: DbOrTx, parties: HistoryParties, now = new Date()) => {
  const plan = planDemoHistory(now);
  for (const opening of plan.openings) {
    await bookSandboxCredit(tx, {
      reference: `seed:history:opening:${opening.party}:${opening.currency}`,
      orderNo: opening.orderNo,
      causedBy: 'system:demo-seed',
      merchantId: parties[opening.party].id,
      currency: opening.currency,
      amount: opening.amount,
      // A payer and no words of ours: seeded data reads as real data in every language.
      payerName: opening.payer.name,
      payerCountry: opening.payer.country,
      note: '',
      postedAt: plan.openedAt,
    });
  }
  let n = 0;
  for (const m of plan.movements) {
    n += 1;
    const reference = `seed:history:${n}`;
    if (m.kind === 'payment') {
      await bookSandboxCredit(tx, {
        reference,
        orderNo: m.orderNo,
        causedBy: 'system:demo-seed',
        merchantId: parties.demo.id,
        currency: m.currency,
        amount: m.amount,
        payerName: m.payer.name,
        payerCountry: m.payer.country,
        note: m.note,
        postedAt: m.at,
      });
    } else {
      const payer = parties[m.from];
      const payee = parties[m.from === 'demo' ? 'buyer' : 'demo'];
      await bookTransfer(tx, {
        reference,
        orderNo: m.orderNo,
        causedBy: 'system:demo-seed',
        payer,
        payee,
        currency: m.currency,
        amount: m.amount,
        note: m.note,
        createdBy: payer.userId,
        postedAt: m.at,
      });
    }
  }
  return plan;
};
