// agreement/confirm.json: the main user accepts one version of a business line's fee schedule.
// Accepted: merchantInfo.json is loaded again, so the home page drops the pending notice. Stale
// version: the schedule is loaded again, so the user reads the current one before accepting.
import {
  agreementApi,
  type AgreementDetail,
  type ConfirmAgreementRequest,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';
import { MERCHANT_INFO_KEY } from '../../../lib/merchant-info.ts';
import { useRecordMutation } from '../../../lib/record-mutation.ts';
import { agreementKey } from './get-agreement.ts';

export const confirmAgreement = (input: ConfirmAgreementRequest): Promise<AgreementDetail> =>
  api.call(agreementApi.confirm, input, { silent: true });

const isStaleVersion = (error: unknown) =>
  isApiError(error) && error.code === 'AGREEMENT_VERSION_STALE';

export const useConfirmAgreement = () =>
  useRecordMutation(
    confirmAgreement,
    {
      detailKey: agreementKey,
      idOfAnswer: (detail) => detail.bizFlag,
      refresh: [MERCHANT_INFO_KEY],
      isStale: isStaleVersion,
    },
    { idOfInput: (input) => input.bizFlag },
  );
