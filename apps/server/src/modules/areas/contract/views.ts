// Rows as the contracts show them: amounts back to decimal strings at their scale (a quantity at
// 3 decimals, a unit price at 4, totals at the currency's), trailing zeros of the first two trimmed.
import {
  fromMinor,
  QUANTITY_SCALE,
  scaledToString,
  trimZeros,
  UNIT_PRICE_SCALE,
  type Contract,
  type Currency,
  type Order,
} from '@tradebridge/contracts';
import type { ContractRow, OrderRow } from './repository.ts';

const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export const contractView = (
  row: ContractRow,
  extras: {
    orderTotal: string;
    orderCount: number;
    files?: { id: string; name: string; mime: string }[];
  },
): Contract => {
  const currency = row.currency as Currency;
  const fileOf = (id: string) => {
    const file = extras.files?.find((f) => f.id === id);
    return { fileId: id, name: file?.name ?? '', mime: file?.mime ?? '' };
  };
  return {
    id: row.id,
    version: row.version,
    recordNo: row.recordNo,
    contractNo: row.contractNo,
    buyerName: row.buyerName,
    buyerCountry: row.buyerCountry,
    tradeType: row.tradeType as Contract['tradeType'],
    contractType: row.contractType as Contract['contractType'],
    tradingCountries: row.tradingCountries as string[],
    tradingParty: row.tradingParty,
    currency,
    amount: fromMinor(row.amount, currency),
    validFrom: day(row.validFrom),
    validTo: day(row.validTo),
    contractFile: fileOf(row.contractFileId),
    hasPi: row.hasPi,
    piFile: row.piFileId ? fileOf(row.piFileId) : null,
    state: row.state as Contract['state'],
    reason: row.reason,
    orderCount: extras.orderCount,
    orderTotal: fromMinor(BigInt(extras.orderTotal), currency),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

export const quantityText = (quantity: bigint) =>
  trimZeros(scaledToString(quantity, QUANTITY_SCALE));
export const unitPriceText = (price: bigint) => trimZeros(scaledToString(price, UNIT_PRICE_SCALE));

export const orderView = (row: OrderRow, contractNo: string): Order => {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    version: row.version,
    contractId: row.contractId,
    contractNo,
    currency,
    orderNo: row.orderNo,
    name: row.name,
    description: row.description,
    origin: row.origin,
    category: row.category,
    quantity: quantityText(row.quantity),
    unitPrice: unitPriceText(row.unitPrice),
    total: fromMinor(row.total, currency),
    logisticsProvider: row.logisticsProvider,
    trackingNumber: row.trackingNumber,
    payer: row.payer,
    orderedAt: row.orderedAt.toISOString(),
    shipment: row.shipment as Order['shipment'],
    associated: fromMinor(row.associated, currency),
    remaining: fromMinor(row.total - row.associated, currency),
    createdAt: row.createdAt.toISOString(),
  };
};
