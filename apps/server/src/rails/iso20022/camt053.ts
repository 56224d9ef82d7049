// ISO 20022 camt.053.001.02 (bank-to-customer statement; the version banks' cash-management feeds
// most often still send, and the one iso20022.js reads): one account's day — the opening and
// closing booked balances, the totals and the entries. The caller hands over the day's booked
// entries; the totals and the closing balance are computed here, so they always agree.
import { fromMinor, type Currency } from '@tradebridge/contracts';
import { escapeXml } from './xml.ts';

export const CAMT053_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02';

/** One booked entry: money received (credit) or sent back (debit), in minor units (> 0). */
export type StatementEntry = {
  reference: string;
  amountMinor: bigint;
  credit: boolean;
  /** YYYY-MM-DD. */
  bookingDate: string;
  /** The debtor of a credit, the creditor of a debit. */
  counterparty: string;
  note: string;
};

export type StatementDay = {
  id: string;
  /** The day, YYYY-MM-DD, and its bounds (the statement is created at its end). */
  date: string;
  start: Date;
  end: Date;
  account: { iban: string | null; number: string; name: string; currency: Currency };
  servicer: { bic: string; name: string };
  /** The booked balance at the day's start, in minor units (negative: a debit balance). */
  openingMinor: bigint;
  entries: StatementEntry[];
};

/** A report entry in the 001.02 shape (status as text, the debtor's name without Pty). */
const entryXml = (entry: StatementEntry, currency: Currency) =>
  `<Ntry><NtryRef>${escapeXml(entry.reference)}</NtryRef>` +
  `<Amt Ccy="${currency}">${fromMinor(entry.amountMinor, currency)}</Amt>` +
  `<CdtDbtInd>${entry.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt><ValDt><Dt>${entry.bookingDate}</Dt></ValDt>` +
  `<AcctSvcrRef>${escapeXml(entry.reference)}</AcctSvcrRef>` +
  `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${entry.credit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>${entry.credit ? 'XBCT' : 'RRTN'}</SubFmlyCd></Fmly></Domn></BkTxCd>` +
  '<NtryDtls><TxDtls>' +
  `<RltdPties>${entry.credit ? `<Dbtr><Nm>${escapeXml(entry.counterparty)}</Nm></Dbtr>` : `<Cdtr><Nm>${escapeXml(entry.counterparty)}</Nm></Cdtr>`}</RltdPties>` +
  (entry.note ? `<RmtInf><Ustrd>${escapeXml(entry.note)}</Ustrd></RmtInf>` : '') +
  '</TxDtls></NtryDtls></Ntry>';

const balanceXml = (code: 'OPBD' | 'CLBD', minor: bigint, currency: Currency, date: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>` +
  `<Amt Ccy="${currency}">${fromMinor(minor < 0n ? -minor : minor, currency)}</Amt>` +
  `<CdtDbtInd>${minor < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;

export const writeCamt053 = (day: StatementDay): string => {
  const { currency } = day.account;
  const sumOf = (entries: StatementEntry[]) => entries.reduce((sum, e) => sum + e.amountMinor, 0n);
  const credits = day.entries.filter((e) => e.credit);
  const debits = day.entries.filter((e) => !e.credit);
  const net = sumOf(credits) - sumOf(debits);
  const summary = (count: number, sum: bigint) =>
    `<NbOfNtries>${count}</NbOfNtries><Sum>${fromMinor(sum, currency)}</Sum>`;
  const account = day.account.iban
    ? `<IBAN>${escapeXml(day.account.iban)}</IBAN>`
    : `<Othr><Id>${escapeXml(day.account.number)}</Id></Othr>`;
  const created = day.end.toISOString();
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${CAMT053_NAMESPACE}"><BkToCstmrStmt>` +
    `<GrpHdr><MsgId>${escapeXml(day.id)}</MsgId><CreDtTm>${created}</CreDtTm></GrpHdr>` +
    `<Stmt><Id>${escapeXml(day.id)}</Id><CreDtTm>${created}</CreDtTm>` +
    `<FrToDt><FrDtTm>${day.start.toISOString()}</FrDtTm><ToDtTm>${created}</ToDtTm></FrToDt>` +
    `<Acct><Id>${account}</Id><Ccy>${currency}</Ccy><Nm>${escapeXml(day.account.name)}</Nm>` +
    `<Svcr><FinInstnId><BIC>${escapeXml(day.servicer.bic)}</BIC><Nm>${escapeXml(day.servicer.name)}</Nm></FinInstnId></Svcr></Acct>` +
    balanceXml('OPBD', day.openingMinor, currency, day.date) +
    balanceXml('CLBD', day.openingMinor + net, currency, day.date) +
    `<TxsSummry><TtlNtries>${summary(day.entries.length, sumOf(day.entries))}` +
    `<TtlNetNtryAmt>${fromMinor(net < 0n ? -net : net, currency)}</TtlNetNtryAmt><CdtDbtInd>${net < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd></TtlNtries>` +
    `<TtlCdtNtries>${summary(credits.length, sumOf(credits))}</TtlCdtNtries>` +
    `<TtlDbtNtries>${summary(debits.length, sumOf(debits))}</TtlDbtNtries></TxsSummry>` +
    day.entries.map((entry) => entryXml(entry, currency)).join('') +
    '</Stmt></BkToCstmrStmt></Document>\n'
  );
};
