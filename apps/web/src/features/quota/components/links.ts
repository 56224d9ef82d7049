// The area's addresses with their query (paths.ts names the screens). A draw's payout opens the
// payout area's detail by its address: features do not import one another.
import type { SettlementLimitKind } from '@tradebridge/contracts';
import { paths } from '../../../lib/paths.ts';

export const quotaDetailPath = (quotaNo: string) =>
  `${paths.limitDetail}?quotaNo=${encodeURIComponent(quotaNo)}`;

export const quotaApplyPath = (kind?: SettlementLimitKind) =>
  kind ? `${paths.limitApply}?kind=${encodeURIComponent(kind)}` : paths.limitApply;

export const payoutDetailPath = (orderNo: string) =>
  `${paths.payOrderDetail}?orderNo=${encodeURIComponent(orderNo)}`;
