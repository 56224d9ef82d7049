// payout/reconciliation.json (admin, reviewer, finance): one UTC day of the payout rail — the
// pain.001 files sent and the pain.002 reports received, and every order sent that day beside what
// the bank said of it and what the ledger did with its hold, with the breaks where they disagree.
import { payoutApi } from '@tradebridge/contracts';
import { recordQuery } from '../../../lib/queries.ts';
import { payoutQueryKey } from './list-payouts.ts';

const reconciliation = recordQuery(
  payoutApi.reconciliation,
  (date: string) => [...payoutQueryKey, 'reconciliation', date],
  (date: string) => ({ date }),
);

export const getReconciliation = reconciliation.get;
export const reconciliationQueryOptions = reconciliation.queryOptions;
export const useReconciliation = reconciliation.useQuery;
