// The reader of bank entries: camt.054 notifications (.02, .04, .08) and camt.053 statements (the
// same entry shape), recognised by their namespace whatever the prefix, decoded by their BOM or
// declaration (./encoding.ts). It streams: the XML goes through a SAX parser (saxes, which expands
// no entity it is not given, so no external entity is ever fetched) and each entry is handed over
// as it closes, so a file of 100,000 entries never sits in memory whole. What breaks the
// structure the import relies on (amounts, currencies, indicators, statuses, dates, the account)
// is collected with its line and thrown at the end as one CamtError: the import holds its writes
// until the whole file has been read, so entries handed over before it mean nothing by then.
import type { Readable } from 'node:stream';
import type { BankFileProblemCode } from '@tradebridge/contracts';
import { SaxesParser } from 'saxes';
import { EncodingError, xmlText } from './encoding.ts';
import {
  CAMT_VERSIONS,
  CamtError,
  MAX_PROBLEMS,
  type CamtEntry,
  type CamtParty,
  type CamtProblem,
  type CamtTransaction,
  type CamtVersion,
  type PartyKind,
} from './entries.ts';

const NAMESPACE_PREFIX = 'urn:iso:std:iso:20022:tech:xsd:';
/** The element under Document that each message has, and what holds its entries. */
const MESSAGE = {
  'camt.054': { body: 'BkToCstmrDbtCdtNtfctn', section: 'Ntfctn' },
  'camt.053': { body: 'BkToCstmrStmt', section: 'Stmt' },
} as const;

/**
 * ISO 20022 amounts: a non-negative decimal of at most 18 digits, 5 of them after the point —
 * counted as XML Schema counts them (totalDigits, fractionDigits), on the value: leading zeros
 * and trailing zeros after the point are not digits of it ("99999999999999999.00" has 17).
 */
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;
const isAmount = (value: string) => {
  const match = DECIMAL.exec(value);
  if (!match || value === '.' || value === '') return false;
  const whole = match[1]!.replace(/^0+/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction.length <= 5 && whole.length + fraction.length <= 18;
};
const CURRENCY = /^[A-Z]{3}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const STATUSES = new Set<string>(['BOOK', 'PDNG', 'INFO', 'FUTR']);
const PARTY_ROLES = new Set(['Dbtr', 'Cdtr', 'UltmtDbtr', 'UltmtCdtr']);

/** The literal a bank writes where it has no reference (the schema makes some mandatory). */
const referenceOf = (value: string) => (value === '' || value === 'NOTPROVIDED' ? null : value);

type PartyDraft = {
  name: string;
  lines: string[];
  street: string;
  building: string;
  postcode: string;
  town: string;
  country: string | null;
  residence: string | null;
  kind: PartyKind;
};

const emptyParty = (): PartyDraft => ({
  name: '',
  lines: [],
  street: '',
  building: '',
  postcode: '',
  town: '',
  country: null,
  residence: null,
  kind: 'unknown',
});

type TransactionDraft = {
  amount: string | null;
  currency: string | null;
  /** `AmtDtls/TxAmt/Amt`: the amount where the version or bank gives no `Amt` of its own. */
  detailAmount: string | null;
  detailCurrency: string | null;
  creditDebit: string | null;
  references: CamtTransaction['references'];
  parties: Partial<Record<'Dbtr' | 'Cdtr' | 'UltmtDbtr' | 'UltmtCdtr', PartyDraft>>;
  debtorAccount: string | null;
  creditorAccount: string | null;
  creditorReferences: string[];
  notes: string[];
  returnReason: string | null;
};

type EntryDraft = {
  line: number;
  references: CamtEntry['references'];
  amount: string | null;
  currency: string | null;
  creditDebit: string | null;
  reversal: boolean;
  status: string | null;
  bookingDate: string | null;
  valueDate: string | null;
  bankTransactionCode: CamtEntry['bankTransactionCode'];
  batchCount: number | null;
  transactions: TransactionDraft[];
  additionalInfo: string;
  /** A problem was found in it: it is not handed over. */
  broken: boolean;
};

const partyOf = (draft: PartyDraft | undefined, account: string | null): CamtParty => {
  if (!draft) return { name: '', address: [], country: null, kind: 'unknown', account };
  const street = `${draft.street} ${draft.building}`.trim();
  const town = `${draft.postcode} ${draft.town}`.trim();
  return {
    name: draft.name,
    address: draft.lines.length > 0 ? draft.lines : [street, town].filter((line) => line !== ''),
    country: draft.country ?? draft.residence,
    kind: draft.kind,
    account,
  };
};

/**
 * The other side of a transaction: the debtor of a credit, the creditor of a debit. A reversal
 * reports the original payment's parties: the debtor of a reversed credit (a DBIT) is still the
 * one who paid.
 */
const transactionOf = (tx: TransactionDraft, entry: EntryDraft): CamtTransaction => {
  const credit = (tx.creditDebit ?? entry.creditDebit) === 'CRDT';
  const debtorSide = credit !== entry.reversal;
  const amount = tx.amount ?? tx.detailAmount;
  return {
    amount,
    currency: amount === null ? null : tx.amount !== null ? tx.currency : tx.detailCurrency,
    references: tx.references,
    counterparty: debtorSide
      ? partyOf(tx.parties.Dbtr, tx.debtorAccount)
      : partyOf(tx.parties.Cdtr, tx.creditorAccount),
    ultimateCounterparty: (debtorSide ? tx.parties.UltmtDbtr : tx.parties.UltmtCdtr)?.name || null,
    creditorReferences: tx.creditorReferences,
    note: tx.notes.join(' '),
    returnReason: tx.returnReason,
  };
};

const versionOf = (namespace: string | undefined): CamtVersion | null => {
  if (!namespace?.startsWith(NAMESPACE_PREFIX)) return null;
  const version = namespace.slice(NAMESPACE_PREFIX.length);
  return (CAMT_VERSIONS as readonly string[]).includes(version) ? (version as CamtVersion) : null;
};

const describeNamespace = (namespace: string) => {
  const message = /^urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3}\.\d{3}\.\d{2})$/.exec(
    namespace,
  )?.[1];
  return message ? `a ${message} document` : `a document of the namespace "${namespace}"`;
};

