// The demo history's plans (seed-demo-history.ts): per currency, today's balances, how many payments
// a day and from whom, and the transfers between the demo merchant and the demo buyer.
import type { Currency } from '@tradebridge/contracts';

export type HistoryParty = 'demo' | 'buyer';
export type Payer = { name: string; country: string };

export type CurrencyPlan = {
  currency: Currency;
  /** Balances today, major units: the lean seed's for the demo merchant (and the buyer's USD). */
  today: Record<HistoryParty, number>;
  /** Sandbox payments to the demo merchant on a business day, on average. */
  paymentsPerDay: number;
  /** The 90 days' payments add up to about this share of the demo's balance today. */
  paymentShare: number;
  /** UTC hours in which its payers pay (their office hours). */
  hours: readonly [number, number];
  /** Companies: a quarter of the payments, larger, against the demo's invoices. */
  trade: readonly Payer[];
  /** People: small payments against web-shop orders. */
  retail: readonly Payer[];
  /** Transfers are whole multiples of this many major units. */
  transferStep: number;
};

export const PLANS: readonly CurrencyPlan[] = [
  {
    currency: 'USD',
    today: { demo: 125_000, buyer: 20_000 },
    paymentsPerDay: 1.8,
    paymentShare: 0.5,
    hours: [13, 22],
    trade: [
      { name: 'Northwind Traders Inc.', country: 'US' },
      { name: 'Pacific Rim Imports LLC', country: 'US' },
      { name: 'Maple Leaf Distribution Ltd.', country: 'CA' },
      { name: 'Southern Cross Retail Pty Ltd', country: 'AU' },
      { name: 'Gulf Star General Trading LLC', country: 'AE' },
      { name: 'Lion City Electronics Pte. Ltd.', country: 'SG' },
      { name: 'Andes Comercial S.A.C.', country: 'PE' },
    ],
    retail: [
      { name: 'Emily Carter', country: 'US' },
      { name: 'Jacob Miller', country: 'US' },
      { name: 'Olivia Brown', country: 'CA' },
      { name: 'Noah Wilson', country: 'AU' },
      { name: 'Aisha Rahman', country: 'AE' },
      { name: 'Daniel Tan', country: 'SG' },
      { name: 'Sofía Hernández', country: 'MX' },
      { name: 'Priya Nair', country: 'IN' },
    ],
    transferStep: 50,
  },
  {
    currency: 'EUR',
    today: { demo: 48_250, buyer: 9_500 },
    paymentsPerDay: 1.5,
    paymentShare: 0.5,
    hours: [7, 17],
    trade: [
      { name: 'Hamburg Import GmbH', country: 'DE' },
      { name: 'Maison Lefèvre SARL', country: 'FR' },
      { name: 'Rotterdam Freight Partners B.V.', country: 'NL' },
      { name: 'Milano Casa S.r.l.', country: 'IT' },
      { name: 'Iberia Hogar S.L.', country: 'ES' },
      { name: 'Wisła Handel Sp. z o.o.', country: 'PL' },
    ],
    retail: [
      { name: 'Lukas Schneider', country: 'DE' },
      { name: 'Camille Dubois', country: 'FR' },
      { name: 'Giulia Romano', country: 'IT' },
      { name: 'Lucía Martín', country: 'ES' },
      { name: 'Sanne de Vries', country: 'NL' },
      { name: 'Jan Kowalski', country: 'PL' },
      { name: 'Elena Popescu', country: 'RO' },
    ],
    transferStep: 50,
  },
  {
    currency: 'CNY',
    today: { demo: 350_000, buyer: 68_000 },
    paymentsPerDay: 1.5,
    paymentShare: 0.5,
    hours: [1, 10],
    trade: [
      { name: '上海华信贸易有限公司', country: 'CN' },
      { name: '深圳市鹏达电子科技有限公司', country: 'CN' },
      { name: 'ООО «Восток Импорт»', country: 'RU' },
      { name: 'Almaty Trade Group LLP', country: 'KZ' },
      { name: 'Kuala Lumpur Trading Sdn. Bhd.', country: 'MY' },
      { name: 'Saigon Garment Export JSC', country: 'VN' },
    ],
    retail: [
      { name: '王芳', country: 'CN' },
      { name: '李娜', country: 'CN' },
      { name: '张伟', country: 'CN' },
      { name: '陈静', country: 'CN' },
      { name: 'Nguyễn Văn An', country: 'VN' },
      { name: 'Иван Петров', country: 'RU' },
    ],
    transferStep: 100,
  },
  {
    currency: 'HKD',
    today: { demo: 80_000, buyer: 16_000 },
    paymentsPerDay: 1.4,
    paymentShare: 0.5,
    hours: [1, 10],
    trade: [
      { name: 'Kowloon Bay Logistics Ltd.', country: 'HK' },
      { name: 'Victoria Harbour Trading Co. Ltd.', country: 'HK' },
      { name: '澳門新興貿易有限公司', country: 'MO' },
      { name: 'Taipei Precision Parts Co., Ltd.', country: 'TW' },
      { name: 'Harbour City Retail Ltd.', country: 'HK' },
    ],
    retail: [
      { name: '陳大文', country: 'HK' },
      { name: '黃美玲', country: 'HK' },
      { name: 'Chan Tai Man', country: 'HK' },
      { name: '林志明', country: 'TW' },
      { name: 'Wong Ka Yan', country: 'HK' },
    ],
    transferStep: 100,
  },
];

/** Payments on a day of the week (Sunday first): business days, a little on Saturdays. */
export const DAY_WEIGHT = [0.15, 1, 1, 1, 1, 1, 0.3] as const;
/** On a business day, the chance of a transfer of each currency, each way. */
export const TO_BUYER_CHANCE = 0.17;
export const TO_DEMO_CHANCE = 0.15;
/** No balance goes below this share of today's at any time. */
export const FLOOR_SHARE = 0.1;
/** Transfers happen in the demo merchant's office hours in Shanghai (01:00–10:00 UTC). */
export const TRANSFER_HOURS = [1, 10] as const;
export const TO_BUYER_NOTES = ['Packaging materials', 'Freight and handling', 'Sample batch'];
export const TO_DEMO_NOTES = ['Repeat order', 'Trial order'];
