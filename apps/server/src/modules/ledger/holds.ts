// Two-phase holds: hold moves available → frozen; post moves frozen → a destination; void moves
// frozen → available. A hold resolves at most once: its resolution entry has the reference
// "<hold reference>:resolve", unique among journal entries, and a trigger refuses any change to a
// resolved hold.
import { CapitalAccountType, type Currency, type OrderType } from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccountRef, PostingInput } from './entry.ts';
import { postEntry, type PostedEntry } from './post-entry.ts';

export type HoldInput = {
  reference: string;
  merchantId: string;
  currency: Currency;
  amount: bigint;
  orderType?: OrderType | null;
  orderNo?: string | null;
  idempotencyKey?: string | null;
  causedBy: string;
  memo?: Record<string, unknown>;
};

export type Hold = { id: number; reference: string; entry: PostedEntry };

export const hold = async (db: DbOrTx, input: HoldInput): Promise<Hold> => {
  if (input.amount <= 0n) throw new Error('ledger: a hold is a positive amount');
  const entry = await postEntry(db, {
    reference: input.reference,
    orderType: input.orderType ?? null,
    orderNo: input.orderNo ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    causedBy: input.causedBy,
    memo: { ...input.memo, hold: true },
    postings: [
      {
        account: {
          merchantId: input.merchantId,
          currency: input.currency,
          type: CapitalAccountType.Available,
        },
        amount: -input.amount,
      },
      {
        account: {
          merchantId: input.merchantId,
          currency: input.currency,
          type: CapitalAccountType.Frozen,
        },
        amount: input.amount,
      },
    ],
  });
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`INSERT INTO holds (reference, merchant_id, currency, amount, hold_entry_id)
        VALUES (${input.reference}, ${input.merchantId}, ${input.currency}, ${input.amount.toString()}::bigint, ${entry.id})
        ON CONFLICT (reference) DO UPDATE SET reference = holds.reference
        RETURNING id`,
  );
  return { id: Number(rows[0]!.id), reference: input.reference, entry };
};

type HoldRow = {
  id: string | number;
  merchant_id: string;
  currency: Currency;
  amount: string;
  resolution: string | null;
  order_type: number | null;
  order_no: string | null;
};

const lockHold = async (db: DbOrTx, reference: string) => {
  const [row] = await queryRows<HoldRow>(
    db,
    sql`SELECT h.id, h.merchant_id, h.currency, h.amount, h.resolution, e.order_type, e.order_no
        FROM holds h JOIN journal_entries e ON e.id = h.hold_entry_id
        WHERE h.reference = ${reference} FOR UPDATE OF h`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  if (row.resolution) throw new AppError('HOLD_RESOLVED');
  return row;
};

const resolve = async (
  db: DbOrTx,
  reference: string,
  resolution: 'posted' | 'voided',
  /** Where the held amount goes, and any other legs of the same entry. */
  legs: (row: HoldRow, amount: bigint) => PostingInput[],
  causedBy: string,
  memo: Record<string, unknown>,
) => {
  const row = await lockHold(db, reference);
  const amount = BigInt(row.amount);
  const entry = await postEntry(db, {
    reference: `${reference}:resolve`,
    orderType: row.order_type as OrderType | null,
    orderNo: row.order_no,
    causedBy,
    memo: { ...memo, resolution },
    postings: [
      {
        account: {
          merchantId: row.merchant_id,
          currency: row.currency,
          type: CapitalAccountType.Frozen,
        },
        amount: -amount,
      },
      ...legs(row, amount),
    ],
  });
  if (!entry.created) throw new AppError('HOLD_RESOLVED');
  await db.execute(sql`
    UPDATE holds SET resolution = ${resolution}, resolution_entry_id = ${entry.id}, resolved_at = now()
    WHERE id = ${Number(row.id)} AND resolution IS NULL`);
  return entry;
};

/** Pays a held amount out to `to` (e.g. bank clearing on a successful payout). */
export const postHold = (
  db: DbOrTx,
  reference: string,
  to: AccountRef,
  causedBy: string,
  memo: Record<string, unknown> = {},
) => resolve(db, reference, 'posted', (_, amount) => [{ account: to, amount }], causedBy, memo);

/**
 * Pays a held amount out along several postings in one entry, which may carry legs in other
 * currencies (an exchange held for review: the sell amount to the FX position and the fee revenue,
 * the buy amount from the FX position to the merchant). The entry must balance per currency.
 */
export const settleHold = (
  db: DbOrTx,
  reference: string,
  legs: PostingInput[],
  causedBy: string,
  memo: Record<string, unknown> = {},
) => resolve(db, reference, 'posted', () => legs, causedBy, memo);

/** Gives a held amount back to the merchant's available balance (rejection, failure). */
export const voidHold = (
  db: DbOrTx,
  reference: string,
  causedBy: string,
  memo: Record<string, unknown> = {},
) =>
  resolve(
    db,
    reference,
    'voided',
    (row, amount) => [
      {
        account: {
          merchantId: row.merchant_id,
          currency: row.currency,
          type: CapitalAccountType.Available,
        },
        amount,
      },
    ],
    causedBy,
    memo,
  );
