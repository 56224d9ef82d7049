// The reader of bank entries against files written by hand from the ISO 20022 message definitions
// of camt.054 and camt.053, versions .02, .04 and .08, each shaped like a real bank's (see
// test-data/): each is first held against the official schema of its version, so the fixtures
// are real, and then read to exactly the entries it holds. Then the same document in every
// encoding banks use, and the files the reader must refuse, with their reasons and lines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { needSchemas, schemaErrors } from '../../test/xsd.ts';
import { readCamtEntries } from './camt-reader.ts';
import {
  CamtError,
  MAX_PROBLEMS,
  type CamtEntry,
  type CamtParty,
  type CamtProblem,
  type CamtTransaction,
} from './entries.ts';

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-data');
const fixture = (name: string) => readFileSync(path.join(DATA, name), 'utf8');

/** The bytes handed over in pieces of `size`, as a slow stream would (cutting characters too). */
const inPieces = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

const readAll = async (source: Buffer | string, size = 4096) => {
  const out: CamtEntry[] = [];
  const bytes = typeof source === 'string' ? Buffer.from(source, 'utf8') : source;
  for await (const entry of readCamtEntries(inPieces(bytes, size))) out.push(entry);
  return out;
};

/** The problems a file is refused with, whole (fails the test when it is not refused). */
const codedProblemsOf = async (source: Buffer | string): Promise<CamtProblem[]> => {
  try {
    await readAll(source);
  } catch (error) {
    if (error instanceof CamtError) return error.problems;
    throw error;
  }
  throw new Error('the file was not refused');
};
/** The same, each by its line and English wording. */
const problemsOf = async (source: Buffer | string) =>
  (await codedProblemsOf(source)).map(({ line, message }) => ({ line, message }));

/** The line of each `<Ntry>` (whatever its prefix), 1-based. */
const entryLines = (xml: string) =>
  xml.split('\n').flatMap((line, i) => (/<(?:\w+:)?Ntry>/.test(line) ? [i + 1] : []));

const refs = (given: Partial<CamtTransaction['references']> = {}) => ({
  endToEndId: null,
  txId: null,
  uetr: null,
  servicer: null,
  instruction: null,
  ...given,
});
const party = (given: Partial<CamtParty>): CamtParty => ({
  name: '',
  address: [],
  country: null,
  kind: 'unknown',
  account: null,
  ...given,
});
const code = (
  domain: string | null,
  family: string | null,
  subFamily: string | null,
  proprietary: string | null = null,
) => ({ domain, family, subFamily, proprietary });

