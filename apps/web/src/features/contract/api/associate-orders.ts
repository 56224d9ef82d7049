// contract/associate.json: orders associated with a collection, covering what it still needs
// (ORDERS_SHORT says by how much they fall short). One Idempotency-Key per submission; the
// collection itself may move on (waiting for materials → their review), so it is read again.
import { contractApi, type AssociateRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { CONTRACT_KEY } from './list-contracts.ts';

export type AssociateInput = Keyed<AssociateRequest>;

/** The collection feature's query keys start with it (read again after an association). */
const COLLECTION_AREA_KEY = ['collection'] as const;

export const associateOrders = keyedCall(contractApi.associate, { silent: true });

export const useAssociateOrders = () =>
  useRefreshMutation(associateOrders, [CONTRACT_KEY, COLLECTION_AREA_KEY], { settled: true });
