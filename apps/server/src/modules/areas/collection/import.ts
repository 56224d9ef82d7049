// The import of a bank file (camt.054 notifications or camt.053 statements, any version): read as a
// stream twice at once — once to check the whole file (a malformed file credits nothing), once to
// import it in batches (importBankFile says how the two meet), each prepared (prepareBatch) while
// the one before it is written (writeBatch). Each batch: entries matched to accounts by IBAN or
// account number and split into the payments they carry (payments.ts, which also keys each
// payment, so one seen before is skipped). Booked credits are screened (screening.ts), written as
// collections and posted through the ledger's batch path (moves.ts):
// bank clearing → the merchant's available for those credited at once (6 → 3 in the same
// transaction), → in transit for those that wait. Pending credits become expected funds (booked
// when a later file books them), booked reversals take their original back (reversals.ts), notices
// and the bank's own debits are recorded as bank movements; what cannot be booked becomes an import
// exception with its reason. The file's counts are counted from what is stored, so a job run again
// after a crash counts nothing twice.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  BankFileState,
  BankMovementKind,
  CollectionState,
  ImportExceptionReason,
  NotificationKind,
  PayerKind,
  amountProblem,
  fromMinor,
  isCurrency,
  toMinor,
  type Currency,
} from '@tradebridge/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { DbOrTx, Tx } from '../../../platform/db/client.ts';
import type { Deps } from '../../../platform/deps.ts';
import { findMainUserId } from '../../core/identity/index.ts';
import { entryIdsOf, postEntries, type EntryInput } from '../../core/ledger/index.ts';
import { arrivalEntry } from './moves.ts';
import { notify } from '../../services/notice/index.ts';
import { readCamtEntries } from '../../../rails/iso20022/camt-reader.ts';
import { CamtError, type CamtEntry, type PartyKind } from '../../../rails/iso20022/entries.ts';
import {
  accountOf,
  paymentCount,
  paymentsOf,
  type EntryPayment,
  type KeyCounter,
} from './payments.ts';
import { applyReversal } from './reversals.ts';
import {
  bankFileCounts,
  bookExpected,
  hasOpenExpected,
  insertMovements,
  keysRecorded,
  type NewMovement,
  fileTally,
  detailsByIdentifier,
  findBankFile,
  collectionsPayload,
  insertCollections,
  insertExceptions,
  knownPayers,
  reversalTally,
  updateBankFile,
  type BankFileRow,
  type DetailRow,
  type ArrivedCollection,
  type CollectionsPayload,
  type NewException,
} from './repository/index.ts';
import { loadScreen, startOf, type Screen } from './screening.ts';

/** Entries per transaction: large enough for the batch path, small enough to keep memory flat. */
export const IMPORT_BATCH = 2_000;

export const bankFilePath = (dataDir: string, storageKey: string) =>
  path.join(dataDir, 'bank', 'files', storageKey);

const PAYER_KIND: Record<PartyKind, PayerKind> = {
  organisation: PayerKind.Company,
  individual: PayerKind.Individual,
  unknown: PayerKind.Unknown,
};

/** Why an entry's money cannot be booked as written, if it cannot. */
const amountProblemOf = (entry: CamtEntry): ImportExceptionReason | null => {
  if (!isCurrency(entry.currency)) return ImportExceptionReason.UnsupportedCurrency;
  // More decimals than the currency has, zero, or past the largest amount the ledger takes.
  if (amountProblem(entry.amount, entry.currency)) return ImportExceptionReason.InvalidAmount;
  return null;
};

/** ISO bank transaction sub-families of the bank's own charges, fees, commissions and taxes. */
const CHARGE_CODES = new Set(['CHRG', 'FEES', 'COMM', 'COME', 'COMI', 'COMT', 'SUBS', 'TAXE']);

/**
 * What a payment is, in the order the bank means it: only a booked credit is a collection; a
 * pending one is expected funds; a notice is information; a booked reversal of a credit takes it
 * back; a debit is the bank's own movement (a charge, a return, one of our payouts, or other).
 */
type Disposition = 'collection' | 'reversal' | BankMovementKind;

const dispositionOf = (entry: CamtEntry, payouts: Set<string>, p: EntryPayment): Disposition => {
  const booked = entry.status === 'BOOK';
  if (entry.status === 'INFO' || (!booked && (entry.reversal || entry.creditDebit === 'DBIT')))
    return BankMovementKind.Information;
  if (entry.creditDebit === 'CRDT') {
    if (entry.reversal) return BankMovementKind.Reversal;
    return booked ? 'collection' : BankMovementKind.Expected;
  }
  if (entry.reversal) return 'reversal';
  if ([p.endToEndId, p.txId, ...p.references].some((r) => r !== null && payouts.has(r)))
    return BankMovementKind.Payout;
  const code = entry.bankTransactionCode;
  if (code.subFamily && CHARGE_CODES.has(code.subFamily)) return BankMovementKind.Charge;
  if (code.subFamily === 'RRTN' || code.family === 'RRCT') return BankMovementKind.Return;
  return BankMovementKind.Other;
};

