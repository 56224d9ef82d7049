// wallet/transfer/payee.json: who a wallet transfer goes to (masked name and merchant number).
import { useMutation } from '@tanstack/react-query';
import { walletApi, type ZTransferPayee } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type TransferPayee = ReturnType<(typeof ZTransferPayee)['parse']>;

export const checkPayee = (payeeAccount: string): Promise<TransferPayee> =>
  api.call(walletApi.transferPayee, { payeeAccount }, { silent: true });

export const useCheckPayee = () => useMutation({ mutationFn: checkPayee });
