// wallet/details.json, first page of 5: home's recent movements. The key has the wallet prefix so
// a transfer refreshes it with the wallet screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundMovement, ZFundDetailPage } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

type FundDetailPage = ReturnType<(typeof ZFundDetailPage)['parse']>;

export const RECENT_COUNT = 5;
const QUERY = { pageNum: 1, pageSize: RECENT_COUNT };

export const RECENT_MOVEMENTS_KEY = ['wallet', 'recent'] as const;

export const listRecentMovements = (): Promise<FundMovement[]> =>
  api.post<FundDetailPage>('wallet/details.json', QUERY, { silent: true }).then((r) => r.list);

export const recentMovementsQueryOptions = () =>
  queryOptions({ queryKey: RECENT_MOVEMENTS_KEY, queryFn: listRecentMovements });

export const useRecentMovements = (enabled: boolean) =>
  useQuery({ ...recentMovementsQueryOptions(), enabled });
