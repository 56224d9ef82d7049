// collection/bankStatement.json (admin, finance): the sandbox bank's end-of-day statement (camt.053)
// of one account and UTC day, as the XML file itself; a failure answers an envelope.
import { useMutation } from '@tanstack/react-query';
import { collectionApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const getBankStatement = (request: { account: string; date: string }) =>
  api.call(collectionApi.bankStatement, request);

export const useBankStatement = () => useMutation({ mutationFn: getBankStatement });
