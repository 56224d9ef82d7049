// payout/statusReports.json (admin, finance): every pain.002 the platform applied — uploaded here,
// dropped into the reports inbox or collected from the bank rail — newest first, with what each
// did, paged by the server. Under the payouts' key, so an upload refetches it.
import { payoutApi } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';
import { payoutQueryKey } from './list-payouts.ts';

export const statusReportsQueryKey = [...payoutQueryKey, 'statusReports'] as const;

const statusReports = pagedQuery(payoutApi.listStatusReports, statusReportsQueryKey);

export const listStatusReports = statusReports.list;
export const listStatusReportsQueryOptions = statusReports.queryOptions;
export const useStatusReports = statusReports.useQuery;
