// The payments a bank entry carries, each with the key that says which payment it is. An entry
// that batches payments (NtryDtls with several TxDtls) carries one per transaction, each with its
// own payer, amount and references; an entry without transaction details is one payment.
//
// The key (what makes the same payment imported twice one collection, and two payments that
// share a bank reference two): the receiving account, currency, amount, value (else booking) day,
// direction and reversal flag, and every reference the bank gives — AcctSvcrRef and NtryRef of
// the entry, AcctSvcrRef, EndToEndId, TxId, UETR and InstrId of the transaction. A transaction of
// a batch with no reference of its own adds its place in the entry. Where the bank gives no
// reference at all, the content stands in (payer, its account, remittance, bank code) with the
// count of identical payments before it in the file: the same bytes give the same keys, two
// identical unreferenced payments in one file stay two.
import { createHash } from 'node:crypto';
import { ImportExceptionReason, amountProblem, isCurrency, toMinor } from '@tradebridge/contracts';
import type { CamtEntry, CamtParty, CamtTransaction } from '../../../rails/iso20022/entries.ts';

export type EntryPayment = {
  entry: CamtEntry;
  /** Its place among the entry's payments. */
  position: number;
  key: string;
  /** As written (a decimal string), in the entry's currency. */
  amount: string;
  /** The bank's reference shown for it: AcctSvcrRef, else NtryRef, else the transaction's. */
  bankReference: string;
  endToEndId: string | null;
  txId: string | null;
  uetr: string | null;
  /** Every reference the bank gave (for matching a reversal or a booking to what came before). */
  references: string[];
  counterparty: CamtParty;
  ultimateCounterparty: string;
  creditorReference: string;
  note: string;
};

/** What an entry carries: its payments, or why it cannot be split into payments. */
export type EntryPayments =
  | { payments: EntryPayment[]; problem?: undefined }
  | { payments: [EntryPayment]; problem: ImportExceptionReason };

const NO_PARTY: CamtParty = {
  name: '',
  address: [],
  country: null,
  kind: 'unknown',
  account: null,
};

/** The receiving account as the import matches it: IBAN or number, without spaces, upper case. */
export const accountOf = (entry: CamtEntry) =>
  (entry.account.iban ?? entry.account.number ?? '').replace(/\s+/g, '').toUpperCase();

/** The amount in minor units as text, so 10.5 and 10.50 are the same payment. */
const normalAmount = (amount: string, currency: string) =>
  isCurrency(currency) && !amountProblem(amount, currency)
    ? toMinor(amount, currency).toString()
    : amount;

const hash = (parts: (string | null)[]) =>
  createHash('sha256')
    .update(parts.map((p) => p ?? '').join('\u001f'))
    .digest('base64url');

/** Counts identical unreferenced payments in one file, so each keeps a key of its own. */
export type KeyCounter = Map<string, number>;

const paymentOf = (
  entry: CamtEntry,
  tx: CamtTransaction | null,
  position: number,
  amount: string,
  counter: KeyCounter,
): EntryPayment => {
  const own = tx
    ? [
        tx.references.servicer,
        tx.references.endToEndId,
        tx.references.txId,
        tx.references.uetr,
        tx.references.instruction,
      ]
    : [];
  const references = [entry.references.servicer, entry.references.entry, ...own];
  const counterparty = tx?.counterparty ?? NO_PARTY;
  const creditorReference = tx?.creditorReferences.join(' ') ?? '';
  const note = tx?.note || entry.additionalInfo;
  const base = [
    accountOf(entry),
    entry.currency,
    normalAmount(amount, entry.currency),
    entry.valueDate ?? entry.bookingDate,
    entry.creditDebit,
    entry.reversal ? 'R' : '',
    ...references,
  ];
  let key: string;
  if (references.some((r) => r !== null)) {
    key = hash(
      own.some((r) => r !== null) || entry.transactions.length <= 1
        ? base
        : [...base, `#${position}`],
    );
  } else {
    const content = hash([
      ...base,
      counterparty.name,
      counterparty.account,
      note,
      creditorReference,
      Object.values(entry.bankTransactionCode).join('/'),
    ]);
    const seen = counter.get(content) ?? 0;
    counter.set(content, seen + 1);
    key = hash([content, String(seen)]);
  }
  return {
    entry,
    position,
    key,
    amount,
    bankReference:
      entry.references.servicer ??
      entry.references.entry ??
      tx?.references.servicer ??
      tx?.references.endToEndId ??
      '',
    endToEndId: tx?.references.endToEndId ?? null,
    txId: tx?.references.txId ?? null,
    uetr: tx?.references.uetr ?? null,
    references: references.filter((r): r is string => r !== null),
    counterparty,
    ultimateCounterparty: tx?.ultimateCounterparty ?? '',
    creditorReference,
    note,
  };
};

/** Adds decimal strings exactly (as minor units of the entry's currency); null if one is not one. */
const sumOf = (amounts: string[], currency: string) => {
  if (!isCurrency(currency)) return null;
  let sum = 0n;
  for (const amount of amounts) {
    if (amountProblem(amount, currency)) return null;
    sum += toMinor(amount, currency);
  }
  return sum;
};

/** Whether an entry's transactions split it: each with its amount, together the entry's. */
const splits = (entry: CamtEntry) => {
  const txs = entry.transactions;
  if (txs.length <= 1) return false;
  const amounts: string[] = [];
  for (const tx of txs) {
    if (tx.amount === null || (tx.currency ?? entry.currency) !== entry.currency) return false;
    amounts.push(tx.amount);
  }
  const whole = sumOf([entry.amount], entry.currency);
  return whole !== null && sumOf(amounts, entry.currency) === whole;
};

/** How many payments an entry carries, without keying them (the whole-file check counts). */
export const paymentCount = (entry: CamtEntry) => (splits(entry) ? entry.transactions.length : 1);

/**
 * The payments of an entry. Several transactions split the entry only when each gives its amount
 * in the entry's currency and they add up to it; otherwise the entry is one payment that cannot be
 * credited as it is (BatchAmountsDisagree) — crediting the whole to one payer would misname the
 * others, dropping it would lose money.
 */
export const paymentsOf = (entry: CamtEntry, counter: KeyCounter): EntryPayments => {
  const txs = entry.transactions;
  if (txs.length <= 1)
    return { payments: [paymentOf(entry, txs[0] ?? null, 0, entry.amount, counter)] };
  const amounts = txs.map((tx) =>
    tx.amount !== null && (tx.currency ?? entry.currency) === entry.currency ? tx.amount : null,
  );
  const whole = sumOf([entry.amount], entry.currency);
  const parts = amounts.every((a) => a !== null)
    ? sumOf(amounts as string[], entry.currency)
    : null;
  if (whole === null || parts === null || parts !== whole)
    return {
      payments: [paymentOf(entry, null, 0, entry.amount, counter)],
      problem: ImportExceptionReason.BatchAmountsDisagree,
    };
  return { payments: txs.map((tx, i) => paymentOf(entry, tx, i, amounts[i]!, counter)) };
};
