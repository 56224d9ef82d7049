// wallet/transfer/payee.json: who a wallet transfer goes to (masked name, the merchant number
// typed, the country or region).
import { useMutation } from '@tanstack/react-query';
import { walletApi, type TransferPayee } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type { TransferPayee };

export const checkPayee = (payeeAccount: string): Promise<TransferPayee> =>
  api.call(walletApi.transferPayee, { payeeAccount }, { silent: true });

export const useCheckPayee = () => useMutation({ mutationFn: checkPayee });
