// ISO 20022 camt.053.001.02 (bank-to-customer statement; the version banks' cash-management feeds
// most often still send, and the one iso20022.js reads): one account's day — the opening and
// closing booked balances, the totals and the entries. Written as a stream: the head (ids,
// balances, totals) from the day's aggregates, then the entries batch by batch as the caller reads
// them, so a day of 100,000 entries never sits in memory whole. The totals come before the entries
// in the document, so the writer counts what it is handed and fails the stream rather than end a
// statement whose entries disagree with its totals.
import { createHash } from 'node:crypto';
import { fromMinor, type Currency } from '@tradebridge/contracts';
import { escapeXml, wrapLines } from './xml.ts';

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

/** How many entries on one side of the day, and their sum in minor units. */
export type StatementTotal = { count: number; sumMinor: bigint };

export type StatementDay = {
  /** The day, YYYY-MM-DD, and its bounds [start, end). */
  date: string;
  start: Date;
  end: Date;
  /** When the statement is written: its CreDtTm (never the day's end, which may be ahead). */
  createdAt: Date;
  account: { iban: string | null; number: string; name: string; currency: Currency };
  servicer: { bic: string; name: string };
  /** The booked balance at the day's start, in minor units (negative: a debit balance). */
  openingMinor: bigint;
  /** The day's entries as the aggregate counted them: the head is written from these. */
  credits: StatementTotal;
  debits: StatementTotal;
};

/** Max35Text and its kin count characters; code points, so a surrogate pair is never cut. */
const cut = (value: string, max: number) => {
  // A string no longer in UTF-16 units than `max` has no more characters than that either.
  if (value.length <= max) return value;
  const chars = [...value];
  return chars.length <= max ? value : chars.slice(0, max).join('');
};

// XML 1.0 forbids most control characters, even escaped: a payer name pasted with one would make
// the whole statement unreadable.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex
const NEEDS_CARE = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Text safe in an element: most of a statement's names and notes need nothing, and get nothing. */
const safe = (value: string) =>
  NEEDS_CARE.test(value) ? escapeXml(value.replace(CONTROL, ' ')) : value;

/** Text for an element of at most `max` characters (Max35Text, Max70Text, Max140Text). */
const text = (value: string, max: number) => safe(cut(value, max));

/**
 * A reference kept within Max35Text: as it is when it fits, else a prefix and a hash of the whole
 * (the same reference always gives the same id, and two long ones sharing a prefix stay apart).
 */
export const within35 = (reference: string) =>
  reference.length <= 35
    ? reference
    : `${reference.slice(0, 18)}-${createHash('sha256').update(reference).digest('hex').slice(0, 16).toUpperCase()}`;

/**
 * The statement's ids, within Max35Text for every account (a 34-character IBAN included): the
 * statement of an account's day is `STMT`, the day and 16 hex of a hash of the account number
 * (28 characters, the same on every writing); the message adds the time of writing, so writing
 * the same day again is a new message of the same statement.
 */
export const statementIds = (accountNumber: string, date: string, createdAt: Date) => {
  const account = createHash('sha256').update(accountNumber).digest('hex').slice(0, 16);
  const statement = `STMT${date.replaceAll('-', '')}${account.toUpperCase()}`;
  const time = createdAt.toISOString().slice(11, 19).replaceAll(':', '');
  return { statement, message: `${statement}T${time}` };
};

