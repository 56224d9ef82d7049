// certification/reject.json (admin, reviewer): refuse the version the operator looked at, with a
// reason the merchant sees; the merchant may apply again (audited, the merchant is told).
import { certificationApi, type CaseDetail, type RejectCaseRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCaseMutation } from './case-changed.ts';

export const rejectCase = (request: RejectCaseRequest): Promise<CaseDetail> =>
  api.call(certificationApi.reject, request, { silent: true });

export const useRejectCase = () => useCaseMutation(rejectCase);
