// What an order costs and what it waits for: its fee from the merchant's fee agreement, the
// approvals its amount band needs, and the bank's service hours (kept in settings, operators edit
// them in the console).
import {
  convertAndSum,
  DEFAULT_SERVICE_HOURS,
  feeOf,
  FeeWay,
  fromMinor,
  PAYOUT_FEE_TYPE,
  toMinor,
  ZServiceHours,
  type Currency,
  type FeeScheduleRow,
  type PayoutType,
  type ServiceHours,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { agreementFeeRows } from '../../core/agreement/index.ts';
import { getReferenceRates } from '../../core/rates/index.ts';
import { operatorSetting, parsedOr } from '../../core/settings/index.ts';

const serviceHours = operatorSetting({
  key: 'payoutServiceHours',
  read: parsedOr(ZServiceHours, DEFAULT_SERVICE_HOURS),
  next: (hours: ServiceHours) => ({ ...hours, days: [...new Set(hours.days)].sort() }),
  audit: { action: 'payout.serviceHours', target: 'payoutServiceHours' },
});

export const getServiceHours = serviceHours.get;

export const setServiceHours = serviceHours.update;

type PerUsd = Partial<Record<Currency, string>>;

/**
 * A fee row in the order's currency: the row's fixed amounts, bounds and steps (kept in US dollars
 * by the schedules) converted at the platform's reference rates; percentages stay as they are.
 */
const rowIn = (row: FeeScheduleRow, currency: Currency, perUsd: PerUsd): FeeScheduleRow => {
  if (row.currency === null || row.currency === currency) return row;
  const from = row.currency;
  const convert = (value: string) =>
    convertAndSum([{ minor: toMinor(value, from), currency: from }], currency, perUsd);
  switch (row.feeWay) {
    case FeeWay.Fixed:
      return { ...row, currency, fixed: convert(row.fixed) };
    case FeeWay.Tiered:
      return {
        ...row,
        currency,
        tiers: row.tiers.map((tier) => ({
          ...tier,
          upTo: tier.upTo === null ? null : convert(tier.upTo),
          ...(tier.fixed ? { fixed: convert(tier.fixed) } : {}),
        })),
      };
    default:
      return {
        ...row,
        currency,
        ...(row.feeWay === FeeWay.PercentPlusFixed ? { fixed: convert(row.fixed) } : {}),
        ...(row.min === undefined ? {} : { min: convert(row.min) }),
        ...(row.max === undefined ? {} : { max: convert(row.max) }),
      } as FeeScheduleRow;
  }
};

/**
 * The fee of orders of a type and currency for a merchant: the lowest under its business lines'
 * rows of the order type's fee type, read once (a batch prices every row with it). Refused when
 * the agreement has no such row (B2C has no fast transfer).
 */
export const payoutFeesOf = async (
  db: DbOrTx,
  merchantId: string,
  type: PayoutType,
  currency: Currency,
): Promise<(amount: bigint) => bigint> => {
  const rows = await agreementFeeRows(db, merchantId, PAYOUT_FEE_TYPE[type]);
  if (rows.length === 0) throw new AppError('FEE_NOT_OFFERED');
  const { perUsd } = await getReferenceRates(db);
  const inCurrency = rows.map((row) => rowIn(row, currency, perUsd));
  return (amount) =>
    inCurrency.map((row) => feeOf(row, amount, currency)).reduce((a, b) => (b < a ? b : a));
};

/** The fee of one order (see payoutFeesOf). */
export const payoutFeeOf = async (
  db: DbOrTx,
  merchantId: string,
  type: PayoutType,
  currency: Currency,
  amount: bigint,
): Promise<bigint> => (await payoutFeesOf(db, merchantId, type, currency))(amount);

/** Amounts of a currency in US dollars at reference rates, the rates read once. */
export const usdValuesOf = async (db: DbOrTx, currency: Currency) => {
  const perUsd = currency === 'USD' ? null : (await getReferenceRates(db)).perUsd;
  return (amount: bigint) =>
    perUsd === null
      ? fromMinor(amount, 'USD')
      : convertAndSum([{ minor: amount, currency }], 'USD', perUsd);
};

/** The order's value in US dollars at reference rates (approval bands are in dollars). */
export const usdValueOf = async (db: DbOrTx, amount: bigint, currency: Currency) =>
  (await usdValuesOf(db, currency))(amount);
