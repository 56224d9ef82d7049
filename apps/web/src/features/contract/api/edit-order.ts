// contract/editOrder.json: an order not yet associated with a collection, changed with the version
// it was read at.
import { contractApi, type EditOrderRequest, type Order } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useOrderMutation } from './order-mutation.ts';

export const editOrder = (request: EditOrderRequest): Promise<Order> =>
  api.call(contractApi.editOrder, request, { silent: true });

export const useEditOrder = () => useOrderMutation(editOrder);
