// Agreements (spec §6): the fee confirmation table of each business line the merchant holds, and
// its acceptance by the main user. The state lives on the merchant's biz_list items, which
// merchantInfo.json shows as {bizFlag, agreementState}; the merchants module reads and writes them.
import {
  AgreementState,
  BizFlag,
  type AgreementDetail,
  type FeeScheduleRow,
  type FeeType,
  type ConfirmAgreementRequest,
} from '@tradebridge/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { findBizList, setBizList } from '../merchants/index.ts';
import { exchangeSpreadBpOf, FEE_SCHEDULES } from './fee-schedule.ts';

/** A merchants.biz_list item as stored. Keys this module does not know are kept on write. */
const ZStoredBizItem = z.looseObject({
  bizFlag: z.string(),
  agreementState: z.number(),
  /** The fee schedule version accepted; missing on items accepted before versions existed. */
  version: z.string().optional(),
  acceptedAt: z.string().optional(),
  /** Name of the accepting user at the time, and the user's id. */
  acceptedBy: z.string().optional(),
  acceptedById: z.string().optional(),
});
type StoredBizItem = z.infer<typeof ZStoredBizItem>;

const bizListOf = async (db: DbOrTx, merchantId: string, { lock = false } = {}) => {
  const bizList = await findBizList(db, merchantId, { lock });
  if (bizList === undefined) throw new AppError('NOT_FOUND');
  return z.array(ZStoredBizItem).parse(bizList);
};

/** The item of a business line; a line the merchant does not hold is NOT_FOUND. */
const indexOf = (list: StoredBizItem[], bizFlag: BizFlag) => {
  const index = list.findIndex((item) => item.bizFlag === bizFlag);
  if (index < 0) throw new AppError('NOT_FOUND');
  return index;
};

const isAccepted = (item: StoredBizItem) => item.agreementState === AgreementState.Accepted;

const toDetail = (bizFlag: BizFlag, item: StoredBizItem): AgreementDetail => {
  const { version, fees } = FEE_SCHEDULES[bizFlag];
  const accepted = isAccepted(item);
  return {
    bizFlag,
    agreementState: accepted ? AgreementState.Accepted : AgreementState.Pending,
    version,
    fees,
    acceptedAt: accepted ? (item.acceptedAt ?? null) : null,
    acceptedBy: accepted ? (item.acceptedBy ?? null) : null,
  };
};

export const getAgreement = async (
  deps: Deps,
  auth: UserAuth,
  bizFlag: BizFlag,
): Promise<AgreementDetail> => {
  const list = await bizListOf(deps.db, auth.merchantId);
  return toDetail(bizFlag, list[indexOf(list, bizFlag)]!);
};

/**
 * The main user accepts the fee schedule of one business line. Accepting what is already accepted
 * at this version answers the same detail and records nothing (a double click, a retry).
 */
export const confirmAgreement = (
  deps: Deps,
  auth: UserAuth,
  input: ConfirmAgreementRequest,
  client: Client,
): Promise<AgreementDetail> =>
  deps.db.transaction(async (tx) => {
    // Locked: two confirmations at once make one acceptance and one replay.
    const list = await bizListOf(tx, auth.merchantId, { lock: true });
    const index = indexOf(list, input.bizFlag);
    const item = list[index]!;
    const { version } = FEE_SCHEDULES[input.bizFlag];
    if (input.version !== version) throw new AppError('AGREEMENT_VERSION_STALE', { version });
    if (isAccepted(item) && (item.version ?? version) === version) {
      return toDetail(input.bizFlag, item);
    }
    const accepted: StoredBizItem = {
      ...item,
      agreementState: AgreementState.Accepted,
      version,
      acceptedAt: new Date().toISOString(),
      acceptedBy: auth.userName,
      acceptedById: auth.userId,
    };
    await setBizList(
      tx,
      auth.merchantId,
      list.map((it, i) => (i === index ? accepted : it)),
    );
    await auditUser(tx, auth, client, {
      action: 'agreement.accept',
      target: `agreement:${input.bizFlag}`,
      before: { agreementState: item.agreementState, version: item.version ?? null },
      after: { agreementState: AgreementState.Accepted, version },
    });
    return toDetail(input.bizFlag, accepted);
  });

/**
 * The exchange spread (bp) of a merchant's fee agreement: the lowest of its business lines'
 * schedules (a merchant with both lines trades at the better one); b2b's without any line.
 */
export const agreementSpreadBp = async (db: DbOrTx, merchantId: string): Promise<number> => {
  const list = await bizListOf(db, merchantId).catch(() => []);
  const flags = list
    .map((item) => item.bizFlag)
    .filter((flag): flag is BizFlag => flag === BizFlag.B2B || flag === BizFlag.B2C);
  const spreads = (flags.length > 0 ? flags : [BizFlag.B2B]).map(exchangeSpreadBpOf);
  return Math.min(...spreads);
};

/**
 * The fee rows of `feeType` in the schedules of the business lines the merchant holds (B2B when
 * none is recorded): a payout is charged the lowest of them, as an exchange gets the lowest spread.
 */
export const agreementFeeRows = async (
  db: DbOrTx,
  merchantId: string,
  feeType: FeeType,
): Promise<FeeScheduleRow[]> => {
  const list = await bizListOf(db, merchantId).catch(() => []);
  const flags = list
    .map((item) => item.bizFlag)
    .filter((flag): flag is BizFlag => flag === BizFlag.B2B || flag === BizFlag.B2C);
  return (flags.length > 0 ? flags : [BizFlag.B2B]).flatMap((flag) =>
    FEE_SCHEDULES[flag].fees.filter((row) => row.feeType === feeType),
  );
};
