// The area's addresses with their query (paths.ts names the screens).
import type { PayoutType } from '@tradebridge/contracts';
import { paths } from '../../../lib/paths.ts';

export const payoutDetailPath = (orderNo: string) =>
  `${paths.payOrderDetail}?orderNo=${encodeURIComponent(orderNo)}`;

export const payPath = ({ payeeId, type }: { payeeId?: string; type?: PayoutType } = {}) => {
  const query = new URLSearchParams();
  if (payeeId) query.set('payeeId', payeeId);
  if (type !== undefined) query.set('type', String(type));
  const text = query.toString();
  return text ? `${paths.pay}?${text}` : paths.pay;
};

export const batchDetailPath = (batchNo: string) =>
  `${paths.payBatchDetail}?batchNo=${encodeURIComponent(batchNo)}`;
