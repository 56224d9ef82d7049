// The area's addresses with their query (paths.ts names the screens).
import type { Currency } from '@tradebridge/contracts';
import { paths } from '../../../lib/paths.ts';

export const orderDetailPath = (orderNo: string) =>
  `${paths.exchangeOrderDetail}?orderNo=${encodeURIComponent(orderNo)}`;

export const exchangePath = (sell: Currency, buy: Currency) =>
  `${paths.exchange}?sell=${sell}&buy=${buy}`;
