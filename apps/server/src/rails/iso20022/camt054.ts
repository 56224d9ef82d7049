// ISO 20022 camt.054 (bank-to-customer debit/credit notification, version 08): the sandbox bank
// writes its notifications in it (ADR 0019); they are read back, like any bank's, by
// ./camt-reader.ts. Writing streams (a chunk per entry), so a file of 100,000 entries is never
// held whole. It writes what the reader reads: entry references, statuses, reversals, value
// dates, batches of transactions, each with its references, counterparty (name, address lines,
// country, kind, account), ultimate party, structured creditor references and note — and every
// document it writes is valid against the .08 schema: texts are cut to the schema's lengths as
// banks cut them, and an identifier that does not fit is refused rather than cut (a cut id is
// another id).
import type { CamtEntry, CamtTransaction, PartyKind } from './entries.ts';
import { escapeXml, wrapLines } from './xml.ts';

export const CAMT054_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08';

/** A counterparty as the bank knows it; what is left out is not written. */
export type CamtPartyDraft = {
  name?: string;
  /** Written as `AdrLine`s (at most 7 of 70 characters). */
  address?: string[];
  country?: string | null;
  kind?: PartyKind;
  /** An IBAN, else the account's other identification. */
  account?: string | null;
};

/** One transaction of an entry (`TxDtls`). */
export type CamtTransactionDraft = {
  /** Its own amount, in `currency` (the entry's when left out). */
  amount?: string | null;
  currency?: string | null;
  references?: Partial<CamtTransaction['references']>;
  counterparty?: CamtPartyDraft;
  ultimateCounterparty?: string | null;
  /** Each written as its own `Strd/CdtrRefInf/Ref`. */
  creditorReferences?: string[];
  note?: string;
  returnReason?: string | null;
};

/** One entry (`Ntry`): a booked credit unless said otherwise. */
export type CamtEntryDraft = {
  references?: { entry?: string | null; servicer?: string | null };
  amount: string;
  currency: string;
  creditDebit: 'CRDT' | 'DBIT';
  reversal?: boolean;
  status?: CamtEntry['status'];
  bookingDate?: string | null;
  valueDate?: string | null;
  /** PMNT/RCDT/XBCT for a credit and PMNT/ICDT/XBCT for a debit when left out. */
  bankTransactionCode?: Partial<CamtEntry['bankTransactionCode']>;
  batchCount?: number | null;
  transactions?: CamtTransactionDraft[];
  additionalInfo?: string;
};

export type CamtNotification = {
  id: string;
  createdAt: string;
  account: { iban?: string | null; number?: string | null; currency: string };
  entries: Iterable<CamtEntryDraft> | AsyncIterable<CamtEntryDraft>;
};

/** The first `max` characters (code points, as the schema counts them). */
const cut = (value: string, max: number) =>
  value.length <= max ? value : Array.from(value).slice(0, max).join('');

/** An element of text cut to its schema length; nothing when there is no text. */
const text = (name: string, value: string | null | undefined, max: number) =>
  value ? `<${name}>${escapeXml(cut(value, max))}</${name}>` : '';

/** An identifier element (Max35Text, or `max`): refused when it does not fit. */
const id = (name: string, value: string | null | undefined, max = 35) => {
  if (!value) return '';
  if (Array.from(value).length > max)
    throw new RangeError(`${name} "${value}" is longer than ${max} characters`);
  return `<${name}>${escapeXml(value)}</${name}>`;
};

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/;

const accountXml = (name: string, account: string | null | undefined) => {
  if (!account) return '';
  const compact = account.replace(/\s+/g, '').toUpperCase();
  return IBAN.test(compact)
    ? `<${name}><Id><IBAN>${compact}</IBAN></Id></${name}>`
    : `<${name}><Id><Othr>${id('Id', account, 34)}</Othr></Id></${name}>`;
};

/** `Pty` of .08: name, postal address (lines and country), and its kind as an identification. */
const partyXml = (party: CamtPartyDraft) => {
  const lines = (party.address ?? []).filter((line) => line !== '').slice(0, 7);
  const address =
    lines.length > 0 || party.country
      ? `<PstlAdr>${text('Ctry', party.country, 2)}${lines.map((line) => text('AdrLine', line, 70)).join('')}</PstlAdr>`
      : '';
  const kind =
    party.kind === 'organisation'
      ? '<Id><OrgId><Othr><Id>ORG</Id></Othr></OrgId></Id>'
      : party.kind === 'individual'
        ? '<Id><PrvtId><Othr><Id>PRV</Id></Othr></PrvtId></Id>'
        : '';
  return `<Pty>${text('Nm', party.name, 140)}${address}${kind}</Pty>`;
};

