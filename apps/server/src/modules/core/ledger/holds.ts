// Two-phase holds: hold moves available → frozen; post moves frozen → a destination; void moves
// frozen → available. A hold resolves at most once: its resolution entry has the reference
// "<hold reference>:resolve", unique among journal entries, and a trigger refuses any change to a
// resolved hold.
import {
  CapitalAccountType,
  type Currency,
  type OrderType,
  type PlatformAccount,
} from '@tradebridge/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { AccountRef, EntryInput, PostingInput } from './entry.ts';
import { postEntries, type EntryOutcome } from './post-entries.ts';
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

/** A hold's entry: the amount from the merchant's available balance to its frozen one. */
const holdEntryOf = (input: HoldInput): EntryInput => {
  const account = (type: CapitalAccountType) => ({
    merchantId: input.merchantId,
    currency: input.currency,
    type,
  });
  return {
    reference: input.reference,
    orderType: input.orderType ?? null,
    orderNo: input.orderNo ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    causedBy: input.causedBy,
    memo: { ...input.memo, hold: true },
    postings: [
      { account: account(CapitalAccountType.Available), amount: -input.amount },
      { account: account(CapitalAccountType.Frozen), amount: input.amount },
    ],
  };
};

export const hold = async (db: DbOrTx, input: HoldInput): Promise<Hold> => {
  if (input.amount <= 0n) throw new Error('ledger: a hold is a positive amount');
  const entry = await postEntry(db, holdEntryOf(input));
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`INSERT INTO holds (reference, merchant_id, currency, amount, hold_entry_id)
        VALUES (${input.reference}, ${input.merchantId}, ${input.currency}, ${input.amount.toString()}::bigint, ${entry.id})
        ON CONFLICT (reference) DO UPDATE SET reference = holds.reference
        RETURNING id`,
  );
  return { id: Number(rows[0]!.id), reference: input.reference, entry };
};

/**
 * Many holds through the ledger's batch path (one statement for all entries), in the caller's
 * transaction, all or none: the first refused (INSUFFICIENT_BALANCE, an invalid entry) is thrown,
 * so the caller's transaction writes nothing of the others. What a batch payment holds at once.
 */
