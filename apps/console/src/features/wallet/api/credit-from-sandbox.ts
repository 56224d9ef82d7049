// sandbox/credit.json (admin, finance): money into a merchant's available balance from the sandbox
// bank, booked through the ledger. Money-moving: the Idempotency-Key makes a retried submission
// answer the first one's result instead of crediting twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletApi, type SandboxCreditRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { walletsQueryKey } from './list-wallets.ts';
import { AUDIT_KEY } from '../../../lib/mutations.ts';

export type SandboxCreditCall = { request: SandboxCreditRequest; idempotencyKey: string };

export const creditFromSandbox = ({ request, idempotencyKey }: SandboxCreditCall) =>
  api.call(walletApi.sandboxCredit, request, { idempotencyKey });

/** The answer (the merchant's wallets) replaces the cached ones before any caller's onSuccess. */
export const useCreditFromSandbox = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditFromSandbox,
    onSuccess: async (wallets, { request }) => {
      queryClient.setQueryData(walletsQueryKey(request.merchantId), wallets);
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
    // Without an answer the credit may still have been booked: show the balances as they are.
    onError: (_error, { request }) =>
      queryClient.invalidateQueries({ queryKey: walletsQueryKey(request.merchantId) }),
  });
};
