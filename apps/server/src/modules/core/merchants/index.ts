// What other modules may use of the merchants module. Only this module writes the merchants
// table: other areas create a merchant or change its business lines through these functions, in
// their own transaction.
export { merchantsMerRoutes as merRoutes, merchantsOpsRoutes as opsRoutes } from './routes.ts';
export type { TradeAuthorities } from './merchant-info.ts';
export {
  createMerchant,
  findBizList,
  findMerchant,
  findMerchantByMerNo,
  listMerchantRefsByIds,
  listMerchantRefsByMerNos,
  lockMerchant,
  setCertifiedState,
  setBizList,
  type MerchantRef,
  type MerchantRow,
  type NewMerchant,
} from './repository.ts';
export { findMerchantWithManager } from './service.ts';
