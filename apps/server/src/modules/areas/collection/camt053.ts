// The sandbox bank's end-of-day statement (camt.053.001.02, the version banks' cash-management
// feeds most often still send, and the one iso20022.js reads) of one collection account in one
// currency: the opening and closing booked balances and the day's entries — money received
// (credit) and money returned to payers (debit) — read from the ledger's bank-clearing postings of
// the account's collections, so the statement agrees with the ledger. An independent reader
// (iso20022.js) parses it in the tests.
import { PlatformAccount, fromMinor, type Currency } from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { platformPostingsOf } from '../../core/ledger/index.ts';
import { escapeXml } from './camt054.ts';
import { collectionsOfAccountNumber, detailByIdentifier } from './repository.ts';

export const CAMT053_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02';

/** A report entry in the 001.02 shape (status as text, the debtor's name without Pty). */
const statementEntryXml = (entry: {
  reference: string;
  amount: string;
  currency: string;
  credit: boolean;
  bookingDate: string;
  payerName: string;
  note: string;
}) =>
  `<Ntry><NtryRef>${escapeXml(entry.reference)}</NtryRef>` +
  `<Amt Ccy="${entry.currency}">${entry.amount}</Amt>` +
  `<CdtDbtInd>${entry.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt><ValDt><Dt>${entry.bookingDate}</Dt></ValDt>` +
  `<AcctSvcrRef>${escapeXml(entry.reference)}</AcctSvcrRef>` +
  `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${entry.credit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>${entry.credit ? 'XBCT' : 'RRTN'}</SubFmlyCd></Fmly></Domn></BkTxCd>` +
  '<NtryDtls><TxDtls>' +
  `<RltdPties>${entry.credit ? `<Dbtr><Nm>${escapeXml(entry.payerName)}</Nm></Dbtr>` : `<Cdtr><Nm>${escapeXml(entry.payerName)}</Nm></Cdtr>`}</RltdPties>` +
  (entry.note ? `<RmtInf><Ustrd>${escapeXml(entry.note)}</Ustrd></RmtInf>` : '') +
  '</TxDtls></NtryDtls></Ntry>';

const balanceXml = (code: 'OPBD' | 'CLBD', minor: bigint, currency: Currency, date: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>` +
  `<Amt Ccy="${currency}">${fromMinor(minor < 0n ? -minor : minor, currency)}</Amt>` +
  `<CdtDbtInd>${minor < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;

/** The statement of `date` (UTC day, YYYY-MM-DD) of the account with this number or IBAN. */
export const endOfDayStatement = async (
  db: DbOrTx,
  identifier: string,
  date: string,
): Promise<{ fileName: string; xml: string }> => {
  const found = await detailByIdentifier(db, identifier.replace(/\s+/g, '').toUpperCase());
  if (!found) throw new AppError('COLLECTION_ACCOUNT_UNKNOWN');
  const { detail } = found;
  const currency = detail.currency as Currency;
  const start = new Date(`${date}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000);
  const collections = await collectionsOfAccountNumber(db, detail.accountNumber);
  const byReference = new Map(
    collections.flatMap((c) => [
      [`collection:${c.bankReference}:arrival`, c],
      [`collection:${c.bankReference}:return`, c],
    ]),
  );
  const postings = await platformPostingsOf(db, PlatformAccount.BankClearing, currency, [
    ...byReference.keys(),
  ]);
  let opening = 0n;
  const entries: string[] = [];
  let credits = 0n;
  let debits = 0n;
  let creditCount = 0;
  let debitCount = 0;
  for (const posting of postings) {
    if (posting.postedAt >= end) continue;
    // Bank clearing is the platform's side: money in is posted negative there.
    const amount = -posting.amount;
    if (posting.postedAt < start) {
      opening += amount;
      continue;
    }
    const c = byReference.get(posting.reference)!;
    const isCredit = amount > 0n;
    if (isCredit) {
      credits += amount;
      creditCount += 1;
    } else {
      debits += -amount;
      debitCount += 1;
    }
    entries.push(
      statementEntryXml({
        reference: isCredit ? c.bankReference : `${c.bankReference}-R`,
        amount: fromMinor(isCredit ? amount : -amount, currency),
        currency,
        credit: isCredit,
        bookingDate: posting.postedAt.toISOString().slice(0, 10),
        payerName: c.payerName,
        note: c.note,
      }),
    );
  }
  const closing = opening + credits - debits;
  const id = `STMT-${detail.accountNumber}-${date.replaceAll('-', '')}`;
  const account = detail.iban
    ? `<IBAN>${escapeXml(detail.iban)}</IBAN>`
    : `<Othr><Id>${escapeXml(detail.accountNumber)}</Id></Othr>`;
  const summary = (count: number, sum: bigint) =>
    `<NbOfNtries>${count}</NbOfNtries><Sum>${fromMinor(sum, currency)}</Sum>`;
  const net = credits - debits;
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${CAMT053_NAMESPACE}"><BkToCstmrStmt>` +
    `<GrpHdr><MsgId>${escapeXml(id)}</MsgId><CreDtTm>${end.toISOString()}</CreDtTm></GrpHdr>` +
    `<Stmt><Id>${escapeXml(id)}</Id><CreDtTm>${end.toISOString()}</CreDtTm>` +
    `<FrToDt><FrDtTm>${start.toISOString()}</FrDtTm><ToDtTm>${end.toISOString()}</ToDtTm></FrToDt>` +
    `<Acct><Id>${account}</Id><Ccy>${currency}</Ccy><Nm>${escapeXml(detail.accountName)}</Nm>` +
    `<Svcr><FinInstnId><BIC>${escapeXml(detail.bic)}</BIC><Nm>${escapeXml(detail.bankName)}</Nm></FinInstnId></Svcr></Acct>` +
    balanceXml('OPBD', opening, currency, date) +
    balanceXml('CLBD', closing, currency, date) +
    `<TxsSummry><TtlNtries>${summary(creditCount + debitCount, credits + debits)}` +
    `<TtlNetNtryAmt>${fromMinor(net < 0n ? -net : net, currency)}</TtlNetNtryAmt><CdtDbtInd>${net < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd></TtlNtries>` +
    `<TtlCdtNtries>${summary(creditCount, credits)}</TtlCdtNtries>` +
    `<TtlDbtNtries>${summary(debitCount, debits)}</TtlDbtNtries></TxsSummry>` +
    entries.join('') +
    '</Stmt></BkToCstmrStmt></Document>\n';
  return { fileName: `camt053-${detail.accountNumber}-${date}.xml`, xml };
};
