// certification/confirm.json: the merchant has checked the information (checkInfo) and confirms
// it; the network access agreement is next. Missing steps answer CERTIFICATION_INCOMPLETE.
import { certificationApi, type CertificationCase } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useCaseMutation } from './get-case.ts';

export const confirmCertification = (version: number): Promise<CertificationCase> =>
  api.call(certificationApi.confirm, { version }, { silent: true });

export const useConfirmCertification = () => useCaseMutation(confirmCertification);