describe('camt.054 and camt.053 as banks write them', () => {
  it('reads a PostFinance camt.054.001.02: a batch of QR/ISR/RF payments, a pending and an INFO entry', async (ctx) => {
    const xml = fixture('camt054-02-postfinance.xml');
    needSchemas(ctx);
    expect(await schemaErrors(xml)).toEqual([]);
    const lines = entryLines(xml);
    const account = { iban: 'CH2809000000250094239', number: null, currency: 'CHF' };
    expect(await readAll(xml)).toEqual([
      {
        version: 'camt.054.001.02',
        account,
        index: 0,
        line: lines[0],
        references: { entry: null, servicer: '300000000012345678' },
        amount: '1023.15',
        currency: 'CHF',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-25',
        bankTransactionCode: code('PMNT', 'RCDT', 'VCOM', 'QRR'),
        batchCount: 2,
        transactions: [
          {
            amount: '1000.00',
            currency: 'CHF',
            // EndToEndId NOTPROVIDED is no reference.
            references: refs({ servicer: '300000000012345679', instruction: 'INSTR-0001' }),
            counterparty: party({
              name: 'Uhrenmanufaktur Jura SA',
              address: ['Rue du Marché 12', '2800 Delémont'],
              country: 'CH',
              kind: 'organisation',
              account: 'CH4431999123000889012',
            }),
            ultimateCounterparty: null,
            creditorReferences: ['210000000003139471430009017'],
            note: '',
            returnReason: null,
          },
          {
            amount: '23.15',
            currency: 'CHF',
            references: refs({ servicer: '300000000012345680', endToEndId: 'E2E-ESR-77' }),
            counterparty: party({
              name: 'Zoë Müller',
              address: ['Hauptgasse 4', '4500 Solothurn'],
              country: 'CH',
              kind: 'individual',
              account: 'CH9300762011623852957',
            }),
            ultimateCounterparty: null,
            creditorReferences: ['000000000000000000000012344', 'RF18539007547034'],
            note: '',
            returnReason: null,
          },
        ],
        additionalInfo: 'SAMMELGUTSCHRIFT QR-REFERENZ',
      },
      {
        version: 'camt.054.001.02',
        account,
        index: 1,
        line: lines[1],
        references: { entry: 'PF-PDNG-0042', servicer: null },
        amount: '480.00',
        currency: 'CHF',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'PDNG',
        bookingDate: null,
        valueDate: '2026-11-26',
        bankTransactionCode: code('PMNT', 'RCDT', 'AUTT'),
        batchCount: null,
        transactions: [
          {
            amount: null,
            currency: null,
            references: refs({ endToEndId: 'INV-2026-0481' }),
            counterparty: party({
              name: 'Bergbahnen Engadin AG',
              address: ['Via da la Staziun 7', '7500 St. Moritz'],
              country: 'CH',
            }),
            ultimateCounterparty: null,
            creditorReferences: [],
            note: 'Rechnung INV-2026-0481 Dezember',
            returnReason: null,
          },
        ],
        additionalInfo: '',
      },
      {
        version: 'camt.054.001.02',
        account,
        index: 2,
        line: lines[2],
        references: { entry: null, servicer: null },
        amount: '0.00',
        currency: 'CHF',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'INFO',
        bookingDate: null,
        valueDate: null,
        bankTransactionCode: code(null, null, null, 'NOTICE'),
        batchCount: null,
        transactions: [],
        additionalInfo: 'Avis: Kontoauszug wird ab 2027 nur noch als camt.053 geliefert',
      },
    ]);
  });

  it('reads a Nordea camt.054.001.04 with a prefix on every element: a credit and a charge', async (ctx) => {
    const xml = fixture('camt054-04-nordea.xml');
    needSchemas(ctx);
    expect(await schemaErrors(xml)).toEqual([]);
    const lines = entryLines(xml);
    const account = { iban: null, number: '39990012345', currency: 'SEK' };
    expect(await readAll(xml)).toEqual([
      {
        version: 'camt.054.001.04',
        account,
        index: 0,
        line: lines[0],
        references: { entry: '1', servicer: 'NDEA2026112500004711' },
        amount: '15600.00',
        currency: 'SEK',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'BOOK',
        // BookgDt/DtTm: the day as the bank wrote it.
        bookingDate: '2026-11-25',
        valueDate: '2026-11-25',
        bankTransactionCode: code('PMNT', 'RCDT', 'DMCT', 'INBETALNING'),
        batchCount: null,
        transactions: [
          {
            amount: '15600.00',
            currency: 'SEK',
            references: refs({ endToEndId: 'ORDER-88812', txId: 'BGC20261125-0009981' }),
            counterparty: party({
              name: 'Kvarnholmen Design AB',
              address: ['Båtbyggargatan 3', '131 32 Nacka'],
              // No PstlAdr/Ctry: the country of residence.
              country: 'SE',
              kind: 'organisation',
              account: '52051234567',
            }),
            ultimateCounterparty: 'Kvarnholmen Retail Oy',
            creditorReferences: [],
            note: 'Faktura 88812 Tack!',
            returnReason: null,
          },
        ],
        additionalInfo: '',
      },
      {
        version: 'camt.054.001.04',
        account,
        index: 1,
        line: lines[1],
        references: { entry: '2', servicer: 'NDEA2026112500004712' },
        amount: '45.00',
        currency: 'SEK',
        creditDebit: 'DBIT',
        reversal: false,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-25',
        bankTransactionCode: code('ACMT', 'MDOP', 'CHRG'),
        batchCount: null,
        transactions: [],
        additionalInfo: 'AVGIFT BANKGIRO NOVEMBER',
      },
    ]);
  });

  it('reads a camt.054.001.08: Pty shapes, a reversal, an outgoing payment and an entry without references', async (ctx) => {
    const xml = fixture('camt054-08-reversal.xml');
    needSchemas(ctx);
    expect(await schemaErrors(xml)).toEqual([]);
    const lines = entryLines(xml);
    const account = { iban: null, number: '026009593123', currency: 'USD' };
    expect(await readAll(xml)).toEqual([
      {
        version: 'camt.054.001.08',
        account,
        index: 0,
        line: lines[0],
        references: { entry: 'GS-0001', servicer: 'GS2611250000123' },
        amount: '2500.00',
        currency: 'USD',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-25',
        bankTransactionCode: code('PMNT', 'RCDT', 'XBCT'),
        batchCount: null,
        transactions: [
          {
            amount: '2500.00',
            currency: 'USD',
            references: refs({
              instruction: 'WIRE-77102',
              endToEndId: 'PO-2026-3391',
              uetr: '5f1e9a3c-8d2b-4c71-9a0e-6b3f2d1c4e5a',
              txId: 'FED20261125B1QGC01C000123',
            }),
            // The debtor agent's name and country (RltdAgts) are not the payer's.
            counterparty: party({
              name: 'Lone Star Outfitters LLC',
              address: ['Congress Avenue 600', '78701 Austin'],
              country: 'US',
              kind: 'organisation',
              account: '4417890012',
            }),
            ultimateCounterparty: 'Lone Star Holdings Inc',
            creditorReferences: [],
            note: 'PO 2026-3391 / INV 5521',
            returnReason: null,
          },
        ],
        additionalInfo: '',
      },
      {
        version: 'camt.054.001.08',
        account,
        index: 1,
        line: lines[1],
        references: { entry: 'GS-0002', servicer: 'GS2611250000124' },
        amount: '111.00',
        currency: 'USD',
        creditDebit: 'DBIT',
        reversal: true,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-24',
        bankTransactionCode: code('PMNT', 'RCDT', 'RPCR'),
        batchCount: null,
        transactions: [
          {
            amount: '111.00',
            currency: 'USD',
            references: refs({ servicer: 'GS2611240000981', endToEndId: 'INV-4410' }),
            // A reversed credit: the other side is still the one who paid.
            counterparty: party({ name: 'Maple Leaf Imports Ltd', country: 'CA' }),
            ultimateCounterparty: null,
            creditorReferences: [],
            note: '',
            returnReason: 'AC04',
          },
        ],
        additionalInfo: 'REVERSAL OF CREDIT GS2611240000981',
      },
      {
        version: 'camt.054.001.08',
        account,
        index: 2,
        line: lines[2],
        references: { entry: 'GS-0003', servicer: 'GS2611250000125' },
        amount: '870.40',
        currency: 'USD',
        creditDebit: 'DBIT',
        reversal: false,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: null,
        bankTransactionCode: code('PMNT', 'ICDT', 'XBCT'),
        batchCount: null,
        transactions: [
          {
            amount: '870.40',
            currency: 'USD',
            references: refs({ endToEndId: 'PO2026112500000001' }),
            // A debit: the creditor, not the account holder named as debtor.
            counterparty: party({
              name: 'Shenzhen Brightway Electronics Co Ltd',
              address: ['No. 8 Keji Road, Nanshan District', 'Shenzhen 518057'],
              country: 'CN',
              account: '6222020200112233445',
            }),
            ultimateCounterparty: 'Brightway Group Holdings',
            creditorReferences: [],
            note: 'Payout PO2026112500000001',
            returnReason: null,
          },
        ],
        additionalInfo: '',
      },
      {
        version: 'camt.054.001.08',
        account,
        index: 3,
        line: lines[3],
        references: { entry: null, servicer: null },
        amount: '64.99',
        currency: 'USD',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: null,
        bankTransactionCode: code('PMNT', 'RCDT', 'DMCT'),
        batchCount: null,
        transactions: [
          {
            amount: null,
            currency: null,
            references: refs(),
            counterparty: party({ name: 'J. Alvarez', kind: 'individual' }),
            ultimateCounterparty: null,
            creditorReferences: [],
            note: '',
            returnReason: null,
          },
        ],
        additionalInfo: '',
      },
    ]);
  });

  it('reads a camt.053.001.02 statement: Dbtr/Nm without Pty, UltmtDbtr, a charge', async (ctx) => {
    const xml = fixture('camt053-02.xml');
    needSchemas(ctx);
    expect(await schemaErrors(xml)).toEqual([]);
    const lines = entryLines(xml);
    const account = { iban: 'DE89370400440532013000', number: null, currency: 'EUR' };
    expect(await readAll(xml)).toEqual([
      {
        version: 'camt.053.001.02',
        account,
        index: 0,
        line: lines[0],
        references: { entry: '000231-01', servicer: '2026112500231001' },
        amount: '777.70',
        currency: 'EUR',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-25',
        bankTransactionCode: code('PMNT', 'RCDT', 'ESCT', 'NTRF+166+9310'),
        batchCount: null,
        transactions: [
          {
            amount: '777.70',
            currency: 'EUR',
            references: refs({ endToEndId: 'RE-2026-00417' }),
            counterparty: party({
              name: 'Bäckerei Schröder GmbH',
              address: ['Lindenstraße 5, 50674 Köln'],
              country: 'DE',
              account: 'DE02120300000000202051',
            }),
            ultimateCounterparty: 'Schröder Filiale Ehrenfeld',
            creditorReferences: [],
            note: 'RE-2026-00417 Mehl und Hefe',
            returnReason: null,
          },
        ],
        additionalInfo: '',
      },
      {
        version: 'camt.053.001.02',
        account,
        index: 1,
        line: lines[1],
        references: { entry: null, servicer: '2026112500231002' },
        amount: '3.00',
        currency: 'EUR',
        creditDebit: 'DBIT',
        reversal: false,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-25',
        bankTransactionCode: code('ACMT', 'MDOP', 'CHRG'),
        batchCount: null,
        transactions: [],
        additionalInfo: 'Kontoführungsgebühr',
      },
    ]);
  });

  it('reads a camt.053.001.04 statement: a batch of 8 without details, a pending credit', async (ctx) => {
    const xml = fixture('camt053-04.xml');
    needSchemas(ctx);
    expect(await schemaErrors(xml)).toEqual([]);
    const lines = entryLines(xml);
    const account = { iban: null, number: '3000012345', currency: 'USD' };
    expect(await readAll(xml)).toEqual([
      {
        version: 'camt.053.001.04',
        account,
        index: 0,
        line: lines[0],
        references: { entry: 'CR-BATCH-18', servicer: null },
        amount: '1840.00',
        currency: 'USD',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-25',
        bankTransactionCode: code('PMNT', 'RCDT', 'BOOK'),
        batchCount: 8,
        transactions: [],
        additionalInfo: 'ACH CREDIT BATCH 18 OF 8 ITEMS',
      },
      {
        version: 'camt.053.001.04',
        account,
        index: 1,
        line: lines[1],
        references: { entry: null, servicer: 'CR20261125PND01' },
        amount: '230.00',
        currency: 'USD',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'PDNG',
        bookingDate: null,
        valueDate: '2026-11-27',
        bankTransactionCode: code('PMNT', 'RCDT', 'ACDT'),
        batchCount: null,
        transactions: [
          {
            amount: '230.00',
            currency: 'USD',
            references: refs({ txId: '021000021234567' }),
            counterparty: party({
              name: 'Green Valley Farms',
              // Street without a number, town without a postcode.
              address: ['Route 9', 'Hudson'],
              country: 'US',
              kind: 'organisation',
            }),
            ultimateCounterparty: null,
            creditorReferences: [],
            note: '',
            returnReason: null,
          },
        ],
        additionalInfo: '',
      },
    ]);
  });

  it('reads a camt.053.001.08 statement with a `camt:` prefix: Pty, UltmtDbtr/Pty, an RF reference, INFO', async (ctx) => {
    const xml = fixture('camt053-08.xml');
    needSchemas(ctx);
    expect(await schemaErrors(xml)).toEqual([]);
    const lines = entryLines(xml);
    const account = { iban: null, number: '012-875-0-001234-5', currency: 'HKD' };
    expect(await readAll(xml)).toEqual([
      {
        version: 'camt.053.001.08',
        account,
        index: 0,
        line: lines[0],
        references: { entry: 'HK20261125-0001', servicer: 'HKBK-77-000991' },
        amount: '58000.00',
        currency: 'HKD',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'BOOK',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-25',
        bankTransactionCode: code(null, null, null, 'FPS-IN'),
        batchCount: null,
        transactions: [
          {
            amount: '58000.00',
            currency: 'HKD',
            references: refs({ endToEndId: 'FPS2026112500088' }),
            counterparty: party({
              name: 'Kowloon Bay Trading Company Limited',
              address: ['Wang Chiu Road 39', 'Kowloon Bay'],
              country: 'HK',
              account: '004-123-456789-001',
            }),
            ultimateCounterparty: '九龍灣貿易有限公司',
            creditorReferences: ['RF712348231'],
            note: '',
            returnReason: null,
          },
        ],
        additionalInfo: '',
      },
      {
        version: 'camt.053.001.08',
        account,
        index: 1,
        line: lines[1],
        references: { entry: null, servicer: null },
        amount: '1200.00',
        currency: 'HKD',
        creditDebit: 'CRDT',
        reversal: false,
        status: 'INFO',
        bookingDate: null,
        valueDate: null,
        bankTransactionCode: code('PMNT', 'RCDT', 'XBCT'),
        batchCount: null,
        transactions: [],
        additionalInfo: 'ADVICE: INCOMING SWIFT EXPECTED 2026-11-26',
      },
    ]);
  });

  it('hands each entry over as it closes, before the rest of the file has been read', async () => {
    const xml = Buffer.from(fixture('camt054-08-reversal.xml'));
    const source = inPieces(xml, 256);
    const entries = readCamtEntries(source)[Symbol.asyncIterator]();
    const first = await entries.next();
    expect(first.value).toMatchObject({ index: 0, references: { entry: 'GS-0001' } });
    expect(source.readableEnded).toBe(false);
    await entries.return(undefined);
  });
});

