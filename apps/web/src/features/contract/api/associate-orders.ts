// contract/associate.json: orders associated with a collection, covering what it still needs
// (ORDERS_SHORT says by how much they fall short). One Idempotency-Key per submission; the
// collection itself may move on (waiting for materials → their review), so it is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractApi, type AssociateRequest, type Associations } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { CONTRACT_KEY } from './list-contracts.ts';

export type AssociateInput = { request: AssociateRequest; idempotencyKey: string };

/** The collection feature's query keys start with it (read again after an association). */
const COLLECTION_AREA_KEY = ['collection'] as const;

export const associateOrders = ({
  request,
  idempotencyKey,
}: AssociateInput): Promise<Associations> =>
  api.call(contractApi.associate, request, { silent: true, idempotencyKey });

export const useAssociateOrders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: associateOrders,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTRACT_KEY }),
        queryClient.invalidateQueries({ queryKey: COLLECTION_AREA_KEY }),
      ]),
  });
};
