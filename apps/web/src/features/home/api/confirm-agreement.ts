// agreement/confirm.json: the main user accepts one version of a business line's fee schedule.
// Accepted: merchantInfo.json is loaded again, so the home page drops the pending notice. Stale
// version: the schedule is loaded again, so the user reads the current one before accepting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  agreementApi,
  type AgreementDetail,
  type ConfirmAgreementRequest,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { MERCHANT_INFO_KEY } from '../../../lib/merchant-info.ts';
import { agreementKey } from './get-agreement.ts';

export const confirmAgreement = (input: ConfirmAgreementRequest): Promise<AgreementDetail> =>
  api.call(agreementApi.confirm, input, { silent: true });

export const useConfirmAgreement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAgreement,
    onSuccess: (detail) => {
      queryClient.setQueryData(agreementKey(detail.bizFlag), detail);
      return queryClient.invalidateQueries({ queryKey: MERCHANT_INFO_KEY });
    },
    onError: (error, input) => {
      if (isApiError(error) && error.code === 'AGREEMENT_VERSION_STALE') {
        void queryClient.invalidateQueries({ queryKey: agreementKey(input.bizFlag) });
      }
    },
  });
};
