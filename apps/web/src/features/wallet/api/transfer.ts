// wallet/transfer.json: a wallet-to-wallet transfer in one currency. Money moves: the caller sends
// one Idempotency-Key per user action and the same key when that action is retried.
import { walletApi, type WalletTransferRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { WALLET_KEY } from './list-wallets.ts';

export type TransferInput = Keyed<WalletTransferRequest>;

export const transfer = keyedCall(walletApi.transfer, { silent: true });

// Balances and fund details (on home too: it shows these queries) show the new movement.
export const useTransfer = () => useRefreshMutation(transfer, [WALLET_KEY]);
