// certification/requestReupload.json (admin, reviewer): ask for chosen materials again (by their
// material keys) with a reason; the merchant replaces exactly those (audited, the merchant is told).
import {
  certificationApi,
  type CaseDetail,
  type RequestReuploadRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCaseMutation } from './case-changed.ts';

export const requestReupload = (request: RequestReuploadRequest): Promise<CaseDetail> =>
  api.call(certificationApi.requestReupload, request, { silent: true });

export const useRequestReupload = () => useCaseMutation(requestReupload);
