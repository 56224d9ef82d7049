// payout/price.json: what an order would cost before it is confirmed — fee, total (what is held and
// typed again in the confirmation), the paying wallet's available balance, the approvals its band
// needs, whether the bank serves now (and when it next does) and whether a fast transfer is paid
// today. `request` null: nothing to ask yet (the form is not complete).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { payoutApi, type PayoutPrice, type PayoutPriceRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { recordQueryOptions } from '../../../lib/read-query.ts';
import { PRICE_KEY } from './keys.ts';

export const priceKey = (request: PayoutPriceRequest | null) => [...PRICE_KEY, request] as const;

export const pricePayout = (request: PayoutPriceRequest): Promise<PayoutPrice> =>
  api.call(payoutApi.price, request, { silent: true });

export const priceQueryOptions = recordQueryOptions(priceKey, pricePayout, {
  // The answer depends on the clock (service hours) and the balance: asked again when it is used.
  staleTime: 0,
  retry: false,
  placeholderData: keepPreviousData,
});

export const usePayoutPrice = (request: PayoutPriceRequest | null) =>
  useQuery(priceQueryOptions(request));
