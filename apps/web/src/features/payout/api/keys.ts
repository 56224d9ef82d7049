// Query keys of the payout area. Every query starts with PAYOUT_KEY; an order made or decided reads
// the records, the order and the balances (wallets) again.
import type { QueryClient } from '@tanstack/react-query';
import { readAgain } from '../../../lib/refresh-mutation.ts';
import { WALLET_KEY } from '../../../lib/wallet-key.ts';

export const PAYOUT_KEY = ['payout'] as const;
export const PRICE_KEY = [...PAYOUT_KEY, 'price'] as const;
export const PAYOUTS_KEY = [...PAYOUT_KEY, 'list'] as const;
export const PAYOUT_DETAIL_KEY = [...PAYOUT_KEY, 'detail'] as const;
export const POLICY_KEY = [...PAYOUT_KEY, 'policy'] as const;
/** The payees and members this area reads for its forms (their own areas keep their caches). */
export const PAYEE_CHOICES_KEY = [...PAYOUT_KEY, 'payees'] as const;
export const MEMBER_CHOICES_KEY = [...PAYOUT_KEY, 'members'] as const;
/** Batches (issue 20): their list and each one's detail. */
export const BATCH_KEY = [...PAYOUT_KEY, 'batch'] as const;
export const BATCHES_KEY = [...BATCH_KEY, 'list'] as const;
export const BATCH_DETAIL_KEY = [...BATCH_KEY, 'detail'] as const;

/**
 * After an order or a batch was made, approved or declined: the records, the batches (their states
 * count the orders') and the balances it holds.
 */
export const invalidateAfterPayout = (queryClient: QueryClient) =>
  readAgain(queryClient, [PAYOUTS_KEY, BATCH_KEY, PRICE_KEY, WALLET_KEY]);
