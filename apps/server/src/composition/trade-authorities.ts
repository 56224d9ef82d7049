// A merchant's trade authorities (merchantInfo's subAuths, issue 17): goods or service trade for
// an effective trade contract of that type, e-commerce for an effective shop. Composed here so
// that merchants, which answers merchantInfo, needs neither area (both depend on it already).
import { SettlementLimitKind, TradeType } from '@tradebridge/contracts';
import type { DbOrTx } from '../platform/db/client.ts';
import { effectiveTradeTypes } from '../modules/areas/contract/index.ts';
import { hasEffectiveShop } from '../modules/areas/shop/index.ts';

export const tradeAuthorities = async (db: DbOrTx, merchantId: string): Promise<string[]> => {
  // One after the other: `db` may be a transaction.
  const types = await effectiveTradeTypes(db, merchantId);
  const shop = await hasEffectiveShop(db, merchantId);
  return [
    ...(types.includes(TradeType.Goods) ? [SettlementLimitKind.GoodsTrade] : []),
    ...(types.includes(TradeType.Service) ? [SettlementLimitKind.ServiceTrade] : []),
    ...(shop ? [SettlementLimitKind.ECommerce] : []),
  ];
};
