// contract/addOrder.json: a goods order typed under a contract (its total = quantity × unit price
// exactly). One Idempotency-Key per submission of the form.
import { contractApi, type AddOrderRequest, type Order } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useOrderMutation } from './order-mutation.ts';

export type AddOrderInput = { request: AddOrderRequest; idempotencyKey: string };

export const addOrder = ({ request, idempotencyKey }: AddOrderInput): Promise<Order> =>
  api.call(contractApi.addOrder, request, { silent: true, idempotencyKey });

export const useAddOrder = () => useOrderMutation(addOrder);
