// certification/reject.json (admin, reviewer): refuse the version the operator looked at, with a
// reason the merchant sees; the merchant may apply again (audited, the merchant is told).
import { certificationApi } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useCaseMutation } from './case-changed.ts';

export const rejectCase = callOf(certificationApi.reject, { silent: true });

export const useRejectCase = () => useCaseMutation(rejectCase);
