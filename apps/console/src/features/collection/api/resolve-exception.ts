// collection/resolveException.json (admin, finance): mark an exception returned to the payer, with
// a note (audited); the bank returns the money, nothing was credited.
import { collectionApi, type ImportException, type InputOf } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefetchingMutation, AUDIT_KEY } from '../../../lib/mutations.ts';
import { exceptionsQueryKey } from './list-exceptions.ts';

export type ResolveExceptionRequest = InputOf<typeof collectionApi.resolveException>;

export const resolveException = (request: ResolveExceptionRequest): Promise<ImportException> =>
  // Not silent: a failure other than the note's is said by the request layer.
  api.call(collectionApi.resolveException, request);

export const useResolveException = () =>
  useRefetchingMutation(resolveException, [exceptionsQueryKey, AUDIT_KEY]);
