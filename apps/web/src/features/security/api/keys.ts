// Query keys of the security area; every security change refreshes all of them and what a payment
// confirmation asks (components/payment-confirm).
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { PAYMENT_REQUIREMENTS_KEY } from '../../../components/payment-confirm/index.ts';

export const SECURITY_KEY = ['security'] as const;

/** A read of the user's own security state: asked again whenever a screen shows it. */
export const freshQueryOptions =
  <T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>) =>
  () =>
    queryOptions({ queryKey, queryFn, staleTime: 0 });

export const invalidateSecurity = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
    // Refetched even when no screen shows it, before the change is reported done: the screen the
    // user goes back to (a transfer) must not show for a moment what was true before.
    queryClient.invalidateQueries({ queryKey: PAYMENT_REQUIREMENTS_KEY, refetchType: 'all' }),
  ]);
