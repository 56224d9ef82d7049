// collection/bankMovements.json (admin, finance): what bank files said that is not a collection —
// pending credits kept as expected funds, notices, the bank's own debits (charges, outgoing
// payments, returns) and the reversals applied to earlier credits — of one file or all, by kind.
import { collectionApi, type InputOf, type ReadResultOf } from '@tradebridge/contracts';
import { pagedQuery } from '../../../lib/queries.ts';
import { collectionQueryKey } from './list-accounts.ts';

export type BankMovementListRequest = InputOf<typeof collectionApi.listBankMovements>;
export type BankMovementPage = ReadResultOf<typeof collectionApi.listBankMovements>;

export const bankMovementsQueryKey = [...collectionQueryKey, 'bankMovements'] as const;

const bankMovements = pagedQuery(collectionApi.listBankMovements, bankMovementsQueryKey);

export const listBankMovements = bankMovements.list;
export const listBankMovementsQueryOptions = bankMovements.queryOptions;
export const useBankMovements = bankMovements.useQuery;
