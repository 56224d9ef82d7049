// The platform's fee confirmation tables, one per business line (spec §6).
//
// These are DEFAULTS until a fee-management capability exists: the spec names fee types and ways
// but gives no values, so the numbers below follow the public price lists of the field (Payoneer,
// WorldFirst, PingPong) at the time of writing. A change of any value is a new version ("YYYY-MM"
// of publication): a confirmation names the version it accepts and a stale one is refused.
import { BizFlag, FeeType, FeeWay, type AgreementDetail } from '@tradebridge/contracts';

export type FeeSchedule = Pick<AgreementDetail, 'version' | 'fees'>;

const B2B: FeeSchedule = {
  version: '2026-11',
  fees: [
    // Foreign-trade (B2B) collection: 0.3 % of what comes in, any currency.
    {
      feeType: FeeType.ForeignTradeCollection,
      feeWay: FeeWay.Percent,
      currency: null,
      percent: '0.3',
    },
    // Exchange: 30 bp over the mid-market rate.
    { feeType: FeeType.ExchangeRateBp, feeWay: FeeWay.Percent, currency: null, percent: '0.3' },
    // Wallet transfer to another merchant of the platform.
    { feeType: FeeType.InternalTransfer, feeWay: FeeWay.Fixed, currency: null, fixed: '0' },
    // Withdrawal to the merchant's own account abroad (SWIFT).
    { feeType: FeeType.Withdraw, feeWay: FeeWay.Fixed, currency: 'USD', fixed: '15' },
    // Payment to a supplier's bank account.
    {
      feeType: FeeType.Payment,
      feeWay: FeeWay.Percent,
      currency: 'USD',
      percent: '0.1',
      min: '10',
      max: '50',
    },
    { feeType: FeeType.FastPayment, feeWay: FeeWay.Fixed, currency: 'USD', fixed: '25' },
    // Per payee of a batch.
    { feeType: FeeType.BatchPayment, feeWay: FeeWay.Fixed, currency: 'USD', fixed: '5' },
  ],
};

const B2C: FeeSchedule = {
  version: '2026-11',
  fees: [
    // E-commerce collection: "1 % capped" (封顶), i.e. never more than 1 % of a payout.
    { feeType: FeeType.PlatformCollection, feeWay: FeeWay.Percent, currency: null, percent: '1' },
    {
      feeType: FeeType.IndependentSiteCollection,
      feeWay: FeeWay.Percent,
      currency: null,
      percent: '1',
    },
    { feeType: FeeType.AppStoreCollection, feeWay: FeeWay.Percent, currency: null, percent: '1' },
    // Exchange: 50 bp over the mid-market rate.
    { feeType: FeeType.ExchangeRateBp, feeWay: FeeWay.Percent, currency: null, percent: '0.5' },
    // Withdrawal to the seller's own bank account, capped at 30 USD.
    {
      feeType: FeeType.Withdraw,
      feeWay: FeeWay.Percent,
      currency: 'USD',
      percent: '0.3',
      max: '30',
    },
    // Payment to a supplier or service provider.
    {
      feeType: FeeType.Payment,
      feeWay: FeeWay.PercentPlusFixed,
      currency: 'USD',
      percent: '0.3',
      fixed: '0.3',
    },
    { feeType: FeeType.InternalTransfer, feeWay: FeeWay.Fixed, currency: null, fixed: '0' },
  ],
};

export const FEE_SCHEDULES: Record<BizFlag, FeeSchedule> = {
  [BizFlag.B2B]: B2B,
  [BizFlag.B2C]: B2C,
};

/** The exchange spread of a business line's schedule, in basis points ("0.3" % → 30). */
export const exchangeSpreadBpOf = (bizFlag: BizFlag): number => {
  const row = FEE_SCHEDULES[bizFlag].fees.find((f) => f.feeType === FeeType.ExchangeRateBp);
  if (!row || row.feeWay !== FeeWay.Percent) return 0;
  const [whole = '0', fraction = ''] = row.percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
