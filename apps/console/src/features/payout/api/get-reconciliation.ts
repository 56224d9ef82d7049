// payout/reconciliation.json (admin, reviewer, finance): one UTC day of the payout rail — the
// pain.001 files sent and the pain.002 reports received, and every order sent that day beside what
// the bank said of it and what the ledger did with its hold, with the breaks where they disagree.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutApi, type Reconciliation } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { payoutQueryKey } from './list-payouts.ts';

export const getReconciliation = (date: string): Promise<Reconciliation> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(payoutApi.reconciliation, { date }, { silent: true });

export const reconciliationQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...payoutQueryKey, 'reconciliation', date],
    queryFn: () => getReconciliation(date),
  });

export const useReconciliation = (date: string) => useQuery(reconciliationQueryOptions(date));
