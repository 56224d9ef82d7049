// contract/import.json: the checked file's orders written in one go — all rows, or only the valid
// ones when the user chose so (`skipInvalid`). One Idempotency-Key per choice the user makes.
import { contractApi, type ImportCommitRequest, type ImportResult } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useOrderMutation } from './order-mutation.ts';

export type ImportOrdersInput = { request: ImportCommitRequest; idempotencyKey: string };

export const importOrders = ({
  request,
  idempotencyKey,
}: ImportOrdersInput): Promise<ImportResult> =>
  api.call(contractApi.importOrders, request, { silent: true, idempotencyKey });

export const useImportOrders = () => useOrderMutation(importOrders);
