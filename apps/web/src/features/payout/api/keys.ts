// Query keys of the payout area. Every query starts with PAYOUT_KEY; an order made or decided reads
// the records, the order and the balances (wallets) again.
import type { QueryClient } from '@tanstack/react-query';
import { WALLET_KEY } from '../../../lib/wallet-key.ts';

export const PAYOUT_KEY = ['payout'] as const;
export const PRICE_KEY = [...PAYOUT_KEY, 'price'] as const;
export const PAYOUTS_KEY = [...PAYOUT_KEY, 'list'] as const;
export const PAYOUT_DETAIL_KEY = [...PAYOUT_KEY, 'detail'] as const;
export const POLICY_KEY = [...PAYOUT_KEY, 'policy'] as const;
/** The payees and members this area reads for its forms (their own areas keep their caches). */
export const PAYEE_CHOICES_KEY = [...PAYOUT_KEY, 'payees'] as const;
export const MEMBER_CHOICES_KEY = [...PAYOUT_KEY, 'members'] as const;

/** After an order was made, approved or declined: the records and the balances it holds. */
export const invalidateAfterPayout = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY }),
    queryClient.invalidateQueries({ queryKey: PRICE_KEY }),
    queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  ]);
