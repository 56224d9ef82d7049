// collection/bankFiles.json (admin, finance): the camt.054 files taken from the inbox or uploaded
// here, newest first, with what their import did. While a listed file is queued or importing the
// list refreshes itself every few seconds, so the operator watches the import move on.
import {
  BankFileState,
  collectionApi,
  type InputOf,
  type ReadResultOf,
} from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';
import { collectionQueryKey } from './list-accounts.ts';

export type BankFileListRequest = InputOf<typeof collectionApi.listBankFiles>;
export type BankFilePage = ReadResultOf<typeof collectionApi.listBankFiles>;

/** How often the list refreshes while a listed file is still to be imported. */
export const BANK_FILES_REFRESH_MS = 3_000;

const ACTIVE_STATES = new Set<number>([BankFileState.Queued, BankFileState.Importing]);

/** True when the page lists a file whose import has not finished. */
export const hasActiveImports = (page: BankFilePage | undefined): boolean =>
  page?.list.some((file) => ACTIVE_STATES.has(file.state)) ?? false;

export const bankFilesQueryKey = [...collectionQueryKey, 'bankFiles'] as const;

const bankFiles = pagedQuery(collectionApi.listBankFiles, bankFilesQueryKey, {
  everyMs: BANK_FILES_REFRESH_MS,
  active: hasActiveImports,
});

export const listBankFiles = bankFiles.list;
export const listBankFilesQueryOptions = bankFiles.queryOptions;
export const useBankFiles = bankFiles.useQuery;
