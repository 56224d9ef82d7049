// Who the signed-in user is, with their merchant, its account manager and what it may trade
// (spec §7 merchantInfo.json).
import {
  AccountState,
  ALL_PERMISSIONS,
  normalisePermissions,
  resolveLanguage,
  type MerchantInfo,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { findUser } from '../identity/index.ts';
import { findMerchantWithManager } from './service.ts';

/**
 * What a merchant is authorized to trade (merchantInfo's subAuths: SettlementLimitKind values),
 * from the areas that know (effective contracts and shops); the app composition provides it.
 */
export type TradeAuthorities = (db: DbOrTx, merchantId: string) => Promise<string[]>;

export const getMerchantInfo = async (
  deps: Deps,
  auth: UserAuth,
  tradeAuthorities: TradeAuthorities,
): Promise<MerchantInfo> => {
  const user = await findUser(deps.db, auth.userId);
  const row = user && (await findMerchantWithManager(deps.db, user.merchantId));
  if (!user || !row) throw new AppError('NO_LOGIN');
  const { merchant, manager } = row;
  return {
    id: user.id,
    accountNo: user.accountNo,
    email: user.email,
    mPhone: user.mPhone,
    areaCode: user.areaCode,
    name: user.name,
    merNo: merchant.merNo,
    merchantName: merchant.name,
    authIdList: user.adminFlag ? ALL_PERMISSIONS : normalisePermissions(user.authIds),
    adminFlag: user.adminFlag,
    state: merchant.state,
    userState: user.state,
    entityType: (merchant.entityType as 'b' | 'c' | null) ?? null,
    channelNo: merchant.channelNo,
    country: merchant.country,
    isOpenNra: merchant.isOpenNra,
    bizList: merchant.bizList as MerchantInfo['bizList'],
    subAuths: await tradeAuthorities(deps.db, merchant.id),
    accountManager: manager
      ? { name: manager.name, email: manager.email, phone: manager.phone }
      : null,
    frozenReason: merchant.state === AccountState.Frozen ? merchant.frozenReason : null,
    language: resolveLanguage(user.language),
  };
};
