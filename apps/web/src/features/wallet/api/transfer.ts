// wallet/transfer.json: a wallet-to-wallet transfer in one currency. Money moves: the caller sends
// one Idempotency-Key per user action and the same key when that action is retried.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletApi, type WalletTransfer, type WalletTransferRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from './list-wallets.ts';

export type TransferInput = { request: WalletTransferRequest; idempotencyKey: string };

export const transfer = ({ request, idempotencyKey }: TransferInput): Promise<WalletTransfer> =>
  api.call(walletApi.transfer, request, { silent: true, idempotencyKey });

export const useTransfer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transfer,
    // Balances and fund details (on home too: it shows these queries) show the new movement.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
};