/**
 * When the money arrived: the bank gives the booking day only, so an entry booked today arrived
 * now (when it is imported) and one booked earlier at the start of its day (UTC).
 */
const arrivalTime = (bookingDate: string | null, now: Date) =>
  !bookingDate || bookingDate === now.toISOString().slice(0, 10)
    ? now
    : new Date(`${bookingDate}T00:00:00Z`);

type Matched = { detail: DetailRow; accountState: number };

/**
 * What one file's import learns once: the screening settings and rates, accounts by identifier
 * (null: unknown), the payers known to have paid each merchant ("merchant:payer"), the pairs
 * already asked about, and the count of identical unreferenced payments (payments.ts).
 */
type ImportCache = {
  screen: Screen;
  accounts: Map<string, Matched | null>;
  known: Set<string>;
  asked: Set<string>;
  counter: KeyCounter;
};

/** Every entry, checked, and the payments they carry; throws CamtError on a malformed file. */
export const countEntries = async (file: string) => {
  let total = 0;
  for await (const entry of readCamtEntries(createReadStream(file))) total += paymentCount(entry);
  return total;
};

/**
 * Which of the references a bank quotes are our payouts' order numbers (a payout leaves with its
 * order number as EndToEndId, and the ledger holds its money under `payout:<orderNo>:hold`,
 * payout/order-state.ts): asked of the ledger, so this area needs nothing of the payout area's.
 */
const payoutOrderNos = async (db: DbOrTx, references: string[]) => {
  const found = await entryIdsOf(
    db,
    references.map((r) => `payout:${r}:hold`),
  );
  return new Set(references.filter((r) => found.has(`payout:${r}:hold`)));
};

const bankCodeOf = (entry: CamtEntry) => {
  const c = entry.bankTransactionCode;
  return [c.domain, c.family, c.subFamily].filter(Boolean).join('/') || (c.proprietary ?? '');
};

/** What a batch writes, worked out before its transaction (prepareBatch). */
type PreparedBatch = {
  entries: number;
  rows: ArrivedCollection[];
  payload: CollectionsPayload;
  movements: NewMovement[];
  exceptions: NewException[];
  reversals: { payment: EntryPayment; matched: Matched; movement: NewMovement }[];
};

/**
 * Works out what a batch writes from what is committed — the accounts, our payouts, the payers
 * known before this file — and what the file's earlier batches told the cache, so it can run on
 * `db` while the batch before it is being written: the writes themselves stay one batch after the
 * other (writeBatch), and nothing here depends on what that batch has not committed yet (a payer
 * it brings is known to the cache already).
 */
