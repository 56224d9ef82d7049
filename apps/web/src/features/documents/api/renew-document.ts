// idExpire/modify.json: submit a renewed document (uploaded first) with its new expiry for review.
import {
  documentsApi,
  type ExpiringDocument,
  type RenewDocumentRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useReplaceMutation } from '../../../lib/record-mutation.ts';
import { EXPIRING_DOCUMENTS_KEY } from './list-expiring-documents.ts';

export const renewDocument = (input: RenewDocumentRequest): Promise<ExpiringDocument[]> =>
  api.call(documentsApi.renew, input, { silent: true }).then((r) => r.list);

export const useRenewDocument = () => useReplaceMutation(renewDocument, EXPIRING_DOCUMENTS_KEY);
