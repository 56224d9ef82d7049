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
} from '../../core/ledger/index.ts';
import {
  accountEntryReferences,
  collectionsByBankReference,
  detailByIdentifier,
  isAccountEntry,
} from './repository/index.ts';

/** Entries read per batch: one query of postings and one of their collections. */
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
): Promise<{ fileName: string; chunks: AsyncIterable<string> }> => {
  const { db } = deps;
  const found = await detailByIdentifier(db, identifier.replace(/\s+/g, '').toUpperCase());
  if (!found) throw new AppError('COLLECTION_ACCOUNT_UNKNOWN');
  const { detail } = found;
  const currency = detail.currency as Currency;
  const start = new Date(`${date}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000);
  const clearing = PlatformAccount.BankClearing;
  const match = isAccountEntry(detail.accountNumber);
  const range = { from: start, to: end };
  // Bank clearing is the platform's side: money in is posted negative there.
  const [opening, totals] = await Promise.all([
    platformSumBefore(db, clearing, currency, accountEntryReferences(detail.accountNumber), start),
    platformPostingTotals(db, clearing, currency, range, match),
  ]);

  async function* entries(): AsyncGenerator<StatementEntry[]> {
    const postings = platformPostingBatches(db, clearing, currency, range, match, {
      throughId: totals.throughId,
      batchSize: BATCH,
    });
    const bankReferenceOf = (reference: string) =>
      reference.slice('collection:'.length, reference.lastIndexOf(':'));
    for await (const batch of postings) {
      const collections = new Map(
        (
          await collectionsByBankReference(db, [
            ...new Set(batch.map((p) => bankReferenceOf(p.reference))),
          ])
        ).map((c) => [c.bankReference, c]),
      );
      yield batch.map((posting) => {
        const c = collections.get(bankReferenceOf(posting.reference))!;
        const amount = -posting.amount;
        const credit = amount > 0n;
        return {
          reference: credit ? c.bankReference : `${c.bankReference}-R`,
          amountMinor: credit ? amount : -amount,
          credit,
          bookingDate: posting.postedAt.toISOString().slice(0, 10),
          counterparty: c.payerName,
          note: c.note,
        };
      });
    }
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
