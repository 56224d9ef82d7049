// State of the contracts list (contracts-screen.tsx): its queue and filters in the address, the
// page of contracts they ask for, and the columns.
import { ContractQueue, CURRENCY_CODES, type OpsContractListQuery } from '@tradebridge/contracts';
import { contractPath } from '../../../lib/paths.ts';
import { useRecordList } from '../../../lib/use-record-list.ts';
import {
  MERCHANT_FILTERS,
  oneOfParam,
  setOnly,
  textParam,
  withFallback,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { useContracts } from '../api/list-contracts.ts';
import { contractColumns, type ContractRow } from './contract-columns.tsx';
import { CONTRACT_STATES, TRADE_TYPES } from './contract-labels.tsx';

export const QUEUES = Object.values(ContractQueue);
export const KEYWORD_MAX = 100;

/** The filters in the address; the screen opens on what waits for review. */
const FILTERS = {
  tab: withFallback(oneOfParam(QUEUES), ContractQueue.Review),
  state: oneOfParam(CONTRACT_STATES),
  tradeType: oneOfParam(TRADE_TYPES),
  currency: oneOfParam(CURRENCY_CODES),
  keyword: textParam(KEYWORD_MAX),
  ...MERCHANT_FILTERS,
};

const requestOf = (
  { tab, state, tradeType, currency, keyword, merchantId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): OpsContractListQuery => ({
  queue: tab,
  // The review queue is the contracts under review: a state is chosen only among all of them.
  ...setOnly({
    state: tab === ContractQueue.All ? state : undefined,
    tradeType,
    currency,
    keyword,
    merchantId,
  }),
  ...page,
});

const pathOf = (row: ContractRow) => contractPath(row.id);

export const useContractsScreen = () =>
  useRecordList({
    namespace: 'contract',
    filters: FILTERS,
    keep: ['tab'],
    requestOf,
    useList: useContracts,
    pathOf,
    columns: contractColumns,
  });
