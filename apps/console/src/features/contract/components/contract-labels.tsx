// How the trade-contract screens name things in the operator's language: contract states (as
// tags), trade and contract types, goods categories, shipment, a validity period, an order's
// quantity and unit price (decimals kept as the server wrote them, never a JS number), and a
// contract's orders in a phrase (count and total).
import {
  ContractState,
  ContractType,
  GoodsType,
  ShipmentState,
  TradeType,
} from '@tradebridge/contracts';
import { formatDate, formatMoney } from '@tradebridge/ui';
import type { TFunction } from 'i18next';
import { stateTagOf } from '../../../components/state-tag.tsx';
import { knownLabel } from '../../../lib/known-label.ts';

type T = TFunction<'contract'>;

export const CONTRACT_STATES = Object.values(ContractState);
export const TRADE_TYPES = Object.values(TradeType);

const CONTRACT_STATE_COLORS: Record<string, string> = {
  [ContractState.UnderReview]: 'gold',
  [ContractState.Effective]: 'green',
  [ContractState.Rejected]: 'red',
  [ContractState.Deleted]: 'default',
};

export const ContractStateTag = stateTagOf(
  'contract',
  'state',
  CONTRACT_STATE_COLORS,
  'contract-state',
);

const SHIPMENT_COLORS: Record<string, string> = {
  [ShipmentState.NotShipped]: 'default',
  [ShipmentState.Shipped]: 'blue',
};

export const ShipmentTag = stateTagOf('contract', 'shipment', SHIPMENT_COLORS, 'order-shipment');

export const tradeTypeLabel = knownLabel('tradeType', TRADE_TYPES);
export const contractTypeLabel = knownLabel('contractType', Object.values(ContractType));
export const categoryLabel = knownLabel('category', Object.values(GoodsType));

/** "25.11.2026 – 24.11.2027" in the language's date format. */
export const validityOf = (from: string, to: string, t: T): string =>
  t('validity', { from: formatDate(from), to: formatDate(to) });

/** A quantity or a unit price as the server wrote it (up to 3 or 4 decimals), grouped. */
export const formatDecimal = (value: string): string => formatMoney(value);

/** "12 orders, 65,520.00 USD in total". */
export const ordersSummary = (count: number, total: string, currency: string, t: T): string =>
  t('ordersSummary', { count, total: formatMoney(total, currency, { fixed: true }) });
