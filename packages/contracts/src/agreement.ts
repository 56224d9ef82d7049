// Agreements (spec §6): each business line (b2b, b2c) carries a fee confirmation table that the
// merchant's main user accepts. Fee values are decimal strings, never numbers: percent "0.3" is
// 0.3 %; fixed, min, max and a tier's bound are amounts in the row's currency.
import { z } from 'zod';
import { FeeType, FeeWay } from './constants.ts';
import type { Currency } from './currencies.ts';
import { roundToScale, toMinor, zCurrency } from './money.ts';
import { operationsOf } from './operation.ts';
import { AgreementState, BizFlag } from './states.ts';

const zDecimal = z.string().regex(/^\d+(?:\.\d+)?$/);

export const zBizFlag = z.enum([BizFlag.B2B, BizFlag.B2C]);

const FEE_TYPES = Object.values(FeeType) as FeeType[];

const feeRowBase = {
  feeType: z.literal(FEE_TYPES),
  /** The currency the row applies to and its amounts are in; null: any currency. */
  currency: zCurrency.nullable(),
};

/**
 * One step of a tiered fee: it applies to an amount up to `upTo` (inclusive; null: any amount
 * above the previous step), as a fixed amount, a percentage, or both.
 */
export const ZFeeTier = z.object({
  upTo: zDecimal.nullable(),
  percent: zDecimal.optional(),
  fixed: zDecimal.optional(),
});
export type FeeTier = z.infer<typeof ZFeeTier>;

/**
 * One row of a fee confirmation table; min and max bound a percentage fee. A tiered fee
 * (FeeWay.Tiered) charges the whole amount by the step it falls in (not each part by its own
 * step, as tax bands do): steps ascend, and the last one is open (`upTo` null).
 */
export const ZFeeScheduleRow = z.discriminatedUnion('feeWay', [
  z.object({ ...feeRowBase, feeWay: z.literal(FeeWay.Fixed), fixed: zDecimal }),
  z.object({
    ...feeRowBase,
    feeWay: z.literal(FeeWay.Percent),
    percent: zDecimal,
    min: zDecimal.optional(),
    max: zDecimal.optional(),
  }),
  z.object({
    ...feeRowBase,
    feeWay: z.literal(FeeWay.PercentPlusFixed),
    percent: zDecimal,
    fixed: zDecimal,
    min: zDecimal.optional(),
    max: zDecimal.optional(),
  }),
  z.object({
    ...feeRowBase,
    feeWay: z.literal(FeeWay.Tiered),
    tiers: z
      .array(ZFeeTier)
      .min(1)
      .refine((tiers) => tiers.at(-1)!.upTo === null, { error: 'the last step must be open' }),
  }),
]);
export type FeeScheduleRow = z.infer<typeof ZFeeScheduleRow>;

/** Percent of an amount in minor units, rounded half up to the currency's unit (bigint only). */
const percentOf = (amount: bigint, percent: string) => {
  const hundredths = roundToScale(percent, 6); // the percent × 10^6
  return (amount * hundredths + 50_000_000n) / 100_000_000n;
};

/**
 * The fee of `amount` (minor units of `currency`) under a row whose amounts are in `currency`
 * (or a row for any currency): fixed; a percentage rounded half up to the currency's unit and held
 * between min and max; both; or the step of a tiered fee that the amount falls in.
 */
export const feeOf = (row: FeeScheduleRow, amount: bigint, currency: Currency): bigint => {
  if (row.currency !== null && row.currency !== currency)
    throw new RangeError(`a ${row.currency} fee row priced in ${currency}`);
  const minor = (value: string) => toMinor(value, currency);
  switch (row.feeWay) {
    case FeeWay.Fixed:
      return minor(row.fixed);
    case FeeWay.Tiered: {
      const tier = row.tiers.find((t) => t.upTo === null || amount <= minor(t.upTo))!;
      return (
        (tier.percent ? percentOf(amount, tier.percent) : 0n) +
        (tier.fixed ? minor(tier.fixed) : 0n)
      );
    }
    default: {
      let fee = percentOf(amount, row.percent);
      if (row.feeWay === FeeWay.PercentPlusFixed) fee += minor(row.fixed);
      if (row.min !== undefined && fee < minor(row.min)) fee = minor(row.min);
      if (row.max !== undefined && fee > minor(row.max)) fee = minor(row.max);
      return fee;
    }
  }
};

/** A business line's agreement as the merchant sees it: the fee table of `version` and its state. */
export const ZAgreementDetail = z.object({
  bizFlag: zBizFlag,
  agreementState: z.literal([AgreementState.Pending, AgreementState.Accepted]),
  /** The fee schedule's version ("2026-11"); a confirmation names the version it accepts. */
  version: z.string(),
  fees: z.array(ZFeeScheduleRow),
  acceptedAt: z.string().nullable(),
  /** The name of the user who accepted. */
  acceptedBy: z.string().nullable(),
});
export type AgreementDetail = z.infer<typeof ZAgreementDetail>;

export const ZAgreementDetailRequest = z.object({ bizFlag: zBizFlag });
export type AgreementDetailRequest = z.input<typeof ZAgreementDetailRequest>;

export const ZConfirmAgreementRequest = z.object({
  bizFlag: zBizFlag,
  version: z.string().trim().min(1).max(20),
});
export type ConfirmAgreementRequest = z.input<typeof ZConfirmAgreementRequest>;

const mer = operationsOf('mer', 'agreement');

export const agreementApi = {
  detail: mer({
    path: 'agreement/detail.json',
    summary: 'The fee confirmation table of a business line and whether it is accepted',
    request: ZAgreementDetailRequest,
    result: ZAgreementDetail,
    // The agreements are shown on the home page.
    access: { kind: 'user', permission: 'main:view' },
  }),
  confirm: mer({
    path: 'agreement/confirm.json',
    summary: 'Accept the fee confirmation table of a business line at a version (main user)',
    request: ZConfirmAgreementRequest,
    result: ZAgreementDetail,
    access: { kind: 'user', adminOnly: true },
  }),
};
