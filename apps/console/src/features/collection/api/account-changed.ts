// After an operator decides an application: the answer (the account as it is now) replaces the
// cached one, the lists and the audit log are refetched. A decision on a version the operator no
// longer sees (another reviewer or the merchant was faster) is refused with 409 COLLECTION_CHANGED
// or COLLECTION_ACCOUNT_STATE: the operator is told so in the console's words and the account is
// refetched, so the screen shows what there is to decide now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsCollectionAccount } from '@tradebridge/contracts';
import { isApiError, showErrorMessage, type ApiError } from '@tradebridge/ui';
import { useTranslation } from 'react-i18next';
import { accountQueryKey } from './get-account.ts';
import { accountsQueryKey } from './list-accounts.ts';

export const STALE_ACCOUNT_CODES = ['COLLECTION_CHANGED', 'COLLECTION_ACCOUNT_STATE'] as const;
type StaleAccountCode = (typeof STALE_ACCOUNT_CODES)[number];

export const isStaleAccount = (error: unknown): error is ApiError & { code: StaleAccountCode } =>
  isApiError(error) && (STALE_ACCOUNT_CODES as readonly string[]).includes(error.code);

/**
 * A decision on one account, called silently: this hook says what failed. The refresh runs before
 * any caller's onSuccess and cannot be skipped.
 */
export const useAccountMutation = <T extends { accountId: string }>(
  call: (request: T) => Promise<OpsCollectionAccount>,
) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation('collection');
  const refetchLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...accountsQueryKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['audit'] }),
    ]);
  return useMutation({
    mutationFn: call,
    onSuccess: async (account) => {
      queryClient.setQueryData(accountQueryKey(account.id), account);
      await refetchLists();
    },
    onError: async (error, request) => {
      if (isStaleAccount(error)) {
        showErrorMessage(t('stale'));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: accountQueryKey(request.accountId) }),
          refetchLists(),
        ]);
        return;
      }
      // A form shows its fields' problems itself; anything else is said here.
      if (!(isApiError(error) && error.fields.length > 0))
        showErrorMessage(error instanceof Error ? error.message : String(error));
    },
  });
};