describe('encodings', () => {
  // The PostFinance file: "Zoë Müller", "Rue du Marché", "Delémont" are in every one of them.
  const utf8 = fixture('camt054-02-postfinance.xml');
  const declaring = (encoding: string) =>
    utf8.replace('encoding="UTF-8"', `encoding="${encoding}"`);
  const utf16le = Buffer.from(declaring('UTF-16'), 'utf16le');
  const files: [string, Buffer][] = [
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(utf8)])],
    ['UTF-16LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le])],
    ['UTF-16BE without a BOM', Buffer.from(utf16le).swap16()],
    [
      'UTF-16BE with a BOM',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(utf16le).swap16()]),
    ],
    ['ISO-8859-1', Buffer.from(declaring('ISO-8859-1'), 'latin1')],
    ['windows-1252', Buffer.from(declaring('windows-1252'), 'latin1')],
  ];

  it.each(files)(
    'reads %s as the UTF-8 original, in pieces that cut characters',
    async (_, bytes) => {
      const expected = await readAll(utf8);
      for (const size of [7, 4096]) {
        const entries = await readAll(bytes, size);
        expect(entries).toEqual(expected);
        expect(entries[0]!.transactions[1]!.counterparty.name).toBe('Zoë Müller');
        expect(entries[0]!.transactions[0]!.counterparty.address).toEqual([
          'Rue du Marché 12',
          '2800 Delémont',
        ]);
      }
    },
  );

  it('refuses an encoding it cannot decode, saying which', async () => {
    expect(await problemsOf(declaring('X-NO-SUCH-CHARSET'))).toEqual([
      { line: null, message: 'the encoding "x-no-such-charset" is not supported' },
    ]);
  });
});