const prepareBatch = async (
  db: DbOrTx,
  file: BankFileRow,
  batch: { entry: CamtEntry; index: number }[],
  cache: ImportCache,
): Promise<PreparedBatch> => {
  const { accounts, known, screen } = cache;
  const unknown = [
    ...new Set(batch.map(({ entry }) => accountOf(entry)).filter((id) => !accounts.has(id))),
  ];
  for (const id of unknown) accounts.set(id, null);
  for (const { detail, accountState } of await detailsByIdentifier(db, unknown)) {
    const matched = { detail, accountState };
    accounts.set(detail.accountNumber, matched);
    if (detail.iban) accounts.set(detail.iban, matched);
  }
  const split = batch.map(({ entry, index }) => ({
    entry,
    index,
    ...paymentsOf(entry, cache.counter),
  }));
  const payouts = await payoutOrderNos(db, [
    ...new Set(
      split
        .filter(({ entry }) => entry.creditDebit === 'DBIT' && !entry.reversal)
        .flatMap(({ payments }) => payments.flatMap((p) => p.references)),
    ),
  ]);
  const exceptions: NewException[] = [];
  const movements: NewMovement[] = [];
  const reversals: { payment: EntryPayment; matched: Matched; movement: NewMovement }[] = [];
  const candidates: { payment: EntryPayment; matched: Matched }[] = [];
  // The same payment twice in a batch is one (the second counts as a duplicate).
  const seen = new Set<string>();
  for (const { entry, index, payments, problem } of split)
    for (const payment of payments) {
      if (seen.has(payment.key)) continue;
      seen.add(payment.key);
      const matched = accounts.get(accountOf(entry)) ?? null;
      const exception = (reason: ImportExceptionReason, detail: string | null): NewException => ({
        bankFileId: file.id,
        entryIndex: index,
        entryKey: payment.key,
        bankReference: payment.bankReference,
        account: accountOf(entry),
        amount: payment.amount,
        currency: entry.currency,
        payerName: payment.counterparty.name,
        reason,
        detail,
      });
      const reason = amountProblemOf(entry) ?? problem ?? null;
      if (reason) {
        exceptions.push(exception(reason, null));
        continue;
      }
      const disposition = dispositionOf(entry, payouts, payment);
      if (disposition === 'collection') {
        if (matched) candidates.push({ payment, matched });
        else exceptions.push(exception(ImportExceptionReason.UnknownAccount, null));
        continue;
      }
      const movement: NewMovement = {
        bankFileId: file.id,
        entryIndex: index,
        entryKey: payment.key,
        kind: disposition === 'reversal' ? BankMovementKind.Reversal : disposition,
        account: matched?.detail.accountNumber ?? accountOf(entry),
        merchantId: matched?.detail.merchantId ?? null,
        currency: entry.currency,
        amount: toMinor(payment.amount, entry.currency as Currency),
        creditDebit: entry.creditDebit,
        bankReference: payment.bankReference,
        endToEndId: payment.endToEndId,
        txId: payment.txId,
        uetr: payment.uetr,
        bankCode: bankCodeOf(entry),
        counterparty: payment.counterparty.name,
        payerCountry: payment.counterparty.country ?? '',
        payerKind: PAYER_KIND[payment.counterparty.kind],
        note: [payment.creditorReference, payment.note].filter(Boolean).join(' '),
        bookingDate: entry.bookingDate,
        valueDate: entry.valueDate,
        payoutOrderNo:
          disposition === BankMovementKind.Payout
            ? ([payment.endToEndId, payment.txId, ...payment.references].find(
                (r) => r !== null && payouts.has(r),
              ) ?? null)
            : null,
      };
      if (disposition !== 'reversal') movements.push(movement);
      else if (matched) reversals.push({ payment, matched, movement });
      else exceptions.push(exception(ImportExceptionReason.ReversalWithoutOriginal, null));
    }
  // Payers known to have paid (kept for the whole file: known stays known), asked once each.
  const asked = new Map<string, { merchantId: string; payer: string }>();
  for (const { payment, matched } of candidates) {
    const pair = {
      merchantId: matched.detail.merchantId,
      payer: payment.counterparty.name.toLowerCase(),
    };
    const key = `${pair.merchantId}:${pair.payer}`;
    if (!known.has(key) && !cache.asked.has(key)) asked.set(key, pair);
  }
  for (const key of asked.keys()) cache.asked.add(key);
  for (const key of await knownPayers(db, [...asked.values()])) known.add(key);
  const now = new Date();
  const rows: ArrivedCollection[] = candidates.map(({ payment, matched }) => {
    const { entry, counterparty } = payment;
    const currency = entry.currency as Currency;
    const minor = toMinor(payment.amount, currency);
    const payerKey = `${matched.detail.merchantId}:${counterparty.name.toLowerCase()}`;
    const start = startOf(screen, {
      accountState: matched.accountState,
      accountCurrency: matched.detail.currency,
      currency,
      minor,
      payerKind: PAYER_KIND[counterparty.kind],
      payerCountry: counterparty.country ?? '',
      knownPayer: known.has(payerKey),
    });
    // A later payment of the same payer in this file is not a first payment.
    known.add(payerKey);
    const creditedNow = start.state === CollectionState.BeingCredited;
    return {
      merchantId: matched.detail.merchantId,
      accountId: matched.detail.accountId,
      accountNumber: matched.detail.accountNumber,
      bankFileId: file.id,
      entryKey: payment.key,
      bankReference: payment.bankReference,
      endToEndId: payment.endToEndId,
      txId: payment.txId,
      uetr: payment.uetr,
      creditorReference: payment.creditorReference,
      currency,
      amount: minor,
      payerName: counterparty.name,
      payerCountry: counterparty.country ?? '',
      payerKind: PAYER_KIND[counterparty.kind],
      payerAddress: counterparty.address.join(', '),
      payerAccount: counterparty.account ?? '',
      ultimatePayer: payment.ultimateCounterparty,
      note: payment.note,
      state: creditedNow ? CollectionState.Credited : start.state,
      reason: start.reason,
      needsSecondReview: start.secondReview,
      arrivedAt: arrivalTime(entry.bookingDate, now),
      creditedAt: creditedNow ? now : null,
    };
  });
  const payload = collectionsPayload(rows);
  return { entries: batch.length, rows, payload, movements, exceptions, reversals };
};