export const holdMany = async (db: DbOrTx, inputs: HoldInput[]): Promise<Hold[]> => {
  if (inputs.length === 0) return [];
  if (inputs.some((input) => input.amount <= 0n))
    throw new Error('ledger: a hold is a positive amount');
  const outcomes = await postEntries(db, inputs.map(holdEntryOf));
  const entries = outcomes.map((outcome) => {
    if (!outcome.ok) throw outcome.error;
    return outcome.entry;
  });
  const rows = inputs.map((input, i) => ({
    reference: input.reference,
    merchantId: input.merchantId,
    currency: input.currency,
    amount: input.amount.toString(),
    entryId: entries[i]!.id,
  }));
  const ids = await queryRows<{ id: string | number; reference: string }>(
    db,
    sql`INSERT INTO holds (reference, merchant_id, currency, amount, hold_entry_id)
        SELECT r.reference, r."merchantId"::uuid, r.currency, r.amount::bigint, r."entryId"
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS r(reference text, "merchantId" text, currency text, amount text, "entryId" bigint)
        ON CONFLICT (reference) DO UPDATE SET reference = holds.reference
        RETURNING id, reference`,
  );
  const idOf = new Map(ids.map((row) => [row.reference, Number(row.id)]));
  return inputs.map((input, i) => ({
    id: idOf.get(input.reference)!,
    reference: input.reference,
    entry: entries[i]!,
  }));
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

/** One hold to resolve in a batch: posted along `legs`, or voided back to available. */
export type HoldResolution = {
  reference: string;
  resolution: 'posted' | 'voided';
  /** Where a posted hold's amount goes (the frozen debit is added); ignored for a void. */
  legs?: (amount: bigint) => PostingInput[];
  causedBy: string;
  memo?: Record<string, unknown>;
};

/**
 * Resolves many holds through the ledger's batch path (one statement for all entries), in the
 * caller's transaction: what a bank's status report of thousands of payouts settles at once. The
 * same guarantees as one by one — each hold at most once (its ":resolve" reference; a hold
 * resolved already answers HOLD_RESOLVED), frozen never below zero — with each outcome on its own.
 */
export const resolveHolds = async (
  db: DbOrTx,
  items: HoldResolution[],
): Promise<EntryOutcome[]> => {
  if (items.length === 0) return [];
  const references = items.map((item) => item.reference);
  const rows = await queryRows<HoldRow & { reference: string }>(
    db,
    sql`SELECT h.id, h.reference, h.merchant_id, h.currency, h.amount, h.resolution, e.order_type, e.order_no
        FROM holds h JOIN journal_entries e ON e.id = h.hold_entry_id
        WHERE h.reference IN (SELECT jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))
        ORDER BY h.id FOR UPDATE OF h`,
  );
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const outcomes: (EntryOutcome | undefined)[] = new Array(items.length);
  const inputs: EntryInput[] = [];
  const inputOf: number[] = [];
  items.forEach((item, i) => {
    const row = byReference.get(item.reference);
    if (!row) return void (outcomes[i] = { ok: false, error: new AppError('NOT_FOUND') });
    if (row.resolution)
      return void (outcomes[i] = { ok: false, error: new AppError('HOLD_RESOLVED') });
    const amount = BigInt(row.amount);
    const frozen = { merchantId: row.merchant_id, currency: row.currency };
    const legs =
      item.resolution === 'voided'
        ? [{ account: { ...frozen, type: CapitalAccountType.Available }, amount }]
        : item.legs!(amount);
    inputs.push({
      reference: `${item.reference}:resolve`,
      orderType: row.order_type as OrderType | null,
      orderNo: row.order_no,
      causedBy: item.causedBy,
      memo: { ...item.memo, resolution: item.resolution },
      postings: [
        { account: { ...frozen, type: CapitalAccountType.Frozen }, amount: -amount },
        ...legs,
      ],
    });
    inputOf.push(i);
  });
  const posted = await postEntries(db, inputs);
  const resolved: { id: number; resolution: string; entryId: number }[] = [];
  posted.forEach((outcome, n) => {
    const i = inputOf[n]!;
    if (outcome.ok && !outcome.entry.created) {
      outcomes[i] = { ok: false, error: new AppError('HOLD_RESOLVED') };
      return;
    }
    outcomes[i] = outcome;
    if (outcome.ok)
      resolved.push({
        id: Number(byReference.get(items[i]!.reference)!.id),
        resolution: items[i]!.resolution,
        entryId: outcome.entry.id,
      });
  });
  if (resolved.length > 0)
    await db.execute(sql`
      UPDATE holds SET resolution = r.resolution, resolution_entry_id = r."entryId", resolved_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(resolved)}::jsonb)
        AS r(id bigint, resolution text, "entryId" bigint)
      WHERE holds.id = r.id AND holds.resolution IS NULL`);
  return outcomes.map((o) => o!);
};

/**
 * How holds were resolved, by reference: posted or voided (absent while unresolved), and what the
 * resolution paid to one platform account (a payout's bank clearing) — reconciliation's ledger side.
 */
export const holdResolutions = async (
  db: DbOrTx,
  references: string[],
  platform: PlatformAccount,
): Promise<Map<string, { resolution: 'posted' | 'voided'; toPlatform: bigint }>> => {
  if (references.length === 0) return new Map();
  const rows = await queryRows<{
    reference: string;
    resolution: 'posted' | 'voided';
    amount: string | null;
  }>(
    db,
    sql`SELECT h.reference, h.resolution,
               (SELECT sum(p.amount)::text FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
                 WHERE p.entry_id = h.resolution_entry_id AND a.owner = 'P' AND a.kind = ${platform}) AS amount
        FROM holds h
        WHERE h.reference IN (SELECT jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))
          AND h.resolution IS NOT NULL`,
  );
  return new Map(
    rows.map((r) => [
      r.reference,
      { resolution: r.resolution, toPlatform: BigInt(r.amount ?? '0') },
    ]),
  );
};