const WHAT: Record<string, string> = {
  Ntfctn: 'notification',
  Stmt: 'statement',
  bookingDate: 'booking date',
  valueDate: 'value date',
};

/** Each problem in English (the API's `message`, the logs); screens word its code themselves. */
const PROBLEM_TEXT: Record<BankFileProblemCode, (p: Record<string, string>) => string> = {
  notXml: () => 'not XML: the file does not start with an XML declaration or element',
  emptyFile: () => 'not XML: the file is empty',
  encodingUnsupported: (p) => `the encoding "${p.label}" is not supported`,
  notWellFormed: (p) => `not well-formed XML: ${p.detail}`,
  doctype: () => 'a document type declaration is not allowed in a bank file',
  notDocument: (p) =>
    `not a camt.054 or camt.053: the root element is <${p.root}>, not an ISO 20022 <Document>`,
  noNamespace: () =>
    'not a camt.054 or camt.053 of version .02, .04 or .08: a document without a namespace',
  unknownVersion: (p) =>
    `not a camt.054 or camt.053 of version .02, .04 or .08: ${describeNamespace(p.namespace!)}`,
  wrongBody: (p) =>
    `not a ${p.message}: its <Document> holds <${p.element}>, not <${p.body}> of ${p.version}`,
  emptyDocument: () => 'an empty document: no notification or statement in it',
  noSection: (p) => `no ${WHAT[p.section!]} (${p.section}) in the ${p.message}`,
  noAccount: (p) => `a ${WHAT[p.section!]} without its account (Acct/Id)`,
  notDate: (p) => `${WHAT[p.field!]} "${p.value}" is not a date (YYYY-MM-DD)`,
  amountInvalid: (p) => `amount "${p.amount}" is not a decimal of at most 18 digits and 5 decimals`,
  amountWithoutCurrency: (p) => `amount ${p.amount} without a 3-letter currency (Ccy)`,
  creditDebitInvalid: (p) => `credit/debit indicator "${p.value}" is neither CRDT nor DBIT`,
  reversalInvalid: (p) => `reversal indicator "${p.value}" is neither true nor false`,
  batchCountInvalid: (p) => `batch count "${p.value}" is not a number`,
  noAmount: () => 'an entry without an amount (Amt)',
  noCreditDebit: () => 'an entry without a credit/debit indicator (CdtDbtInd)',
  noStatus: () => 'an entry without a status (Sts)',
  statusUnknown: (p) => `unknown entry status "${p.value}" (BOOK, PDNG, INFO or FUTR)`,
};

