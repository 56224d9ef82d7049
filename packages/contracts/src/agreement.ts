// Agreements (spec §6): each business line (b2b, b2c) carries a fee confirmation table that the
// merchant's main user accepts. Fee values are decimal strings, never numbers: percent "0.3" is
// 0.3 %; fixed, min and max are amounts in the row's currency.
import { z } from 'zod';
import { FeeType, FeeWay } from './constants.ts';
import { zCurrency } from './money.ts';
import { operation } from './operation.ts';
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
 * One row of a fee confirmation table. Tiered fees (FeeWay.Tiered) need a table of tiers and are
 * not offered until fees can be managed; min and max bound a percentage fee.
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
]);
export type FeeScheduleRow = z.infer<typeof ZFeeScheduleRow>;

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

export const agreementApi = {
  detail: operation({
    api: 'mer',
    path: 'agreement/detail.json',
    tag: 'agreement',
    summary: 'The fee confirmation table of a business line and whether it is accepted',
    request: ZAgreementDetailRequest,
    result: ZAgreementDetail,
    // The agreements are shown on the home page.
    access: { kind: 'user', permission: 'main:view' },
  }),
  confirm: operation({
    api: 'mer',
    path: 'agreement/confirm.json',
    tag: 'agreement',
    summary: 'Accept the fee confirmation table of a business line at a version (main user)',
    request: ZConfirmAgreementRequest,
    result: ZAgreementDetail,
    access: { kind: 'user', adminOnly: true },
  }),
};
