// contract/orders.json (admin, reviewer): the goods orders of one contract, with what of each
// already covers collections and what is left; paged by the server (the card shows a failure
// itself).
import { contractApi, type InputOf } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';
import { contractQueryKey } from './list-contracts.ts';

export type OrderListRequest = InputOf<typeof contractApi.opsOrders>;

const orders = pagedQuery(contractApi.opsOrders, [...contractQueryKey, 'orders']);

export const listOrders = orders.list;
export const listOrdersQueryOptions = orders.queryOptions;
export const useOrders = orders.useQuery;
