// State of the account applications list (accounts-screen.tsx): its filters in the address, the
// page of applications they ask for, and the columns.
import { COLLECTION_CURRENCIES } from '@tradebridge/contracts';
import { collectionAccountPath } from '../../../lib/paths.ts';
import { useRecordList } from '../../../lib/use-record-list.ts';
import {
  MERCHANT_FILTERS,
  oneOfParam,
  setOnly,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useAccounts, type AccountListRequest } from '../api/list-accounts.ts';
import { accountColumns, type AccountRow } from './account-columns.tsx';
import { ACCOUNT_STATES } from './collection-labels.tsx';

const FILTERS = {
  state: oneOfParam(ACCOUNT_STATES),
  currency: oneOfParam(COLLECTION_CURRENCIES),
  ...MERCHANT_FILTERS,
};

const requestOf = (
  { state, currency, merchantId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): AccountListRequest => ({ ...setOnly({ state, currency, merchantId }), ...page });

const pathOf = (row: AccountRow) => collectionAccountPath(row.id);

export const useAccountsScreen = () =>
  useRecordList({
    namespace: 'collection',
    filters: FILTERS,
    requestOf,
    useList: useAccounts,
    pathOf,
    columns: accountColumns,
  });
