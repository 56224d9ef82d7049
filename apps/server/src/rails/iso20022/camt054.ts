// ISO 20022 camt.054 (bank-to-customer debit/credit notification, version 08): the sandbox bank
// writes its credit notifications in it and the import reads them (ADR 0019). Reading streams:
// the XML goes through a SAX parser (saxes, which expands no entities it is not given, so no
// external entity is ever fetched) and each entry is handed over as soon as it closes, so a file
// of 100,000 entries never sits in memory whole. Writing streams too (a chunk per entry).
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { escapeXml } from './xml.ts';

export const CAMT054_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08';

/** Who paid: an organisation (OrgId), a private person (PrvtId), or not said. */
export type PayerKind = 'organisation' | 'individual' | 'unknown';

/** One entry of a notification, as the import needs it. */
export type CamtEntry = {
  /** The notification's account: its IBAN or, without one, its other identification. */
  account: { iban: string | null; number: string | null; currency: string | null };
  /** The bank's own reference of the entry (AcctSvcrRef, else NtryRef): unique per entry. */
  reference: string;
  /** As written: a decimal string, never a number. */
  amount: string;
  currency: string;
  creditDebit: 'CRDT' | 'DBIT';
  /** BOOK, PDNG, INFO. */
  status: string;
  bookingDate: string | null;
  payer: { name: string; country: string | null; kind: PayerKind };
  endToEndId: string | null;
  note: string;
};

/** A malformed file or entry: the import records it with its place in the file. */
export class CamtError extends Error {
  constructor(
    message: string,
    readonly entryIndex: number | null,
  ) {
    super(message);
    this.name = 'CamtError';
  }
}

const AMOUNT = /^\d{1,18}(\.\d{1,5})?$/;

type Draft = {
  reference: { svcr: string | null; ntry: string | null };
  amount: string | null;
  currency: string | null;
  creditDebit: string | null;
  status: string | null;
  bookingDate: string | null;
  payer: { name: string; country: string | null; kind: PayerKind };
  endToEndId: string | null;
  note: string[];
};

const emptyDraft = (): Draft => ({
  reference: { svcr: null, ntry: null },
  amount: null,
  currency: null,
  creditDebit: null,
  status: null,
  bookingDate: null,
  payer: { name: '', country: null, kind: 'unknown' },
  endToEndId: null,
  note: [],
});

/**
 * Reads a camt.054 document's entries in order, as they close. Throws CamtError on a malformed
 * document (the entries before it were already handed over: the import decides what they mean).
 */
