// contract/addOrder.json: a goods order typed under a contract (its total = quantity × unit price
// exactly). One Idempotency-Key per submission of the form.
import { contractApi, type AddOrderRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useOrderMutation } from './order-mutation.ts';

export type AddOrderInput = Keyed<AddOrderRequest>;

export const addOrder = keyedCall(contractApi.addOrder, { silent: true });

export const useAddOrder = () => useOrderMutation(addOrder);