const transactionXml = (tx: CamtTransactionDraft, entry: CamtEntryDraft) => {
  const refs = tx.references ?? {};
  const references =
    id('AcctSvcrRef', refs.servicer) +
    id('InstrId', refs.instruction) +
    id('EndToEndId', refs.endToEndId) +
    (refs.uetr ? `<UETR>${escapeXml(refs.uetr)}</UETR>` : '') +
    id('TxId', refs.txId);
  // The other side: the debtor of a credit, the creditor of a debit; a reversal keeps the
  // original payment's sides (the reader's rule).
  const debtorSide = (entry.creditDebit === 'CRDT') !== (entry.reversal ?? false);
  const [role, account, ultimate] = debtorSide
    ? ['Dbtr', 'DbtrAcct', 'UltmtDbtr']
    : ['Cdtr', 'CdtrAcct', 'UltmtCdtr'];
  const party = tx.counterparty;
  const parties =
    (party ? `<${role}>${partyXml(party)}</${role}>${accountXml(account, party.account)}` : '') +
    (tx.ultimateCounterparty
      ? `<${ultimate}><Pty>${text('Nm', tx.ultimateCounterparty, 140)}</Pty></${ultimate}>`
      : '');
  // Max140Text each: a longer note goes in several, broken between words (the reader joins them
  // by a space, so it reads back as written).
  const notes = tx.note ? wrapLines(tx.note, 140) : [];
  const remittance =
    notes.map((n) => `<Ustrd>${escapeXml(n)}</Ustrd>`).join('') +
    (tx.creditorReferences ?? [])
      .map((ref) => `<Strd><CdtrRefInf>${id('Ref', ref)}</CdtrRefInf></Strd>`)
      .join('');
  return (
    '<TxDtls>' +
    (references ? `<Refs>${references}</Refs>` : '') +
    (tx.amount
      ? `<Amt Ccy="${escapeXml(tx.currency ?? entry.currency)}">${escapeXml(tx.amount)}</Amt>`
      : '') +
    (parties ? `<RltdPties>${parties}</RltdPties>` : '') +
    (remittance ? `<RmtInf>${remittance}</RmtInf>` : '') +
    (tx.returnReason ? `<RtrInf><Rsn><Cd>${escapeXml(tx.returnReason)}</Cd></Rsn></RtrInf>` : '') +
    '</TxDtls>'
  );
};

const entryXml = (entry: CamtEntryDraft) => {
  const code = entry.bankTransactionCode ?? {};
  const credit = entry.creditDebit === 'CRDT';
  const domain =
    code.domain || code.proprietary
      ? code.domain
        ? `<Domn><Cd>${escapeXml(code.domain)}</Cd><Fmly><Cd>${escapeXml(code.family ?? '')}</Cd><SubFmlyCd>${escapeXml(code.subFamily ?? '')}</SubFmlyCd></Fmly></Domn>`
        : ''
      : `<Domn><Cd>PMNT</Cd><Fmly><Cd>${credit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>XBCT</SubFmlyCd></Fmly></Domn>`;
  const proprietary = code.proprietary ? `<Prtry>${id('Cd', code.proprietary)}</Prtry>` : '';
  const transactions = entry.transactions ?? [];
  const details =
    entry.batchCount !== null && entry.batchCount !== undefined
      ? `<Btch><NbOfTxs>${entry.batchCount}</NbOfTxs></Btch>`
      : '';
  const date = (name: string, day: string | null | undefined) =>
    day ? `<${name}><Dt>${escapeXml(day)}</Dt></${name}>` : '';
  return (
    '<Ntry>' +
    id('NtryRef', entry.references?.entry) +
    `<Amt Ccy="${escapeXml(entry.currency)}">${escapeXml(entry.amount)}</Amt>` +
    `<CdtDbtInd>${entry.creditDebit}</CdtDbtInd>` +
    (entry.reversal ? '<RvslInd>true</RvslInd>' : '') +
    `<Sts><Cd>${entry.status ?? 'BOOK'}</Cd></Sts>` +
    date('BookgDt', entry.bookingDate) +
    date('ValDt', entry.valueDate) +
    id('AcctSvcrRef', entry.references?.servicer) +
    `<BkTxCd>${domain}${proprietary}</BkTxCd>` +
    (details || transactions.length > 0
      ? `<NtryDtls>${details}${transactions.map((tx) => transactionXml(tx, entry)).join('')}</NtryDtls>`
      : '') +
    text('AddtlNtryInf', entry.additionalInfo, 500) +
    '</Ntry>'
  );
};

/** A camt.054 document, chunk by chunk (an entry per chunk): pipe it to a file or a response. */
export async function* writeCamt054(
  message: { id: string; createdAt: string },
  notifications: Iterable<CamtNotification>,
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${CAMT054_NAMESPACE}"><BkToCstmrDbtCdtNtfctn>`;
  yield `<GrpHdr>${id('MsgId', message.id)}<CreDtTm>${escapeXml(message.createdAt)}</CreDtTm></GrpHdr>`;
  for (const notification of notifications) {
    const { iban, number, currency } = notification.account;
    const account = iban
      ? `<IBAN>${escapeXml(iban.replace(/\s+/g, '').toUpperCase())}</IBAN>`
      : `<Othr>${id('Id', number, 34)}</Othr>`;
    yield `<Ntfctn>${id('Id', notification.id)}<CreDtTm>${escapeXml(notification.createdAt)}</CreDtTm><Acct><Id>${account}</Id><Ccy>${escapeXml(currency)}</Ccy></Acct>`;
    // An entry a line: a problem found in the file later names a line a person can find.
    for await (const entry of notification.entries) yield `\n${entryXml(entry)}`;
    yield '</Ntfctn>';
  }
  yield '</BkToCstmrDbtCdtNtfctn></Document>\n';
}
