// The end-of-day statement of one collection account in one currency, as its bank would send it
// (camt.053, written by the bank rail): the opening balance and the day's entries — money received
// (credit) and money returned to payers (debit) — read from the ledger's bank-clearing postings of
// the account's collections, so the statement agrees with the ledger. An independent reader
// (iso20022.js) parses it in the tests.
//
// Any size: the opening balance is one aggregate, the day's totals another, and the entries are read
// in keyset batches on the postings' time index and handed to the writer as they come, so neither
// memory nor the query's parameters grow with the account's history. A day still going on (today)
// is written as it stands at the totals' query: the batches stop at its last posting.
import { PlatformAccount, type Currency } from '@tradebridge/contracts';

import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { StatementEntry } from '../../../rails/bank/index.ts';
import {
  platformPostingBatches,
  platformPostingTotals,
  platformSumBefore,
  type ReferencedPosting,
} from '../../core/ledger/index.ts';
import {
  accountCollectionOfEntry,
  accountEntryReferences,
  detailByIdentifier,
  type StatementCollection,
} from './repository/index.ts';

type Posting = ReferencedPosting<StatementCollection>;

/** Entries read per batch: one query of postings with their collections. */
const BATCH = 5000;

/**
 * The statement of `date` (UTC day, YYYY-MM-DD) of the account with this number or IBAN: its file
 * name and its chunks. The account and the day's aggregates are read before this answers (an
 * unknown account is an error, not a broken download); the entries as the chunks are read.
 */
export const endOfDayStatement = async (
  deps: Pick<Deps, 'db' | 'rails'>,
  identifier: string,
  date: string,
  now: Date = new Date(),
  { batchSize = BATCH }: { batchSize?: number } = {},
): Promise<{ fileName: string; chunks: AsyncIterable<string> }> => {
  const { db } = deps;
  const found = await detailByIdentifier(db, identifier.replace(/\s+/g, '').toUpperCase());
  if (!found) throw new AppError('COLLECTION_ACCOUNT_UNKNOWN');
  const { detail } = found;
  const currency = detail.currency as Currency;
  const start = new Date(`${date}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000);
  const clearing = PlatformAccount.BankClearing;
  const join = accountCollectionOfEntry(detail.accountNumber);
  const range = { from: start, to: end };
  // Bank clearing is the platform's side: money in is posted negative there.
  const [opening, totals] = await Promise.all([
    platformSumBefore(
      db,
      clearing,
      currency,
      accountEntryReferences(detail.accountId, detail.currency),
      start,
    ),
    platformPostingTotals(db, clearing, currency, range, join),
  ]);

  const entryOf = ({ amount: posted, day, joined: c }: Posting): StatementEntry => {
    const amount = -posted;
    const credit = amount > 0n;
    return {
      reference: credit ? c.bank_reference : `${c.bank_reference}-R`,
      amountMinor: credit ? amount : -amount,
      credit,
      bookingDate: day,
      counterparty: c.payer_name,
      note: c.note,
    };
  };
  async function* entries(): AsyncGenerator<StatementEntry[]> {
    const postings = platformPostingBatches<StatementCollection>(
      db,
      clearing,
      currency,
      range,
      join,
      { throughId: totals.throughId, batchSize },
    );
    for await (const batch of postings) yield batch.map(entryOf);
  }

  const chunks = deps.rails.bank.statement(
    {
      date,
      start,
      end,
      createdAt: now,
      account: {
        iban: detail.iban,
        number: detail.accountNumber,
        name: detail.accountName,
        currency,
      },
      servicer: { bic: detail.bic, name: detail.bankName },
      openingMinor: -opening,
      credits: { count: totals.negative.count, sumMinor: totals.negative.sum },
      debits: { count: totals.positive.count, sumMinor: totals.positive.sum },
    },
    entries(),
  );
  return { fileName: `camt053-${detail.accountNumber}-${date}.xml`, chunks };
};