/** Writes a prepared batch in the caller's transaction. */
const writeBatch = async (tx: Tx, file: BankFileRow, prepared: PreparedBatch) => {
  const { rows, movements, exceptions, reversals } = prepared;
  const inserted = await insertCollections(tx, prepared.payload);
  const fresh = new Map(inserted.map((r) => [r.entryKey, r]));
  const causedBy = `system:bankFile:${file.id}`;
  const entries: EntryInput[] = rows.flatMap((row) => {
    const written = fresh.get(row.entryKey);
    if (!written || row.state === CollectionState.PrecheckFailed) return [];
    const credited = row.state === CollectionState.Credited;
    return [arrivalEntry({ ...row, orderNo: written.orderNo }, causedBy, credited)];
  });
  const outcomes = await postEntries(tx, entries);
  const refused = outcomes.find((o) => !o.ok);
  // Clearing and in-transit postings cannot overdraw: a refusal is a fault, and nothing is kept.
  if (refused && !refused.ok) throw refused.error;
  // Pending credits announced earlier are booked now by these (most imports have none waiting).
  if (inserted.length > 0 && (await hasOpenExpected(tx)))
    await bookExpected(
      tx,
      inserted.map((r) => r.id),
    );
  // Reversals after this batch's credits, so a file that credits and reverses a payment does both.
  const recorded = await keysRecorded(
    tx,
    reversals.map((r) => r.payment.key),
  );
  for (const { payment, matched, movement } of reversals) {
    if (recorded.has(payment.key)) continue;
    const outcome = await applyReversal(
      tx,
      payment,
      matched.detail.accountNumber,
      movement,
      (reason, detail) => ({
        bankFileId: file.id,
        entryIndex: movement.entryIndex,
        entryKey: payment.key,
        bankReference: payment.bankReference,
        account: movement.account,
        amount: payment.amount,
        currency: movement.currency,
        payerName: payment.counterparty.name,
        reason,
        detail,
      }),
      causedBy,
    );
    if (outcome.movement) movements.push(outcome.movement);
    else exceptions.push(outcome.exception);
  }
  const moved = await insertMovements(tx, movements);
  await insertExceptions(tx, exceptions);
  await writeAudit(tx, {
    actor: { type: 'system' },
    action: 'collection.import',
    target: `bankFile:${file.id}`,
    ip: '',
    after: {
      entries: prepared.entries,
      collections: inserted.length,
      credited: rows.filter((r) => fresh.has(r.entryKey) && r.state === CollectionState.Credited)
        .length,
      movements: moved.length,
      reversals: movements.filter((m) => m.kind === BankMovementKind.Reversal && m.collectionId)
        .length,
      exceptions: exceptions.length,
    },
  });
};

/**
 * One notice per merchant and currency for the whole file, counted from what is stored (so a job
 * run again after a crash tells of everything once): "money received" with the payer for a single
 * payment, the count and total for several; "waiting for review" for what waits; "reversed by the
 * bank" for what its reversals took back.
 */
const notifyFile = async (deps: Deps, tx: DbOrTx, file: BankFileRow) => {
  const ids: string[] = [];
  for (const t of await fileTally(tx, file.id)) {
    const mainId = await findMainUserId(tx, t.merchantId);
    if (!mainId) continue;
    const currency = t.currency as Currency;
    const key = `bankFile:${file.id}:${t.merchantId}:${currency}`;
    if (t.creditedCount > 0) {
      const single = t.creditedCount === 1;
      const id = await notify(deps, tx, {
        merchantId: t.merchantId,
        userId: mainId,
        kind: NotificationKind.FundInflow,
        params: {
          ...(single ? {} : { outcome: 'many' }),
          amount: fromMinor(t.credited, currency),
          currency,
          count: String(t.creditedCount),
          counterparty: t.payer,
          orderNo: t.orderNo,
        },
        dedupeKey: single ? `collection:${t.orderNo}:credited` : key,
      });
      if (id) ids.push(id);
    }
    if (t.heldCount > 0) {
      const id = await notify(deps, tx, {
        merchantId: t.merchantId,
        userId: mainId,
        kind: NotificationKind.FundInflow,
        params: {
          outcome: 'held',
          amount: fromMinor(t.held, currency),
          currency,
          count: String(t.heldCount),
        },
        dedupeKey: `${key}:held`,
      });
      if (id) ids.push(id);
    }
  }
  // Money taken back is told as surely as money received.
  for (const r of await reversalTally(tx, file.id)) {
    const mainId = await findMainUserId(tx, r.merchantId);
    if (!mainId) continue;
    const currency = r.currency as Currency;
    const id = await notify(deps, tx, {
      merchantId: r.merchantId,
      userId: mainId,
      kind: NotificationKind.FundInflow,
      params: {
        outcome: 'reversed',
        amount: fromMinor(r.amount, currency),
        currency,
        count: String(r.count),
        counterparty: r.payer,
        orderNo: r.orderNo,
      },
      dedupeKey: `bankFile:${file.id}:${r.merchantId}:${currency}:reversed`,
    });
    if (id) ids.push(id);
  }
  return ids;
};

