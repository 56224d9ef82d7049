// idExpire/list.json: the merchant's documents expired or expiring within 30 days, with renewals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsApi, type ExpiringDocument } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const DOCUMENTS_KEY = ['documents'] as const;
export const EXPIRING_DOCUMENTS_KEY = [...DOCUMENTS_KEY, 'expiring'] as const;

export const listExpiringDocuments = (): Promise<ExpiringDocument[]> =>
  api.call(documentsApi.listExpiring, undefined, { silent: true }).then((r) => r.list);

export const expiringDocumentsQueryOptions = () =>
  queryOptions({ queryKey: EXPIRING_DOCUMENTS_KEY, queryFn: listExpiringDocuments });

export const useExpiringDocuments = () => useQuery(expiringDocumentsQueryOptions());
