// The import of a bank file of credit notifications (camt.054): read as a stream twice at once —
// once to check the whole file (a malformed file credits nothing), once to import it in batches
// (importBankFile says how the two meet). Each batch: entries matched to accounts by IBAN or
// account number, checked (screening.ts), written as collections (the bank reference is unique: an
// entry seen before is skipped) and posted through the ledger's batch path (moves.ts): bank
// clearing → the merchant's available for those credited at once (6 → 3 in the same transaction),
// → in transit for those that wait. Entries that cannot be a collection become import exceptions.
// The file's counts are counted from what is stored, so a job run again after a crash counts
// nothing twice.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  BankFileState,
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
import { postEntries, type EntryInput } from '../../core/ledger/index.ts';
import { arrivalEntry } from './moves.ts';
import { notify } from '../../services/notice/index.ts';
import { readCamtEntries } from '../../../rails/iso20022/camt-reader.ts';
import { CamtError, type CamtEntry, type PartyKind } from '../../../rails/iso20022/entries.ts';
import {
  bankFileCounts,
  fileTally,
  detailsByIdentifier,
  findBankFile,
  insertCollections,
  insertExceptions,
  knownPayers,
  updateBankFile,
  type BankFileRow,
  type DetailRow,
  type ArrivedCollection,
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

// What this import still takes from an entry: one reference, the first transaction's payer and
// the entry's notes. (Batches, pending entries, reversals and debits as the bank means them are
// the next step of issue 37.)
const referenceOf = (entry: CamtEntry) => entry.references.servicer ?? entry.references.entry ?? '';
const NO_PAYER = { name: '', country: null, kind: 'unknown' as const };
const payerOf = (entry: CamtEntry) => entry.transactions[0]?.counterparty ?? NO_PAYER;
const noteOf = (entry: CamtEntry) =>
  entry.transactions
    .map((t) => t.note)
    .filter((n) => n !== '')
    .join(' ');

/** Why an entry cannot be a collection before its account is looked at, if it cannot. */
const entryProblem = (entry: CamtEntry): ImportExceptionReason | null => {
  if (entry.creditDebit !== 'CRDT' || entry.status !== 'BOOK')
    return ImportExceptionReason.NotACredit;
  if (!isCurrency(entry.currency)) return ImportExceptionReason.UnsupportedCurrency;
  // More decimals than the currency has, zero, or past the largest amount the ledger takes.
  if (amountProblem(entry.amount, entry.currency)) return ImportExceptionReason.InvalidAmount;
  return null;
};

/**
 * When the money arrived: the bank gives the booking day only, so an entry booked today arrived
 * now (when it is imported) and one booked earlier at the start of its day (UTC).
 */
const arrivalTime = (bookingDate: string | null, now: Date) =>
  !bookingDate || bookingDate === now.toISOString().slice(0, 10)
    ? now
    : new Date(`${bookingDate}T00:00:00Z`);

const identifierOf = (entry: CamtEntry) =>
  (entry.account.iban ?? entry.account.number ?? '').replace(/\s+/g, '').toUpperCase();

type Matched = { detail: DetailRow; accountState: number };

/**
 * What one file's import learns once: the screening settings and rates, accounts by identifier
 * (null: unknown), the payers known to have paid each merchant ("merchant:payer") and the pairs
 * already asked about.
 */
type ImportCache = {
  screen: Screen;
  accounts: Map<string, Matched | null>;
  known: Set<string>;
  asked: Set<string>;
};

/** Every entry, checked and numbered; throws CamtError on a malformed file, before any write. */
export const countEntries = async (file: string) => {
  let total = 0;
  for await (const entry of readCamtEntries(createReadStream(file))) {
    // The duplicate check keys on the bank's reference: an entry without one cannot be told apart.
    if (!entry.references.servicer && !entry.references.entry)
      throw new CamtError([
        { line: entry.line, message: 'an entry without a reference (NtryRef or AcctSvcrRef)' },
      ]);
    total += 1;
  }
  return total;
};

/** Imports one batch in the caller's transaction. */
const importBatch = async (
  tx: Tx,
  file: BankFileRow,
  batch: { entry: CamtEntry; index: number }[],
  cache: ImportCache,
) => {
  const { accounts, known, screen } = cache;
  const unknown = [
    ...new Set(batch.map(({ entry }) => identifierOf(entry)).filter((id) => !accounts.has(id))),
  ];
  for (const id of unknown) accounts.set(id, null);
  for (const { detail, accountState } of await detailsByIdentifier(tx, unknown)) {
    const matched = { detail, accountState };
    accounts.set(detail.accountNumber, matched);
    if (detail.iban) accounts.set(detail.iban, matched);
  }
  const exceptions: NewException[] = [];
  const candidates: { entry: CamtEntry; index: number; matched: Matched }[] = [];
  // The same bank reference twice in a batch is one entry (the second counts as a duplicate).
  const seen = new Set<string>();
  for (const { entry, index } of batch) {
    const reference = referenceOf(entry);
    if (seen.has(reference)) continue;
    seen.add(reference);
    const problem = entryProblem(entry);
    const matched = accounts.get(identifierOf(entry));
    const reason = problem ?? (matched ? null : ImportExceptionReason.UnknownAccount);
    if (reason || !matched)
      exceptions.push({
        bankFileId: file.id,
        entryIndex: index,
        bankReference: reference,
        account: identifierOf(entry),
        amount: entry.amount,
        currency: entry.currency,
        payerName: payerOf(entry).name,
        reason: reason ?? ImportExceptionReason.UnknownAccount,
      });
    else candidates.push({ entry, index, matched });
  }
  // Payers known to have paid (kept for the whole file: known stays known), asked once each.
  const asked = new Map<string, { merchantId: string; payer: string }>();
  for (const { entry, matched } of candidates) {
    const pair = {
      merchantId: matched.detail.merchantId,
      payer: payerOf(entry).name.toLowerCase(),
    };
    const key = `${pair.merchantId}:${pair.payer}`;
    if (!known.has(key) && !cache.asked.has(key)) asked.set(key, pair);
  }
  for (const key of asked.keys()) cache.asked.add(key);
  for (const key of await knownPayers(tx, [...asked.values()])) known.add(key);
  const now = new Date();
  const rows: ArrivedCollection[] = candidates.map(({ entry, matched }) => {
    const currency = entry.currency as Currency;
    const minor = toMinor(entry.amount, currency);
    const payer = payerOf(entry);
    const payerKey = `${matched.detail.merchantId}:${payer.name.toLowerCase()}`;
    const start = startOf(screen, {
      accountState: matched.accountState,
      accountCurrency: matched.detail.currency,
      currency,
      minor,
      payerKind: PAYER_KIND[payer.kind],
      payerCountry: payer.country ?? '',
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
      bankReference: referenceOf(entry),
      currency,
      amount: minor,
      payerName: payer.name,
      payerCountry: payer.country ?? '',
      payerKind: PAYER_KIND[payer.kind],
      note: noteOf(entry),
      state: creditedNow ? CollectionState.Credited : start.state,
      reason: start.reason,
      needsSecondReview: start.secondReview,
      arrivedAt: arrivalTime(entry.bookingDate, now),
      creditedAt: creditedNow ? now : null,
    };
  });
  const inserted = await insertCollections(tx, rows);
  const fresh = new Map(inserted.map((r) => [r.bankReference, r]));
  const causedBy = `system:bankFile:${file.id}`;
  const entries: EntryInput[] = rows.flatMap((row) => {
    const written = fresh.get(row.bankReference);
    if (!written || row.state === CollectionState.PrecheckFailed) return [];
    const credited = row.state === CollectionState.Credited;
    return [arrivalEntry({ ...row, orderNo: written.orderNo }, causedBy, credited)];
  });
  const outcomes = await postEntries(tx, entries);
  const refused = outcomes.find((o) => !o.ok);
  // Clearing and in-transit postings cannot overdraw: a refusal is a fault, and nothing is kept.
  if (refused && !refused.ok) throw refused.error;
  await insertExceptions(tx, exceptions);
  await writeAudit(tx, {
    actor: { type: 'system' },
    action: 'collection.import',
    target: `bankFile:${file.id}`,
    ip: '',
    after: {
      entries: batch.length,
      collections: inserted.length,
      credited: rows.filter(
        (r) => fresh.has(r.bankReference) && r.state === CollectionState.Credited,
      ).length,
      exceptions: exceptions.length,
    },
  });
};

/**
 * One notice per merchant and currency for the whole file, counted from what is stored (so a job
 * run again after a crash tells of everything once): "money received" with the payer for a single
 * payment, the count and total for several; "waiting for review" for what waits.
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
        await importBatch(tx, file, batch, cache);
      }
      await check;
      if (!checked || 'error' in checked) throw checked?.error;
      return checked.total;
    });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'CamtError') throw error;
    return write((tx) =>
      updateBankFile(tx, file.id, { state: BankFileState.Failed, error: error.message }),
    );
  }

  // The rest: one batch in the database while the next is read (at most two held at once).
  let writing: Promise<void> = Promise.resolve();
  for (let batch = await nextBatch(); batch.length > 0; batch = await nextBatch()) {
    await writing;
    options.signal?.throwIfAborted();
    const current = batch;
    const done = index;
    writing = deps.db
      .transaction((tx) => importBatch(tx, file, current, cache))
      .then(() => options.progress?.(Math.floor((done * 100) / Math.max(total, 1))));
    // A failure surfaces at the next turn; none is left unobserved meanwhile.
    writing.catch(() => {});
  }
  await writing;
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
