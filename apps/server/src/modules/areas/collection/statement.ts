// The end-of-day statement of one collection account in one currency, as its bank would send it
// (camt.053, written by the bank rail): the opening balance and the day's entries — money received
// (credit) and money returned to payers (debit) — read from the ledger's bank-clearing postings of
// the account's collections, so the statement agrees with the ledger. An independent reader
// (iso20022.js) parses it in the tests.
import { PlatformAccount, type Currency } from '@tradebridge/contracts';

import type { Deps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import type { StatementEntry } from '../../../rails/bank/index.ts';
import { platformPostingsOf } from '../../core/ledger/index.ts';
import { collectionsOfAccountNumber, detailByIdentifier } from './repository/index.ts';

/** The statement of `date` (UTC day, YYYY-MM-DD) of the account with this number or IBAN. */
export const endOfDayStatement = async (
  deps: Pick<Deps, 'db' | 'rails'>,
  identifier: string,
  date: string,
): Promise<{ fileName: string; xml: string }> => {
  const { db } = deps;
  const found = await detailByIdentifier(db, identifier.replace(/\s+/g, '').toUpperCase());
  if (!found) throw new AppError('COLLECTION_ACCOUNT_UNKNOWN');
  const { detail } = found;
  const currency = detail.currency as Currency;
  const start = new Date(`${date}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000);
  const collections = await collectionsOfAccountNumber(db, detail.accountNumber);
  const byReference = new Map(
    collections.flatMap((c) => [
      [`collection:${c.entryKey}:arrival`, c],
      [`collection:${c.entryKey}:return`, c],
    ]),
  );
  const postings = await platformPostingsOf(db, PlatformAccount.BankClearing, currency, [
    ...byReference.keys(),
  ]);
  let opening = 0n;
  const entries: StatementEntry[] = [];
  for (const posting of postings) {
    if (posting.postedAt >= end) continue;
    // Bank clearing is the platform's side: money in is posted negative there.
    const amount = -posting.amount;
    if (posting.postedAt < start) {
      opening += amount;
      continue;
    }
    const c = byReference.get(posting.reference)!;
    const credit = amount > 0n;
    entries.push({
      reference: credit ? c.bankReference : `${c.bankReference}-R`,
      amountMinor: credit ? amount : -amount,
      credit,
      bookingDate: posting.postedAt.toISOString().slice(0, 10),
      counterparty: c.payerName,
      note: c.note,
    });
  }
  const xml = deps.rails.bank.statement({
    id: `STMT-${detail.accountNumber}-${date.replaceAll('-', '')}`,
    date,
    start,
    end,
    account: {
      iban: detail.iban,
      number: detail.accountNumber,
      name: detail.accountName,
      currency,
    },
    servicer: { bic: detail.bic, name: detail.bankName },
    openingMinor: opening,
    entries,
  });
  return { fileName: `camt053-${detail.accountNumber}-${date}.xml`, xml };
};
