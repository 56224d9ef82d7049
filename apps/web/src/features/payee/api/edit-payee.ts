// payee/edit.json: a payee changed, with the version it was read at (PAYEE_CHANGED when it changed
// meanwhile). Any change sends it to review again; a refused one is resubmitted this way.
import { payeeApi, type EditPayeeRequest, type PayeeDetail } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { usePayeeMutation } from './get-payee.ts';

export const editPayee = (request: EditPayeeRequest): Promise<PayeeDetail> =>
  api.call(payeeApi.edit, request, { silent: true });

export const useEditPayee = () => usePayeeMutation(editPayee);
