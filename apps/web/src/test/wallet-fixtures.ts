// A wallet's balance as walletApi.list answers it: `available` in `currency`, nothing held unless
// `overrides` say.
import type { WalletBalance } from '@tradebridge/contracts';

export const walletOf = (
  currency: WalletBalance['currency'],
  available: string,
  overrides: Partial<WalletBalance> = {},
): WalletBalance => ({
  currency,
  available,
  inTransit: '0',
  pendingSettlement: '0',
  frozen: '0',
  deposit: '0',
  ...overrides,
});
