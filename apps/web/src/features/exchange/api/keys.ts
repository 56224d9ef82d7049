// Query keys of the exchange area. Every query starts with EXCHANGE_KEY; a booked exchange reads
// the rates (their available balance), the records and the wallets again.
import type { QueryClient } from '@tanstack/react-query';
import { readAgain } from '../../../lib/refresh-mutation.ts';
import { WALLET_KEY } from '../../../lib/wallet-key.ts';

export const EXCHANGE_KEY = ['exchange'] as const;
export const RATE_KEY = [...EXCHANGE_KEY, 'rate'] as const;
export const HISTORY_KEY = [...EXCHANGE_KEY, 'history'] as const;
export const ALERTS_KEY = [...EXCHANGE_KEY, 'alerts'] as const;
export const ORDERS_KEY = [...EXCHANGE_KEY, 'orders'] as const;
export const ORDER_KEY = [...EXCHANGE_KEY, 'order'] as const;

/** After an exchange: balances (here and on the wallet screens) and the records. */
export const invalidateAfterExchange = (queryClient: QueryClient) =>
  readAgain(queryClient, [RATE_KEY, ORDERS_KEY, WALLET_KEY]);
