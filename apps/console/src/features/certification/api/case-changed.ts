// After an operator assigns or decides a case: the answer (the new detail) replaces the cached
// case; the queue and the audit log are refetched since they show the change too. A decision on a
// version the operator no longer sees (another reviewer or the merchant was faster) is refused with
// 409 CERTIFICATION_CHANGED or CERTIFICATION_STATE: the operator is told so in the console's words
// and the case is refetched, so the screen shows what there is to decide now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail } from '@tradebridge/contracts';
import { isApiError, showErrorMessage, type ApiError } from '@tradebridge/ui';
import { useTranslation } from 'react-i18next';
import { caseQueryKey } from './get-case.ts';
import { casesQueryKey } from './list-cases.ts';
import { AUDIT_KEY } from '../../../lib/mutations.ts';

/** The codes of a decision taken on a case that has moved on. */
export const STALE_CASE_CODES = ['CERTIFICATION_CHANGED', 'CERTIFICATION_STATE'] as const;
type StaleCaseCode = (typeof STALE_CASE_CODES)[number];

export const isStaleCase = (error: unknown): error is ApiError & { code: StaleCaseCode } =>
  isApiError(error) && (STALE_CASE_CODES as readonly string[]).includes(error.code);

/**
 * A mutation of one case, called silently: this hook says what failed. The refresh runs before any
 * caller's onSuccess and cannot be skipped.
 */
export const useCaseMutation = <T extends { caseId: string }>(
  call: (request: T) => Promise<CaseDetail>,
) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation('certification');
  const refetchLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: casesQueryKey }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  return useMutation({
    mutationFn: call,
    onSuccess: async (detail) => {
      queryClient.setQueryData(caseQueryKey(detail.id), detail);
      await refetchLists();
    },
    onError: async (error, request) => {
      if (isStaleCase(error)) {
        showErrorMessage(t(`stale.${error.code}`));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: caseQueryKey(request.caseId) }),
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