export type ImportOptions = {
  batchSize?: number;
  signal?: AbortSignal | undefined;
  progress?: (percent: number) => Promise<void>;
  /** The final write (the job's `finish`); the caller's own transaction otherwise. */
  finish?: <T>(write: (tx: Tx) => Promise<T>) => Promise<T>;
};

/**
 * Imports a stored bank file. A malformed file is marked failed with the reader's reason and
 * credits nothing; otherwise every batch commits as it goes and the file ends imported.
 */
export const importBankFile = async (deps: Deps, fileId: string, options: ImportOptions = {}) => {
  const file = await findBankFile(deps.db, fileId);
  if (!file) throw new Error(`bank file ${fileId} not found`);
  if (file.state === BankFileState.Imported || file.state === BankFileState.Failed) return file;
  const location = bankFilePath(deps.config.dataDir, file.storageKey);
  const size = options.batchSize ?? IMPORT_BATCH;
  const cache: ImportCache = {
    screen: await loadScreen(deps.db),
    accounts: new Map(),
    known: new Set(),
    asked: new Set(),
    counter: new Map(),
  };
  const write = options.finish ?? ((w) => deps.db.transaction(w));

  // The whole file is checked (read once through) while the import already reads and writes its
  // first batches — in one transaction, kept open until the check ends: a malformed file rolls
  // that transaction back and nothing of it is written; a good one commits it and goes on a batch
  // per transaction. The check costs the reading thread's idle time, not the import's.
  let checked: { total: number } | { error: unknown } | undefined;
  const check = countEntries(location).then(
    (total) => (checked = { total }),
    (error: unknown) => (checked = { error }),
  );
  const entries = readCamtEntries(createReadStream(location))[Symbol.asyncIterator]();
  let index = 0;
  const nextBatch = async () => {
    const batch: { entry: CamtEntry; index: number }[] = [];
    while (batch.length < size) {
      const next = await entries.next();
      if (next.done) break;
      batch.push({ entry: next.value, index });
      index += 1;
    }
    return batch;
  };

  await updateBankFile(deps.db, file.id, { state: BankFileState.Importing });
  let total: number;
  try {
    total = await deps.db.transaction(async (tx) => {
      while (!checked) {
        const batch = await nextBatch();
        if (batch.length === 0) break;
        await writeBatch(tx, file, await prepareBatch(tx, file, batch, cache));
      }
      await check;
      if (!checked || 'error' in checked) throw checked?.error;
      return checked.total;
    });
  } catch (error) {
    if (!(error instanceof CamtError)) throw error;
    return write((tx) =>
      updateBankFile(tx, file.id, {
        state: BankFileState.Failed,
        error: error.message,
        problems: error.problems,
      }),
    );
  }

  // The rest: one batch written while the next is read and prepared (at most two held at once).
  const prepareNext = async () => {
    const batch = await nextBatch();
    if (batch.length === 0) return null;
    return { prepared: await prepareBatch(deps.db, file, batch, cache), done: index };
  };
  let next = prepareNext();
  for (let current = await next; current; current = await next) {
    options.signal?.throwIfAborted();
    const { prepared, done } = current;
    const writing = deps.db.transaction((tx) => writeBatch(tx, file, prepared));
    next = prepareNext();
    // A failure surfaces at the next turn; none is left unobserved meanwhile.
    next.catch(() => {});
    await writing;
    await options.progress?.(Math.floor((done * 100) / Math.max(total, 1)));
  }
  const notices: string[] = [];
  const imported = await write(async (tx) => {
    notices.push(...(await notifyFile(deps, tx, file)));
    return updateBankFile(tx, file.id, {
      ...(await bankFileCounts(tx, file.id, total)),
      state: BankFileState.Imported,
      importedAt: new Date(),
    });
  });
  deps.outbox.send(notices);
  return imported;
};