export async function* readCamt054(source: Readable): AsyncGenerator<CamtEntry> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const path: string[] = [];
  let text = '';
  let account: CamtEntry['account'] = { iban: null, number: null, currency: null };
  let draft: Draft | null = null;
  let index = 0;
  const ready: CamtEntry[] = [];
  let failure: CamtError | null = null;
  let sawDocument = false;

  const at = (...tail: string[]) =>
    path.length >= tail.length &&
    tail.every((name, i) => path[path.length - tail.length + i] === name);
  /** The element `n` levels above the current one. */
  const up = (n: number) => path[path.length - 1 - n];

  parser.on('error', (error) => {
    failure ??= new CamtError(`not well-formed XML: ${error.message}`, draft ? index : null);
  });
  parser.on('opentag', (tag) => {
    const name = tag.name.includes(':') ? tag.name.split(':')[1]! : tag.name;
    if (path.length === 0) {
      sawDocument = name === 'Document';
      const ns = tag.attributes.xmlns;
      if (
        !sawDocument ||
        (typeof ns === 'string' && !ns.startsWith('urn:iso:std:iso:20022:tech:xsd:camt.054.'))
      )
        failure ??= new CamtError('not a camt.054 document', null);
    }
    path.push(name);
    text = '';
    if (name === 'Ntfctn') account = { iban: null, number: null, currency: null };
    if (name === 'Ntry') draft = emptyDraft();
    if (draft && name === 'Amt' && up(1) === 'Ntry') {
      const ccy = tag.attributes.Ccy;
      draft.currency = typeof ccy === 'string' ? ccy : null;
    }
    if (draft && (name === 'OrgId' || name === 'PrvtId') && at('Dbtr', 'Pty', 'Id', name))
      draft.payer.kind = name === 'OrgId' ? 'organisation' : 'individual';
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  // Dispatched on the element that closes, its parents compared only then: a closing tag costs a
  // switch, not a walk of every path the reader knows (a file of 100,000 entries has ~3 million).
  parser.on('closetag', () => {
    const value = text.trim();
    text = '';
    const name = path[path.length - 1];
    if (!draft) {
      if (name === 'IBAN' && at('Ntfctn', 'Acct', 'Id', 'IBAN'))
        account.iban = value.replace(/\s+/g, '').toUpperCase();
      else if (name === 'Id' && at('Ntfctn', 'Acct', 'Id', 'Othr', 'Id')) account.number = value;
      else if (name === 'Ccy' && at('Ntfctn', 'Acct', 'Ccy')) account.currency = value;
    } else
      switch (name) {
        case 'NtryRef':
          if (up(1) === 'Ntry') draft.reference.ntry = value;
          break;
        case 'AcctSvcrRef':
          if (up(1) === 'Ntry') draft.reference.svcr = value;
          break;
        case 'Amt':
          if (up(1) === 'Ntry') draft.amount = value;
          break;
        case 'CdtDbtInd':
          if (up(1) === 'Ntry') draft.creditDebit = value;
          break;
        case 'Cd':
          if (at('Ntry', 'Sts', 'Cd')) draft.status = value;
          break;
        case 'Dt':
          if (at('Ntry', 'BookgDt', 'Dt')) draft.bookingDate = value;
          break;
        case 'EndToEndId':
          if (at('TxDtls', 'Refs', 'EndToEndId')) draft.endToEndId = value;
          break;
        case 'Nm':
          if (at('RltdPties', 'Dbtr', 'Pty', 'Nm')) draft.payer.name = value;
          break;
        case 'Ctry':
          if (at('RltdPties', 'Dbtr', 'Pty', 'PstlAdr', 'Ctry')) draft.payer.country = value;
          break;
        case 'Ustrd':
          if (at('TxDtls', 'RmtInf', 'Ustrd')) draft.note.push(value);
          break;
        case 'Ntry': {
          const entry = finish(draft, account, index);
          if (entry instanceof CamtError) failure ??= entry;
          else ready.push(entry);
          draft = null;
          index += 1;
          break;
        }
      }
    path.pop();
  });

  source.setEncoding('utf8');
  for await (const chunk of source as AsyncIterable<string>) {
    if (!failure) parser.write(chunk);
    yield* ready.splice(0);
    if (failure) throw failure;
  }
  if (!failure) parser.close();
  yield* ready.splice(0);
  if (failure) throw failure;
  if (!sawDocument) throw new CamtError('not a camt.054 document', null);
}

const finish = (
  draft: Draft,
  account: CamtEntry['account'],
  index: number,
): CamtEntry | CamtError => {
  const reference = draft.reference.svcr ?? draft.reference.ntry;
  if (!reference) return new CamtError('entry without a reference', index);
  if (!draft.amount || !AMOUNT.test(draft.amount))
    return new CamtError(
      `entry ${reference}: amount "${draft.amount ?? ''}" is not a decimal`,
      index,
    );
  if (!draft.currency || !/^[A-Z]{3,4}$/.test(draft.currency))
    return new CamtError(`entry ${reference}: no currency`, index);
  if (draft.creditDebit !== 'CRDT' && draft.creditDebit !== 'DBIT')
    return new CamtError(`entry ${reference}: neither credit nor debit`, index);
  return {
    account: { ...account },
    reference,
    amount: draft.amount,
    currency: draft.currency,
    creditDebit: draft.creditDebit,
    status: draft.status ?? 'BOOK',
    bookingDate: draft.bookingDate,
    payer: { ...draft.payer },
    endToEndId: draft.endToEndId,
    note: draft.note.join(' '),
  };
};

// Writing.

export type CamtNotification = {
  id: string;
  createdAt: string;
  account: { iban?: string | null; number?: string | null; currency: string };
  entries: Iterable<Omit<CamtEntry, 'account'>> | AsyncIterable<Omit<CamtEntry, 'account'>>;
};

const entryXml = (entry: Omit<CamtEntry, 'account'>) => {
  const id =
    entry.payer.kind === 'organisation'
      ? '<Id><OrgId><Othr><Id>ORG</Id></Othr></OrgId></Id>'
      : entry.payer.kind === 'individual'
        ? '<Id><PrvtId><Othr><Id>PRV</Id></Othr></PrvtId></Id>'
        : '';
  const country = entry.payer.country
    ? `<PstlAdr><Ctry>${escapeXml(entry.payer.country)}</Ctry></PstlAdr>`
    : '';
  return (
    `<Ntry><NtryRef>${escapeXml(entry.reference)}</NtryRef>` +
    `<Amt Ccy="${escapeXml(entry.currency)}">${escapeXml(entry.amount)}</Amt>` +
    `<CdtDbtInd>${entry.creditDebit}</CdtDbtInd><Sts><Cd>${escapeXml(entry.status)}</Cd></Sts>` +
    (entry.bookingDate ? `<BookgDt><Dt>${escapeXml(entry.bookingDate)}</Dt></BookgDt>` : '') +
    `<AcctSvcrRef>${escapeXml(entry.reference)}</AcctSvcrRef>` +
    '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>XBCT</SubFmlyCd></Fmly></Domn></BkTxCd>' +
    '<NtryDtls><TxDtls>' +
    (entry.endToEndId
      ? `<Refs><EndToEndId>${escapeXml(entry.endToEndId)}</EndToEndId></Refs>`
      : '') +
    `<RltdPties><Dbtr><Pty><Nm>${escapeXml(entry.payer.name)}</Nm>${country}${id}</Pty></Dbtr></RltdPties>` +
    (entry.note ? `<RmtInf><Ustrd>${escapeXml(entry.note)}</Ustrd></RmtInf>` : '') +
    '</TxDtls></NtryDtls></Ntry>'
  );
};

/** A camt.054 document, chunk by chunk (an entry per chunk): pipe it to a file or a response. */
export async function* writeCamt054(
  message: { id: string; createdAt: string },
  notifications: Iterable<CamtNotification>,
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${CAMT054_NAMESPACE}"><BkToCstmrDbtCdtNtfctn>`;
  yield `<GrpHdr><MsgId>${escapeXml(message.id)}</MsgId><CreDtTm>${escapeXml(message.createdAt)}</CreDtTm></GrpHdr>`;
  for (const notification of notifications) {
    const { iban, number, currency } = notification.account;
    const id = iban
      ? `<IBAN>${escapeXml(iban)}</IBAN>`
      : `<Othr><Id>${escapeXml(number ?? '')}</Id></Othr>`;
    yield `<Ntfctn><Id>${escapeXml(notification.id)}</Id><CreDtTm>${escapeXml(notification.createdAt)}</CreDtTm><Acct><Id>${id}</Id><Ccy>${escapeXml(currency)}</Ccy></Acct>`;
    for await (const entry of notification.entries) yield entryXml(entry);
    yield '</Ntfctn>';
  }
  yield '</BkToCstmrDbtCdtNtfctn></Document>\n';
}
