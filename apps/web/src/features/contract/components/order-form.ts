// The order form's values and the request they make (ZOrderFields), and its total: quantity ×
// unit price exactly (orderTotalOf) at the contract currency's scale, or the full product when it
// has more decimals than the currency allows (a total cannot be rounded: no rounding of money).
import {
  orderTotalOf,
  QUANTITY_SCALE,
  scaledToString,
  UNIT_PRICE_SCALE,
  type Currency,
  type GoodsType,
  type Order,
  type OrderFields,
  type ShipmentState,
} from '@tradebridge/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The order a form is for: a new one of the contract, or `order` to change. */
export type OrderFormTarget = { contractId: string; currency: Currency; order?: Order };

export type OrderValues = {
  orderNo?: string;
  name?: string;
  description?: string;
  origin?: string;
  category?: GoodsType;
  quantity?: string;
  unitPrice?: string;
  total?: string;
  logisticsProvider?: string;
  trackingNumber?: string;
  payer?: string;
  orderedAt?: Dayjs | null;
  shipment?: ShipmentState;
};

export const orderRequestOf = (values: OrderValues) =>
  ({
    orderNo: values.orderNo ?? '',
    name: values.name ?? '',
    description: values.description ?? '',
    origin: values.origin ?? '',
    category: values.category,
    quantity: values.quantity ?? '',
    unitPrice: values.unitPrice ?? '',
    total: values.total ?? '',
    logisticsProvider: values.logisticsProvider ?? '',
    trackingNumber: values.trackingNumber ?? '',
    payer: values.payer ?? '',
    orderedAt: values.orderedAt ? values.orderedAt.toISOString() : '',
    shipment: values.shipment,
  }) as OrderFields;

export const orderValuesOf = (order: Order): OrderValues => ({
  orderNo: order.orderNo,
  name: order.name,
  description: order.description,
  origin: order.origin,
  category: order.category as GoodsType,
  quantity: order.quantity,
  unitPrice: order.unitPrice,
  total: order.total,
  logisticsProvider: order.logisticsProvider,
  trackingNumber: order.trackingNumber,
  payer: order.payer,
  orderedAt: dayjs(order.orderedAt),
  shipment: order.shipment,
});

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const scaled = (value: string, scale: number): bigint | null => {
  const match = DECIMAL.exec(value.trim());
  if (!match || (match[2] ?? '').length > scale) return null;
  return BigInt(match[1]! + (match[2] ?? '').padEnd(scale, '0'));
};

export type OrderTotal =
  /** Quantity or unit price is not a valid decimal yet: nothing to fill. */
  | { kind: 'none' }
  /** The exact total at the currency's scale. */
  | { kind: 'exact'; total: string }
  /** The product needs more decimals than the currency has: it cannot be a total. */
  | { kind: 'inexact'; product: string };

/** What quantity × unit price gives in `currency`. */
export const orderTotal = (
  quantity: string | undefined,
  unitPrice: string | undefined,
  currency: Currency,
): OrderTotal => {
  const q = scaled(quantity ?? '', QUANTITY_SCALE);
  const p = scaled(unitPrice ?? '', UNIT_PRICE_SCALE);
  if (q === null || p === null || q === 0n || p === 0n) return { kind: 'none' };
  const total = orderTotalOf(quantity!, unitPrice!, currency);
  if (total !== null) return { kind: 'exact', total };
  const product = scaledToString(q * p, QUANTITY_SCALE + UNIT_PRICE_SCALE).replace(/0+$/, '');
  return { kind: 'inexact', product };
};
