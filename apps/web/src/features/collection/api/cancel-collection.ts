// collection/cancel.json: withdraws a collection still waiting for its materials; the money goes
// back to the payer.
import { collectionApi, type CollectionDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCollectionMutation } from './get-collection.ts';

export type CancelInput = { collectionId: string; version: number };

export const cancelCollection = (request: CancelInput): Promise<CollectionDetail> =>
  api.call(collectionApi.cancel, request, { silent: true });

export const useCancelCollection = () => useCollectionMutation(cancelCollection);
