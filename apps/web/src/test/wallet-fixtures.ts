// A wallet's balance as walletApi.list answers it: `available` in `currency`, nothing held.
import type { WalletBalance } from '@tradebridge/contracts';

export const walletOf = (
  currency: WalletBalance['currency'],
  available: string,
): WalletBalance => ({
  currency,
  available,
  inTransit: '0',
  pendingSettlement: '0',
  frozen: '0',
  deposit: '0',
});
