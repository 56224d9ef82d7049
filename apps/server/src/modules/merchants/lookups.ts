// What other areas may read of merchants by id or merchant number (announcement audiences,
// document renewals): the merchants table belongs to the merchants module.
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { merchants } from '../../platform/db/schema.ts';

export type MerchantRef = { id: string; merNo: string; name: string };

/** The merchants whose `column` is one of `values`, by merchant number. */
const listRefs = (
  db: DbOrTx,
  column: typeof merchants.id | typeof merchants.merNo,
  values: readonly string[],
): Promise<MerchantRef[]> =>
  values.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: merchants.id, merNo: merchants.merNo, name: merchants.name })
        .from(merchants)
        .where(inArray(column, [...values]))
        .orderBy(asc(merchants.merNo));

export const listMerchantRefsByIds = (db: DbOrTx, ids: readonly string[]) =>
  listRefs(db, merchants.id, ids);

/** Unknown merchant numbers are simply absent. */
export const listMerchantRefsByMerNos = (db: DbOrTx, merNos: readonly string[]) =>
  listRefs(db, merchants.merNo, merNos);