describe('refusals', () => {
  const PAIN001 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>PAY-1</MsgId><CreDtTm>2026-11-25T10:00:00</CreDtTm><NbOfTxs>0</NbOfTxs><InitgPty><Nm>Tradebridge</Nm></InitgPty></GrpHdr>
  </CstmrCdtTrfInitn>
</Document>
`;
  const header = (namespace: string, body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${namespace}">\n<${body}>\n<GrpHdr><MsgId>M</MsgId><CreDtTm>2026-11-25T10:00:00</CreDtTm></GrpHdr>\n`;
  const NS054 = 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08';

  it('refuses a pain.001, a camt.052, a non-ISO root and what is not XML, saying what it is', async () => {
    expect(await problemsOf(PAIN001)).toEqual([
      {
        line: 2,
        message:
          'not a camt.054 or camt.053 of version .02, .04 or .08: a pain.001.001.03 document',
      },
    ]);
    expect(
      await problemsOf(
        `<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08"><BkToCstmrAcctRpt/></Document>`,
      ),
    ).toEqual([
      {
        line: 2,
        message:
          'not a camt.054 or camt.053 of version .02, .04 or .08: a camt.052.001.08 document',
      },
    ]);
    expect(await problemsOf('<html><body>camt.054</body></html>')).toEqual([
      {
        line: 1,
        message:
          'not a camt.054 or camt.053: the root element is <html>, not an ISO 20022 <Document>',
      },
    ]);
    expect(await problemsOf('%PDF-1.4 not xml')).toEqual([
      {
        line: null,
        message: 'not XML: the file does not start with an XML declaration or element',
      },
    ]);
    expect(await problemsOf('')).toEqual([{ line: null, message: 'not XML: the file is empty' }]);
  });

  it('resolves a prefixed root by its own prefix: a camt.053-looking file of another namespace is refused', async () => {
    // The default namespace is camt.053's, but the root (and everything under it) is ns2's.
    const xml = fixture('camt053-08.xml')
      .replaceAll('camt:', 'ns2:')
      .replace(
        'xmlns:camt="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"',
        'xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08"',
      );
    expect(await problemsOf(xml)).toEqual([
      {
        line: 2,
        message:
          'not a camt.054 or camt.053 of version .02, .04 or .08: a camt.052.001.08 document',
      },
    ]);
    const unknown = fixture('camt053-08.xml').replace(
      'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08',
      'http://bank.example/statements/2009',
    );
    expect(await problemsOf(unknown)).toEqual([
      {
        line: 2,
        message:
          'not a camt.054 or camt.053 of version .02, .04 or .08: a document of the namespace "http://bank.example/statements/2009"',
      },
    ]);
    // A statement's body under a notification's namespace.
    const mixed = fixture('camt053-08.xml').replace('camt.053.001.08', 'camt.054.001.08');
    expect(await problemsOf(mixed)).toEqual([
      {
        line: 3,
        message:
          'not a camt.054: its <Document> holds <camt:BkToCstmrStmt>, not <BkToCstmrDbtCdtNtfctn> of camt.054.001.08',
      },
    ]);
  });

  it('refuses an empty Document and a notification message without a notification', async () => {
    expect(await problemsOf(`<?xml version="1.0"?>\n<Document xmlns="${NS054}"/>`)).toEqual([
      { line: null, message: 'an empty document: no notification or statement in it' },
    ]);
    expect(
      await problemsOf(
        `${header(NS054, 'BkToCstmrDbtCdtNtfctn')}</BkToCstmrDbtCdtNtfctn>\n</Document>\n`,
      ),
    ).toEqual([{ line: null, message: 'no notification (Ntfctn) in the camt.054' }]);
  });

  it('refuses XML that is not well-formed with the first error and its line', async () => {
    const cut = fixture('camt054-04-nordea.xml').replace(
      '<ns2:Nm>Kvarnholmen Design AB</ns2:Nm>',
      '<ns2:Nm>Kvarnholmen Design AB</ns2:Name>',
    );
    const line = cut.split('\n').findIndex((l) => l.includes('</ns2:Name>')) + 1;
    expect(await problemsOf(cut)).toEqual([
      { line, message: 'not well-formed XML: unexpected close tag.' },
    ]);
    const truncated = fixture('camt054-04-nordea.xml').slice(0, 2000);
    const problems = await problemsOf(truncated);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^not well-formed XML: unclosed tag/);
  });

  it('refuses a document type declaration (no entity is ever expanded)', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Document xmlns="${NS054}"/>`;
    expect(await problemsOf(xxe)).toEqual([
      { line: 2, message: 'a document type declaration is not allowed in a bank file' },
    ]);
  });

  it('names the line of an amount that is not a decimal, and still hands over the entries before it', async () => {
    const xml = fixture('camt054-04-nordea.xml').replace(
      '<ns2:Amt Ccy="SEK">45.00</ns2:Amt>',
      '<ns2:Amt Ccy="SEK">12,50</ns2:Amt>',
    );
    const seen: string[] = [];
    const reading = (async () => {
      for await (const entry of readCamtEntries(inPieces(Buffer.from(xml), 512)))
        seen.push(entry.amount);
    })();
    await expect(reading).rejects.toThrow(CamtError);
    await expect(reading).rejects.toMatchObject({
      problems: [
        {
          line: 98,
          message: 'amount "12,50" is not a decimal of at most 18 digits and 5 decimals',
        },
      ],
    });
    expect(xml.split('\n')[97]).toContain('12,50');
    expect(seen).toEqual(['15600.00']);
  });

  it('checks currencies, indicators, statuses, dates and the account, each with its line', async () => {
    const entry = (amount: string, rest: string) =>
      `<Ntry>\n<Amt${amount}</Amt>\n${rest}\n<BkTxCd/>\n</Ntry>\n`;
    const xml =
      header(NS054, 'BkToCstmrDbtCdtNtfctn') +
      '<Ntfctn>\n<Id>N</Id>\n<Acct><Id><Othr><Id>1</Id></Othr></Id></Acct>\n' +
      entry(' Ccy="usd">1.00', '<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>') +
      entry('>1.00', '<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>') +
      entry(' Ccy="USD">1.00', '<CdtDbtInd>CREDIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>') +
      entry(' Ccy="USD">1.00', '<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>DONE</Cd></Sts>') +
      entry(' Ccy="USD">1.00', '<CdtDbtInd>CRDT</CdtDbtInd>') +
      entry(
        ' Ccy="USD">1.00',
        '<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>25.11.2026</Dt></BookgDt>',
      ) +
      '<Ntry>\n<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>\n</Ntry>\n' +
      '</Ntfctn>\n<Ntfctn>\n<Id>N2</Id>\n<Acct><Ccy>USD</Ccy></Acct>\n</Ntfctn>\n' +
      '</BkToCstmrDbtCdtNtfctn>\n</Document>\n';
    const lines = entryLines(xml);
    expect(await problemsOf(xml)).toEqual([
      { line: lines[0]! + 1, message: 'amount 1.00 without a 3-letter currency (Ccy)' },
      { line: lines[1]! + 1, message: 'amount 1.00 without a 3-letter currency (Ccy)' },
      { line: lines[2], message: 'credit/debit indicator "CREDIT" is neither CRDT nor DBIT' },
      { line: lines[3], message: 'unknown entry status "DONE" (BOOK, PDNG, INFO or FUTR)' },
      { line: lines[4], message: 'an entry without a status (Sts)' },
      { line: lines[5]! + 2, message: 'booking date "25.11.2026" is not a date (YYYY-MM-DD)' },
      { line: lines[6], message: 'an entry without an amount (Amt)' },
      {
        line: xml.split('\n').indexOf('<Id>N2</Id>'),
        message: 'a notification without its account (Acct/Id)',
      },
    ]);
  });

  it('gives each problem a code and the values its wording names, for screens in any language', async () => {
    const entry = (rest: string) =>
      `<Ntry>\n<Amt Ccy="USD">1.00</Amt>\n${rest}\n<BkTxCd/>\n</Ntry>\n`;
    const xml =
      header(NS054, 'BkToCstmrDbtCdtNtfctn') +
      '<Ntfctn>\n<Id>N</Id>\n<Acct><Id><Othr><Id>1</Id></Othr></Id></Acct>\n' +
      entry('<CdtDbtInd>CREDIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>') +
      entry(
        '<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><ValDt><Dt>2026-13-01</Dt></ValDt>',
      ) +
      '</Ntfctn>\n</BkToCstmrDbtCdtNtfctn>\n</Document>\n';
    expect((await codedProblemsOf(xml)).map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'creditDebitInvalid', params: { value: 'CREDIT' } },
      { code: 'notDate', params: { field: 'valueDate', value: '2026-13-01' } },
    ]);
    expect((await codedProblemsOf(PAIN001)).map(({ code, params }) => ({ code, params }))).toEqual([
      {
        code: 'unknownVersion',
        params: { namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03' },
      },
    ]);
    expect((await codedProblemsOf('')).map(({ code }) => code)).toEqual(['emptyFile']);
  });

  it(`reports the first ${MAX_PROBLEMS} problems of a file that has more`, async () => {
    const entries = Array.from(
      { length: MAX_PROBLEMS + 5 },
      (_, i) =>
        `<Ntry>\n<Amt Ccy="EUR">${i},00</Amt>\n<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BkTxCd/>\n</Ntry>\n`,
    ).join('');
    const xml = `${header(NS054, 'BkToCstmrDbtCdtNtfctn')}<Ntfctn>\n<Id>N</Id>\n<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>\n${entries}</Ntfctn>\n</BkToCstmrDbtCdtNtfctn>\n</Document>\n`;
    const lines = entryLines(xml);
    const problems = await problemsOf(xml);
    expect(problems).toEqual(
      Array.from({ length: MAX_PROBLEMS }, (_, i) => ({
        line: lines[i]! + 1,
        message: `amount "${i},00" is not a decimal of at most 18 digits and 5 decimals`,
      })),
    );
  });

  it('takes amounts as XML Schema counts their digits', async () => {
    const withAmount = (amount: string) =>
      fixture('camt054-04-nordea.xml').replace(
        '<ns2:Amt Ccy="SEK">45.00</ns2:Amt>',
        `<ns2:Amt Ccy="SEK">${amount}</ns2:Amt>`,
      );
    for (const good of ['99999999999999999.00', '0.500000', '123456789012345678', '7'])
      expect((await readAll(withAmount(good)))[1]!.amount).toBe(good);
    for (const bad of ['1234567890123456789', '1.123456', '-1.00', '1e3', '.', ''])
      expect(await problemsOf(withAmount(bad))).toHaveLength(1);
  });
});
