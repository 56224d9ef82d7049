// The area's words for its codes: a contract's state (the spec's meaning of 0–3 and the colour of
// its tag), trade, contract and goods types, shipment, the story's events; and decimals that are
// not money at a currency's scale (a quantity, a unit price of up to 4 decimals).
import {
  ContractState,
  ContractType,
  GoodsType,
  ShipmentState,
  TradeType,
} from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';

export const CONTRACT_STATE_NAMES: Record<ContractState, string> = {
  [ContractState.UnderReview]: 'underReview',
  [ContractState.Effective]: 'effective',
  [ContractState.Rejected]: 'rejected',
  [ContractState.Deleted]: 'deleted',
};

export const CONTRACT_STATE_COLORS: Record<ContractState, string> = {
  [ContractState.UnderReview]: 'processing',
  [ContractState.Effective]: 'success',
  [ContractState.Rejected]: 'error',
  [ContractState.Deleted]: 'default',
};

/** Contract states in the order the filter offers them. */
export const CONTRACT_STATES = [
  ContractState.UnderReview,
  ContractState.Effective,
  ContractState.Rejected,
  ContractState.Deleted,
] as const;

export const TRADE_TYPE_NAMES: Record<TradeType, string> = {
  [TradeType.Goods]: 'goods',
  [TradeType.Service]: 'service',
};
export const TRADE_TYPES = [TradeType.Goods, TradeType.Service] as const;

export const CONTRACT_TYPES = Object.values(ContractType);

export const SHIPMENT_NAMES: Record<ShipmentState, string> = {
  [ShipmentState.NotShipped]: 'notShipped',
  [ShipmentState.Shipped]: 'shipped',
};
export const SHIPMENT_STATES = [ShipmentState.Shipped, ShipmentState.NotShipped] as const;

export const GOODS_TYPES = Object.values(GoodsType);

/** The story's colours beyond the shared ones (approved green, rejected red). */
export const CONTRACT_EVENT_COLORS: Record<string, string> = {
  submitted: 'blue',
  resubmitted: 'blue',
  edited: 'blue',
  deleted: 'gray',
};

/** A quantity or a unit price as typed on the wire ("1250.5"), grouped, never rounded. */
export const formatDecimal = (value: string) => formatMoney(value);