type Report = (
  line: number | null,
  code: BankFileProblemCode,
  params?: Record<string, string>,
) => void;

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

/** Reads the entries of a camt.054 or camt.053 in file order, each as it closes. */
export async function* readCamtEntries(source: Readable): AsyncGenerator<CamtEntry> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const problems: CamtProblem[] = [];
  /** Set on a problem that ends the reading: not XML, not a bank file, or MAX_PROBLEMS found. */
  let stopped = false;
  const problem: Report = (line, code, params = {}) => {
    if (problems.length < MAX_PROBLEMS)
      problems.push({ line, code, params, message: PROBLEM_TEXT[code](params) });
    if (problems.length >= MAX_PROBLEMS) stopped = true;
  };
  const fatal: Report = (line, code, params) => {
    problem(line, code, params);
    stopped = true;
  };

  const path: string[] = [];
  let text = '';
  let version: CamtVersion | null = null;
  let message: (typeof MESSAGE)[keyof typeof MESSAGE] = MESSAGE['camt.054'];
  let rootNamespace: string | undefined;
  let rootAttributes: Record<string, string> = {};
  let hasBody = false;
  let sections = 0;
  let sectionLine = 0;
  let account: CamtEntry['account'] = { iban: null, number: null, currency: null };
  let entry: EntryDraft | null = null;
  let tx: TransactionDraft | null = null;
  let index = 0;
  let amountLine = 0;
  const ready: CamtEntry[] = [];

  /** The element `n` levels above the closing one (0: the closing one). */
  const up = (n: number) => path[path.length - 1 - n];
  /**
   * The party whose field closes, when the element `n` levels up holds a party of the
   * transaction's RltdPties: `Pty` under its role (.08), or the role itself (.02/.04).
   */
  const partyAt = (n: number): PartyDraft | null => {
    if (!tx) return null;
    let role = up(n);
    let parent = up(n + 1);
    if (role === 'Pty') {
      role = parent;
      parent = up(n + 2);
    }
    if (parent !== 'RltdPties' || role === undefined || !PARTY_ROLES.has(role)) return null;
    const key = role as keyof TransactionDraft['parties'];
    return (tx.parties[key] ??= emptyParty());
  };
  const dateOf = (value: string, timed: boolean, field: 'bookingDate' | 'valueDate') => {
    const day = timed ? value.slice(0, 10) : value;
    if (DATE.test(day) && (!timed || value[10] === 'T')) return day;
    problem(parser.line, 'notDate', { field, value });
    if (entry) entry.broken = true;
    return null;
  };
  /** Records what is wrong with an amount and its currency; true when something is. */
  const badAmount = (amount: string, currency: string | null, line: number) => {
    if (!isAmount(amount)) problem(line, 'amountInvalid', { amount });
    else if (currency === null || !CURRENCY.test(currency))
      problem(line, 'amountWithoutCurrency', { amount });
    else return false;
    return true;
  };

  parser.on('error', (error) => {
    // The first only: what the parser says after it is about its own confusion.
    if (stopped) return;
    fatal(parser.line, 'notWellFormed', { detail: error.message.replace(/^\d+:\d+: /, '') });
  });
  parser.on('doctype', () => {
    if (!stopped) fatal(parser.line, 'doctype');
  });
  parser.on('opentag', (tag) => {
    if (stopped) return;
    const name = localName(tag.name);
    const depth = path.length;
    if (depth === 0) {
      rootAttributes = tag.attributes as Record<string, string>;
      const prefix = tag.name.length === name.length ? '' : tag.name.slice(0, -name.length - 1);
      rootNamespace = rootAttributes[prefix ? `xmlns:${prefix}` : 'xmlns'];
      if (name !== 'Document') return fatal(parser.line, 'notDocument', { root: tag.name });
      version = versionOf(rootNamespace);
      if (!version)
        return rootNamespace === undefined
          ? fatal(parser.line, 'noNamespace')
          : fatal(parser.line, 'unknownVersion', { namespace: rootNamespace });
      message = MESSAGE[version.slice(0, 8) as keyof typeof MESSAGE];
    } else if (depth === 1) {
      // The body's own prefix, declared on it or on the root, must name the root's namespace.
      const prefix = tag.name.length === name.length ? '' : tag.name.slice(0, -name.length - 1);
      const key = prefix ? `xmlns:${prefix}` : 'xmlns';
      const namespace = (tag.attributes as Record<string, string>)[key] ?? rootAttributes[key];
      if (name !== message.body || namespace !== rootNamespace)
        return fatal(parser.line, 'wrongBody', {
          message: version!.slice(0, 8),
          element: tag.name,
          body: message.body,
          version: version!,
        });
      hasBody = true;
    }
    path.push(name);
    text = '';
    switch (name) {
      case 'Ntfctn':
      case 'Stmt':
        if (depth === 2 && name === message.section) {
          sections += 1;
          sectionLine = parser.line;
          account = { iban: null, number: null, currency: null };
        }
        break;
      case 'Ntry':
        if (depth === 3 && up(1) === message.section)
          entry = {
            line: parser.line,
            references: { entry: null, servicer: null },
            amount: null,
            currency: null,
            creditDebit: null,
            reversal: false,
            status: null,
            bookingDate: null,
            valueDate: null,
            bankTransactionCode: { domain: null, family: null, subFamily: null, proprietary: null },
            batchCount: null,
            transactions: [],
            additionalInfo: '',
            broken: false,
          };
        break;
      case 'TxDtls':
        if (entry && up(1) === 'NtryDtls')
          tx = {
            amount: null,
            currency: null,
            detailAmount: null,
            detailCurrency: null,
            creditDebit: null,
            references: {
              endToEndId: null,
              txId: null,
              uetr: null,
              servicer: null,
              instruction: null,
            },
            parties: {},
            debtorAccount: null,
            creditorAccount: null,
            creditorReferences: [],
            notes: [],
            returnReason: null,
          };
        break;
      case 'Amt':
        if (!entry) break;
        if (up(1) === 'Ntry') {
          const ccy = tag.attributes.Ccy;
          entry.currency = typeof ccy === 'string' ? ccy : null;
          amountLine = parser.line;
        } else if (tx && up(1) === 'TxDtls') {
          const ccy = tag.attributes.Ccy;
          tx.currency = typeof ccy === 'string' ? ccy : null;
          amountLine = parser.line;
        } else if (tx && up(1) === 'TxAmt' && up(2) === 'AmtDtls' && up(3) === 'TxDtls') {
          const ccy = tag.attributes.Ccy;
          tx.detailCurrency = typeof ccy === 'string' ? ccy : null;
          amountLine = parser.line;
        }
        break;
    }
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('cdata', (chunk) => {
    text += chunk;
  });
  // Dispatched on the element that closes, its parents compared only then: a closing tag costs a
  // switch, not a walk of every path the reader knows (a file of 100,000 entries has ~3 million).
  parser.on('closetag', () => {
    if (stopped) return;
    const name = path[path.length - 1];
    const value = text.trim();
    text = '';
    if (!entry) {
      switch (name) {
        case 'IBAN':
          if (up(1) === 'Id' && up(2) === 'Acct' && up(3) === message.section)
            account.iban = value.replace(/\s+/g, '').toUpperCase();
          break;
        case 'Id':
          if (up(1) === 'Othr' && up(2) === 'Id' && up(3) === 'Acct' && up(4) === message.section)
            account.number = value;
          break;
        case 'Ccy':
          if (up(1) === 'Acct' && up(2) === message.section) account.currency = value;
          break;
        case 'Ntfctn':
        case 'Stmt':
          if (path.length === 3 && name === message.section && !account.iban && !account.number)
            problem(sectionLine, 'noAccount', { section: message.section });
          break;
      }
      path.pop();
      return;
    }
    const parent = up(1);
    switch (name) {
      case 'NtryRef':
        if (parent === 'Ntry') entry.references.entry = referenceOf(value);
        break;
      case 'AcctSvcrRef':
        if (parent === 'Ntry') entry.references.servicer = referenceOf(value);
        else if (tx && parent === 'Refs') tx.references.servicer = referenceOf(value);
        break;
      case 'EndToEndId':
        if (tx && parent === 'Refs') tx.references.endToEndId = referenceOf(value);
        break;
      case 'TxId':
        if (tx && parent === 'Refs') tx.references.txId = referenceOf(value);
        break;
      case 'UETR':
        if (tx && parent === 'Refs') tx.references.uetr = referenceOf(value);
        break;
      case 'InstrId':
        if (tx && parent === 'Refs') tx.references.instruction = referenceOf(value);
        break;
      case 'Amt':
        if (parent === 'Ntry') {
          entry.amount = value;
          if (badAmount(value, entry.currency, amountLine)) entry.broken = true;
        } else if (tx && (parent === 'TxDtls' || (parent === 'TxAmt' && up(3) === 'TxDtls'))) {
          const own = parent === 'TxDtls';
          if (own) tx.amount = value;
          else tx.detailAmount = value;
          const currency = own ? tx.currency : tx.detailCurrency;
          if (badAmount(value, currency, amountLine)) entry.broken = true;
        }
        break;
      case 'CdtDbtInd':
        if (parent === 'Ntry') entry.creditDebit = value;
        else if (tx && parent === 'TxDtls') {
          tx.creditDebit = value;
          if (value !== 'CRDT' && value !== 'DBIT') {
            problem(parser.line, 'creditDebitInvalid', { value });
            entry.broken = true;
          }
        }
        break;
      case 'RvslInd':
        if (parent === 'Ntry') {
          if (value === 'true' || value === '1') entry.reversal = true;
          else if (value !== 'false' && value !== '0') {
            problem(parser.line, 'reversalInvalid', { value });
            entry.broken = true;
          }
        }
        break;
      case 'Sts':
        // .02/.04: the code itself; .08: Cd or Prtry inside, already read.
        if (parent === 'Ntry' && entry.status === null) entry.status = value;
        break;
      case 'Cd':
        switch (parent) {
          case 'Sts':
            if (up(2) === 'Ntry') entry.status = value;
            break;
          case 'Domn':
            if (up(2) === 'BkTxCd' && up(3) === 'Ntry') entry.bankTransactionCode.domain = value;
            break;
          case 'Fmly':
            if (up(3) === 'BkTxCd' && up(4) === 'Ntry') entry.bankTransactionCode.family = value;
            break;
          case 'Prtry':
            if (up(2) === 'BkTxCd' && up(3) === 'Ntry')
              entry.bankTransactionCode.proprietary = value;
            break;
          case 'Rsn':
            if (tx && up(2) === 'RtrInf') tx.returnReason = value;
            break;
        }
        break;
      case 'Prtry':
        if (parent === 'Sts' && up(2) === 'Ntry') entry.status = value;
        break;
      case 'SubFmlyCd':
        if (parent === 'Fmly' && up(3) === 'BkTxCd' && up(4) === 'Ntry')
          entry.bankTransactionCode.subFamily = value;
        break;
      case 'Dt':
      case 'DtTm':
        if ((parent === 'BookgDt' || parent === 'ValDt') && up(2) === 'Ntry') {
          const booking = parent === 'BookgDt';
          const day = dateOf(value, name === 'DtTm', booking ? 'bookingDate' : 'valueDate');
          if (booking) entry.bookingDate = day;
          else entry.valueDate = day;
        }
        break;
      case 'NbOfTxs':
        if (parent === 'Btch' && up(2) === 'NtryDtls') {
          if (/^\d{1,15}$/.test(value)) entry.batchCount = (entry.batchCount ?? 0) + Number(value);
          else {
            problem(parser.line, 'batchCountInvalid', { value });
            entry.broken = true;
          }
        }
        break;
      case 'AddtlNtryInf':
        if (parent === 'Ntry') entry.additionalInfo = value;
        break;
      case 'Nm': {
        const party = partyAt(1);
        if (party) party.name = value;
        break;
      }
      case 'AdrLine':
      case 'StrtNm':
      case 'BldgNb':
      case 'PstCd':
      case 'TwnNm':
      case 'Ctry': {
        if (parent !== 'PstlAdr') break;
        const party = partyAt(2);
        if (!party || value === '') break;
        if (name === 'AdrLine') party.lines.push(value);
        else if (name === 'StrtNm') party.street = value;
        else if (name === 'BldgNb') party.building = value;
        else if (name === 'PstCd') party.postcode = value;
        else if (name === 'TwnNm') party.town = value;
        else party.country = value;
        break;
      }
      case 'CtryOfRes': {
        const party = partyAt(1);
        if (party && value !== '') party.residence = value;
        break;
      }
      case 'OrgId':
      case 'PrvtId': {
        if (parent !== 'Id') break;
        const party = partyAt(2);
        if (party) party.kind = name === 'OrgId' ? 'organisation' : 'individual';
        break;
      }
      case 'IBAN':
        if (tx && parent === 'Id' && up(3) === 'RltdPties') {
          const iban = value.replace(/\s+/g, '').toUpperCase();
          if (up(2) === 'DbtrAcct') tx.debtorAccount = iban;
          else if (up(2) === 'CdtrAcct') tx.creditorAccount = iban;
        }
        break;
      case 'Id':
        if (tx && parent === 'Othr' && up(2) === 'Id' && up(4) === 'RltdPties') {
          if (up(3) === 'DbtrAcct') tx.debtorAccount ??= value;
          else if (up(3) === 'CdtrAcct') tx.creditorAccount ??= value;
        }
        break;
      case 'Ustrd':
        if (tx && parent === 'RmtInf' && value !== '') tx.notes.push(value);
        break;
      case 'Ref':
        if (tx && parent === 'CdtrRefInf' && up(2) === 'Strd' && value !== '')
          tx.creditorReferences.push(value);
        break;
      case 'TxDtls':
        if (tx && parent === 'NtryDtls') {
          entry.transactions.push(tx);
          tx = null;
        }
        break;
      case 'Ntry':
        if (path.length === 4) {
          const done = finish(version!, entry, account, index, problem);
          if (done) ready.push(done);
          entry = null;
          index += 1;
        }
        break;
    }
    path.pop();
  });

  let first = true;
  try {
    for await (const piece of xmlText(source)) {
      if (first) {
        first = false;
        if (!/^\s*</.test(piece)) {
          fatal(null, 'notXml');
          break;
        }
      }
      parser.write(piece);
      if (ready.length > 0) yield* ready.splice(0);
      if (stopped) break;
    }
    if (first) fatal(null, 'emptyFile');
    if (!stopped) parser.close();
  } catch (error) {
    // Only a label the decoder does not know reaches here from a file (the rest are our own misuse).
    if (!(error instanceof EncodingError) || error.label === undefined) throw error;
    fatal(null, 'encodingUnsupported', { label: error.label });
  }
  if (ready.length > 0) yield* ready.splice(0);
  if (problems.length === 0) {
    if (!hasBody) problem(null, 'emptyDocument');
    else if (sections === 0)
      problem(null, 'noSection', { section: message.section, message: version!.slice(0, 8) });
  }
  if (problems.length > 0) throw new CamtError(problems);
}

/** The entry as handed over, or null (its problems recorded) when it cannot be one. */
const finish = (
  version: CamtVersion,
  draft: EntryDraft,
  account: CamtEntry['account'],
  index: number,
  problem: Report,
): CamtEntry | null => {
  let broken = draft.broken;
  if (draft.amount === null) {
    problem(draft.line, 'noAmount');
    broken = true;
  }
  const creditDebit = draft.creditDebit;
  if (creditDebit !== 'CRDT' && creditDebit !== 'DBIT') {
    if (creditDebit === null) problem(draft.line, 'noCreditDebit');
    else problem(draft.line, 'creditDebitInvalid', { value: creditDebit });
    broken = true;
  }
  const status = draft.status;
  if (status === null || !STATUSES.has(status)) {
    if (status === null || status === '') problem(draft.line, 'noStatus');
    else problem(draft.line, 'statusUnknown', { value: status });
    broken = true;
  }
  if (broken) return null;
  return {
    version,
    account: { ...account },
    index,
    line: draft.line,
    references: draft.references,
    amount: draft.amount!,
    currency: draft.currency!,
    creditDebit: creditDebit as 'CRDT' | 'DBIT',
    reversal: draft.reversal,
    status: status as CamtEntry['status'],
    bookingDate: draft.bookingDate,
    valueDate: draft.valueDate,
    bankTransactionCode: draft.bankTransactionCode,
    batchCount: draft.batchCount,
    transactions: draft.transactions.map((tx) => transactionOf(tx, draft)),
    additionalInfo: draft.additionalInfo,
  };
};
