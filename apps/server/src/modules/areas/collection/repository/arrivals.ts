// SQL of arriving collections: what a bank file's import inserts, and the payers known before.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../../platform/db/client.ts';

/** A collection as the import writes it (the rest takes the columns' defaults). */
export type ArrivedCollection = {
  merchantId: string;
  accountId: string;
  accountNumber: string;
  bankFileId: string;
  entryKey: string;
  bankReference: string;
  endToEndId: string | null;
  txId: string | null;
  uetr: string | null;
  creditorReference: string;
  currency: string;
  amount: bigint;
  payerName: string;
  payerCountry: string;
  payerKind: string;
  payerAddress: string;
  payerAccount: string;
  ultimatePayer: string;
  note: string;
  state: number;
  reason: string | null;
  needsSecondReview: boolean;
  arrivedAt: Date;
  creditedAt: Date | null;
};

/**
 * New collections as the insert takes them: one JSON parameter whatever their number (a multi-row
 * VALUES list would pass PostgreSQL's 65,535 parameters at ~3,800 rows). Built apart from the
 * insert so an import can build it before its transaction.
 */
export type CollectionsPayload = { count: number; json: string };

export const collectionsPayload = (rows: ArrivedCollection[]): CollectionsPayload => ({
  count: rows.length,
  json: JSON.stringify(
    rows.map((r) => ({
      merchant_id: r.merchantId,
      account_id: r.accountId,
      account_number: r.accountNumber,
      bank_file_id: r.bankFileId,
      entry_key: r.entryKey,
      bank_reference: r.bankReference,
      end_to_end_id: r.endToEndId,
      tx_id: r.txId,
      uetr: r.uetr,
      creditor_reference: r.creditorReference,
      currency: r.currency,
      amount: r.amount.toString(),
      payer_name: r.payerName,
      payer_country: r.payerCountry,
      payer_kind: r.payerKind,
      payer_address: r.payerAddress,
      payer_account: r.payerAccount,
      ultimate_payer: r.ultimatePayer,
      note: r.note,
      state: r.state,
      reason: r.reason,
      needs_second_review: r.needsSecondReview,
      arrived_at: r.arrivedAt.toISOString(),
      credited_at: r.creditedAt?.toISOString() ?? null,
    })),
  ),
});

/** Inserts new collections in one statement; a payment imported before (same entry key) is skipped and not returned. */
export const insertCollections = async (db: DbOrTx, payload: CollectionsPayload) => {
  if (payload.count === 0) return [];
  const { json } = payload;
  return queryRows<{ id: string; entryKey: string; orderNo: string }>(
    db,
    sql`INSERT INTO collections (merchant_id, account_id, account_number, bank_file_id,
          entry_key, bank_reference, end_to_end_id, tx_id, uetr, creditor_reference, currency,
          amount, payer_name, payer_country, payer_kind, payer_address, payer_account,
          ultimate_payer, note, state, reason, needs_second_review, arrived_at, credited_at)
        SELECT merchant_id, account_id, account_number, bank_file_id, entry_key, bank_reference,
          end_to_end_id, tx_id, uetr, creditor_reference, currency, amount::bigint, payer_name,
          payer_country, payer_kind, payer_address, payer_account, ultimate_payer, note, state,
          reason, needs_second_review, arrived_at, credited_at
        FROM jsonb_to_recordset(${json}::jsonb) AS x(merchant_id uuid, account_id uuid,
          account_number text, bank_file_id uuid, entry_key text, bank_reference text,
          end_to_end_id text, tx_id text, uetr text, creditor_reference text, currency text,
          amount text, payer_name text, payer_country text, payer_kind text, payer_address text,
          payer_account text, ultimate_payer text, note text, state smallint, reason text,
          needs_second_review boolean, arrived_at timestamptz, credited_at timestamptz)
        ON CONFLICT (entry_key) DO NOTHING
        RETURNING id, entry_key AS "entryKey", order_no AS "orderNo"`,
  );
};

/**
 * Which (merchant, payer) pairs have a credited payment already, for the first-payment check: one
 * index probe per pair (payer names lower-cased), however many payments a payer has made.
 */
export const knownPayers = async (db: DbOrTx, pairs: { merchantId: string; payer: string }[]) => {
  if (pairs.length === 0) return [];
  const rows = await queryRows<{ merchant_id: string; payer: string }>(
    db,
    sql`SELECT p.merchant_id, p.payer
        FROM jsonb_to_recordset(${JSON.stringify(pairs.map((x) => ({ merchant_id: x.merchantId, payer: x.payer })))}::jsonb)
          AS p(merchant_id uuid, payer text)
        WHERE EXISTS (SELECT 1 FROM collections c
                      WHERE c.merchant_id = p.merchant_id AND lower(c.payer_name) = p.payer
                        AND c.state = 3)`,
  );
  return rows.map((r) => `${r.merchant_id}:${r.payer}`);
};
