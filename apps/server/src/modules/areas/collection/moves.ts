// The ledger entries of a collection after its arrival: credited (in transit → available) or
// returned to the payer (in transit → bank clearing), each once: the reference names the payment
// (its entry key, import.ts) and the move. A bank's reversal reverses these entries (reversals.ts).
import { CapitalAccountType, PlatformAccount, type Currency } from '@tradebridge/contracts';
import type { EntryInput } from '../../core/ledger/index.ts';
import type { CollectionRow } from './repository/index.ts';

/** The ledger reference of a collection's move. */
export const moveReference = (entryKey: string, move: 'arrival' | 'credit' | 'return') =>
  `collection:${entryKey}:${move}`;

const memoOf = (row: Pick<CollectionRow, 'payerName' | 'payerCountry' | 'note'>) => ({
  kind: 'collection',
  payer: row.payerName,
  payerCountry: row.payerCountry,
  note: row.note,
});

type Moved = Pick<
  CollectionRow,
  | 'merchantId'
  | 'currency'
  | 'amount'
  | 'entryKey'
  | 'orderNo'
  | 'payerName'
  | 'payerCountry'
  | 'note'
>;

/**
 * Bank clearing → the merchant: into in transit when the collection waits (review, materials,
 * screening), straight to available when it is credited on arrival (6 → 3 in one transaction,
 * one entry instead of two).
 */
export const arrivalEntry = (row: Moved, causedBy: string, credited: boolean): EntryInput => {
  const currency = row.currency as Currency;
  const type = credited ? CapitalAccountType.Available : CapitalAccountType.InTransit;
  return {
    reference: moveReference(row.entryKey, 'arrival'),
    orderNo: row.orderNo,
    causedBy,
    memo: memoOf(row),
    postings: [
      { account: { platform: PlatformAccount.BankClearing, currency }, amount: -row.amount },
      { account: { merchantId: row.merchantId, currency, type }, amount: row.amount },
    ],
  };
};

/** In transit → available: the collection is credited. */
export const creditEntry = (row: Moved, causedBy: string): EntryInput => {
  const currency = row.currency as Currency;
  const merchant = { merchantId: row.merchantId, currency };
  return {
    reference: moveReference(row.entryKey, 'credit'),
    orderNo: row.orderNo,
    causedBy,
    memo: memoOf(row),
    postings: [
      { account: { ...merchant, type: CapitalAccountType.InTransit }, amount: -row.amount },
      { account: { ...merchant, type: CapitalAccountType.Available }, amount: row.amount },
    ],
  };
};

/** In transit → bank clearing: refused, returned or withdrawn, the money goes back to the payer. */
export const returnEntry = (row: Moved, causedBy: string): EntryInput => {
  const currency = row.currency as Currency;
  return {
    reference: moveReference(row.entryKey, 'return'),
    orderNo: row.orderNo,
    causedBy,
    memo: memoOf(row),
    postings: [
      {
        account: { merchantId: row.merchantId, currency, type: CapitalAccountType.InTransit },
        amount: -row.amount,
      },
      { account: { platform: PlatformAccount.BankClearing, currency }, amount: row.amount },
    ],
  };
};
