// contract/import.json: the checked file's orders written in one go — all rows, or only the valid
// ones when the user chose so (`skipInvalid`). One Idempotency-Key per choice the user makes.
import { contractApi, type ImportCommitRequest } from '@tradebridge/contracts';
import { keyedCall, type Keyed } from '../../../lib/keyed-call.ts';
import { useOrderMutation } from './order-mutation.ts';

export type ImportOrdersInput = Keyed<ImportCommitRequest>;

export const importOrders = keyedCall(contractApi.importOrders, { silent: true });

export const useImportOrders = () => useOrderMutation(importOrders);
