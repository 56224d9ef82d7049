// certification/materials.json: the materials the reviewer asked for, each replaced by a new
// upload (exactly those keys: others answer REUPLOAD_ITEMS_MISMATCH); the case goes back to review.
import {
  certificationApi,
  type CertificationCase,
  type ReplaceMaterialsRequest,
} from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCaseMutation } from './get-case.ts';

export const replaceMaterials = (input: ReplaceMaterialsRequest): Promise<CertificationCase> =>
  api.call(certificationApi.replaceMaterials, input, { silent: true });

export const useReplaceMaterials = () => useCaseMutation(replaceMaterials);