/** A report entry in the 001.02 shape (status as text, the debtor's name without Pty). */
const entryXml = (entry: StatementEntry, currency: Currency) => {
  const reference = safe(within35(entry.reference));
  const party = entry.counterparty.trim()
    ? `<RltdPties>${entry.credit ? `<Dbtr><Nm>${text(entry.counterparty, 140)}</Nm></Dbtr>` : `<Cdtr><Nm>${text(entry.counterparty, 140)}</Nm></Cdtr>`}</RltdPties>`
    : '';
  // Ustrd is Max140Text and repeats: a longer note goes out whole, in pieces between words.
  const remittance = entry.note
    ? wrapLines(entry.note, 140)
        .map((piece) => `<Ustrd>${safe(piece)}</Ustrd>`)
        .join('')
    : '';
  return (
    `<Ntry><NtryRef>${reference}</NtryRef>` +
    `<Amt Ccy="${currency}">${fromMinor(entry.amountMinor, currency)}</Amt>` +
    `<CdtDbtInd>${entry.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts>` +
    `<BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt><ValDt><Dt>${entry.bookingDate}</Dt></ValDt>` +
    `<AcctSvcrRef>${reference}</AcctSvcrRef>` +
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${entry.credit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>${entry.credit ? 'XBCT' : 'RRTN'}</SubFmlyCd></Fmly></Domn></BkTxCd>` +
    `<NtryDtls><TxDtls>${party}` +
    (remittance ? `<RmtInf>${remittance}</RmtInf>` : '') +
    '</TxDtls></NtryDtls></Ntry>'
  );
};

const balanceXml = (code: 'OPBD' | 'CLBD', minor: bigint, currency: Currency, date: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>` +
  `<Amt Ccy="${currency}">${fromMinor(minor < 0n ? -minor : minor, currency)}</Amt>` +
  `<CdtDbtInd>${minor < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;

/** The day's last instant as ISODateTime ([start, end) in the ledger; XML has no open bounds). */
const lastInstant = (end: Date) => new Date(end.getTime() - 1).toISOString();

/** The statement's head: everything before the first entry. */
const headXml = (day: StatementDay) => {
  const { currency } = day.account;
  const { credits, debits } = day;
  const net = credits.sumMinor - debits.sumMinor;
  const summary = (count: number, sum: bigint) =>
    `<NbOfNtries>${count}</NbOfNtries><Sum>${fromMinor(sum, currency)}</Sum>`;
  // The IBAN pattern allows no spaces nor lower case; anything else is the account's other id.
  const iban = day.account.iban?.replace(/\s+/g, '').toUpperCase() ?? null;
  const account =
    iban && /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/.test(iban)
      ? `<IBAN>${iban}</IBAN>`
      : `<Othr><Id>${text(day.account.number, 34)}</Id></Othr>`;
  const ids = statementIds(day.account.number, day.date, day.createdAt);
  const created = day.createdAt.toISOString();
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${CAMT053_NAMESPACE}"><BkToCstmrStmt>` +
    `<GrpHdr><MsgId>${ids.message}</MsgId><CreDtTm>${created}</CreDtTm></GrpHdr>` +
    `<Stmt><Id>${ids.statement}</Id><CreDtTm>${created}</CreDtTm>` +
    `<FrToDt><FrDtTm>${day.start.toISOString()}</FrDtTm><ToDtTm>${lastInstant(day.end)}</ToDtTm></FrToDt>` +
    `<Acct><Id>${account}</Id><Ccy>${currency}</Ccy>` +
    (day.account.name.trim() ? `<Nm>${text(day.account.name, 70)}</Nm>` : '') +
    `<Svcr><FinInstnId><BIC>${escapeXml(day.servicer.bic)}</BIC>` +
    (day.servicer.name.trim() ? `<Nm>${text(day.servicer.name, 140)}</Nm>` : '') +
    '</FinInstnId></Svcr></Acct>' +
    balanceXml('OPBD', day.openingMinor, currency, day.date) +
    balanceXml('CLBD', day.openingMinor + net, currency, day.date) +
    `<TxsSummry><TtlNtries>${summary(credits.count + debits.count, credits.sumMinor + debits.sumMinor)}` +
    `<TtlNetNtryAmt>${fromMinor(net < 0n ? -net : net, currency)}</TtlNetNtryAmt><CdtDbtInd>${net < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd></TtlNtries>` +
    `<TtlCdtNtries>${summary(credits.count, credits.sumMinor)}</TtlCdtNtries>` +
    `<TtlDbtNtries>${summary(debits.count, debits.sumMinor)}</TtlDbtNtries></TxsSummry>`
  );
};

/** The statement disagrees with itself: its entries are not what its totals say. */
export class StatementMismatchError extends Error {
  override name = 'StatementMismatchError';
}

/**
 * The statement, chunk by chunk: the head, then one chunk per batch of entries. Throws (ending the
 * stream before the document closes) when the entries handed over are not the ones the totals
 * counted — a reader never gets a well-formed statement that does not add up.
 */
export async function* writeCamt053(
  day: StatementDay,
  batches: AsyncIterable<StatementEntry[]> | Iterable<StatementEntry[]>,
): AsyncGenerator<string> {
  const { currency } = day.account;
  yield headXml(day);
  const seen = {
    credits: { count: 0, sumMinor: 0n },
    debits: { count: 0, sumMinor: 0n },
  };
  for await (const batch of batches) {
    let chunk = '';
    for (const entry of batch) {
      const side = entry.credit ? seen.credits : seen.debits;
      side.count += 1;
      side.sumMinor += entry.amountMinor;
      chunk += entryXml(entry, currency);
    }
    if (chunk) yield chunk;
  }
  for (const side of ['credits', 'debits'] as const)
    if (seen[side].count !== day[side].count || seen[side].sumMinor !== day[side].sumMinor)
      throw new StatementMismatchError(
        `the ${side} written (${seen[side].count}, ${seen[side].sumMinor}) are not the day's totals (${day[side].count}, ${day[side].sumMinor})`,
      );
  yield '</Stmt></BkToCstmrStmt></Document>\n';
}
