// Query keys of the security area; every security change refreshes all of them and what a payment
// confirmation asks (components/payment-confirm).
import type { QueryClient } from '@tanstack/react-query';
import { PAYMENT_REQUIREMENTS_KEY } from '../../../components/payment-confirm/index.ts';

export const SECURITY_KEY = ['security'] as const;

export const invalidateSecurity = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
    queryClient.invalidateQueries({ queryKey: PAYMENT_REQUIREMENTS_KEY }),
  ]);
