// certification/requestReupload.json (admin, reviewer): ask for chosen materials again (by their
// material keys) with a reason; the merchant replaces exactly those (audited, the merchant is told).
import { certificationApi } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useCaseMutation } from './case-changed.ts';

export const requestReupload = callOf(certificationApi.requestReupload, { silent: true });

export const useRequestReupload = () => useCaseMutation(requestReupload);
