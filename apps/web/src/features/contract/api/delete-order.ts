// contract/deleteOrder.json: an order not yet associated with a collection (ORDER_ASSOCIATED
// otherwise).
import { contractApi, type Order } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useOrderMutation } from './order-mutation.ts';

export type DeleteOrderInput = { orderId: string; version: number };

export const deleteOrder = (request: DeleteOrderInput): Promise<Order> =>
  api.call(contractApi.deleteOrder, request, { silent: true });

export const useDeleteOrder = () => useOrderMutation(deleteOrder);
