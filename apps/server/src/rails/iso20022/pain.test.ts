// Our ISO 20022 payment messages against an independent implementation (iso20022.js): the sandbox
// bank reads a pain.001 that iso20022.js writes, iso20022.js reads the pain.002 the bank writes,
// and our own files read back as they were written.
import { ISO20022, PaymentStatusReport } from 'iso20022.js';
import { describe, expect, it } from 'vitest';
import { needSchemas, schemaErrors } from '../../test/xsd.ts';
import {
  addressLinesOf,
  decimalSum,
  paymentBlocksOf,
  readPain001,
  writePain001,
  type CreditTransfer,
  type PaymentInitiation,
} from './pain001.ts';
import { readPain002, writePain002 } from './pain002.ts';
import { Iso20022Error, wrapLines } from './xml.ts';

const initiation = () =>
  new ISO20022({
    initiatingParty: {
      name: 'Tradebridge Limited',
      id: 'TRADEBRIDGE',
      account: { accountNumber: '0000000001' },
      agent: { bic: 'TRBRHKHHXXX', bankAddress: { country: 'HK' } },
    },
  } as ConstructorParameters<typeof ISO20022>[0]).createSWIFTCreditPaymentInitiation([
    {
      type: 'swift',
      direction: 'credit',
      amount: 123456,
      currency: 'EUR',
      id: 'PO2026112500000001',
      creditor: {
        name: 'Hans Müller & Söhne',
        account: { iban: 'DE89370400440532013000' },
        agent: { bic: 'DEUTDEFF' },
        address: {
          streetName: 'Hauptstraße',
          buildingNumber: '1',
          townName: 'Berlin',
          country: 'DE',
          postalCode: '10115',
        },
      },
      remittanceInformation: 'Invoice 42',
    },
  ] as Parameters<ISO20022['createSWIFTCreditPaymentInitiation']>[0]);

/** A transfer with the fields every test fills; `over` replaces them. */
const transfer = (over: Partial<CreditTransfer> & { endToEndId: string }): CreditTransfer => ({
  amount: '100.00',
  currency: 'USD',
  creditor: {
    name: 'Evergreen Components Inc',
    street: null,
    buildingNumber: null,
    postalCode: '10017',
    town: 'New York',
    subdivision: 'NY',
    country: 'US',
    lines: ['350 Fifth Avenue, Suite 4100'],
  },
  account: { iban: null, other: '000123456789' },
  agent: { bic: null, member: { system: 'USABA', proprietary: false, id: '021000021' } },
  remittance: 'INVOICE 42',
  ...over,
});

const LONG_NAME = `${'Shenzhen Evergreen International Trading and Logistics Company '.repeat(3)}Limited`;
/** 135 characters: two lines of 70 at most. */
const LONG_ADDRESS =
  'Room 1203, 12th Floor, Block B, Tower Two, Evergreen International Trade Centre, ' +
  'No. 8 Shennan Avenue, Futian District, Shenzhen 518048';

/** Every kind of creditor the product pays, in several currencies and both priorities. */
const mixedTransfers = (): (CreditTransfer & {
  priority: 'HIGH' | 'NORM';
  executionDate: string;
})[] => [
  // An IBAN with its BIC, in euros.
  {
    ...transfer({
      endToEndId: 'PO2026112500000001',
      amount: '1234.56',
      currency: 'EUR',
      creditor: {
        name: 'Hans Müller & Söhne GmbH',
        street: null,
        buildingNumber: null,
        postalCode: '10115',
        town: 'Berlin',
        subdivision: null,
        country: 'DE',
        lines: ['Hauptstraße 1'],
      },
      account: { iban: 'DE89370400440532013000', other: null },
      agent: { bic: 'DEUTDEFFXXX', member: null },
    }),
    priority: 'NORM',
    executionDate: '2026-11-25',
  },
  // An IBAN without BIC: no agent at all.
  {
    ...transfer({
      endToEndId: 'PO2026112500000002',
      amount: '0.01',
      currency: 'EUR',
      creditor: {
        name: 'Jean Dupont',
        street: null,
        buildingNumber: null,
        postalCode: '75001',
        town: 'Paris',
        subdivision: null,
        country: 'FR',
        lines: ['1 rue de Rivoli'],
      },
      account: { iban: 'FR1420041010050500013M02606', other: null },
      agent: null,
    }),
    priority: 'NORM',
    executionDate: '2026-11-25',
  },
  // ABA routing, fast.
  {
    ...transfer({ endToEndId: 'PO2026112500000003' }),
    priority: 'HIGH',
    executionDate: '2026-11-25',
  },
  // BSB.
  {
    ...transfer({
      endToEndId: 'PO2026112500000004',
      amount: '77.70',
      currency: 'AUD',
      creditor: {
        name: 'Wattle Freight Pty Ltd',
        street: null,
        buildingNumber: null,
        postalCode: '2000',
        town: 'Sydney',
        subdivision: 'NSW',
        country: 'AU',
        lines: ['1 Macquarie Place'],
      },
      account: { iban: null, other: '12345678' },
      agent: { bic: null, member: { system: 'AUBSB', proprietary: false, id: '062000' } },
    }),
    priority: 'NORM',
    executionDate: '2026-11-25',
  },
  // CNAPS, in yuan, a Chinese name and address (a local payment) long enough to wrap.
  {
    ...transfer({
      endToEndId: 'PO2026112500000005',
      amount: '88888.88',
      currency: 'CNY',
      creditor: {
        name: '深圳市长青国际贸易有限公司',
        street: null,
        buildingNumber: null,
        postalCode: '518000',
        town: '深圳市',
        subdivision: '广东省',
        country: 'CN',
        lines: ['深圳市福田区深南大道8号长青国际贸易中心B座12楼1203室'.repeat(3)],
      },
      account: { iban: null, other: '6222021234567890123' },
      agent: { bic: null, member: { system: 'CNAPS', proprietary: false, id: '102100099996' } },
    }),
    priority: 'NORM',
    executionDate: '2026-11-25',
  },
  // A mainland payee paid internationally: its English name and address, BIC and CNAPS both.
  {
    ...transfer({
      endToEndId: 'PO2026112500000006',
      amount: '5000.00',
      currency: 'USD',
      creditor: {
        name: LONG_NAME,
        street: null,
        buildingNumber: null,
        postalCode: '518000',
        town: 'Shenzhen',
        subdivision: 'Guangdong',
        country: 'CN',
        lines: [LONG_ADDRESS],
      },
      account: { iban: null, other: '6222021234567890123' },
      agent: {
        bic: 'ICBKCNBJSZN',
        member: { system: 'CNAPS', proprietary: false, id: '102584000002' },
      },
    }),
    priority: 'NORM',
    executionDate: '2026-11-26',
  },
  // A Hong Kong bank code, fast, in Hong Kong dollars.
  {
    ...transfer({
      endToEndId: 'PO2026112500000007',
      amount: '2500.50',
      currency: 'HKD',
      creditor: {
        name: 'Harbour Logistics Limited',
        street: 'Queen’s Road Central',
        buildingNumber: '99',
        postalCode: null,
        town: 'Hong Kong',
        subdivision: null,
        country: 'HK',
        lines: [],
      },
      account: { iban: null, other: '123456789012' },
      agent: { bic: null, member: { system: 'HKNCC', proprietary: false, id: '004' } },
    }),
    priority: 'HIGH',
    executionDate: '2026-11-25',
  },
  // A UK sort code; a Visa card by its route's proprietary name.
  {
    ...transfer({
      endToEndId: 'PO2026112500000008',
      amount: '10.00',
      currency: 'GBP',
      creditor: { ...transfer({ endToEndId: 'x' }).creditor, country: 'GB', town: 'London' },
      account: { iban: null, other: '31926819' },
      agent: { bic: null, member: { system: 'GBDSC', proprietary: false, id: '601613' } },
    }),
    priority: 'NORM',
    executionDate: '2026-11-25',
  },
  {
    ...transfer({
      endToEndId: 'PO2026112500000009',
      amount: '300.00',
      currency: 'HKD',
      creditor: {
        name: 'CHAN TAI MAN',
        street: null,
        buildingNumber: null,
        postalCode: null,
        town: 'Hong Kong',
        subdivision: null,
        country: 'HK',
        lines: [],
      },
      account: { iban: null, other: 'TOKABCDEF1234561234' },
      agent: { bic: null, member: { system: 'VISA', proprietary: true, id: 'VISA' } },
      remittance: 'SERVICE FEE NOVEMBER',
    }),
    priority: 'NORM',
    executionDate: '2026-11-25',
  },
];

const initiationOf = (
  transfers: ReturnType<typeof mixedTransfers>,
  messageId = 'TB2026112501234567890ABCDEF',
): PaymentInitiation => ({
  messageId,
  debtorName: 'Tradebridge Limited',
  createdAt: new Date('2026-11-25T02:00:00.000Z'),
  payments: paymentBlocksOf(transfers),
});

/** The sum of decimal strings in minor units of their widest scale, by bigint. */
const exactSum = (amounts: string[]) => {
  const scale = Math.max(...amounts.map((a) => (a.split('.')[1] ?? '').length));
  return amounts.reduce(
    (sum, a) => sum + BigInt(a.replace('.', '').padEnd(a.split('.')[0]!.length + scale, '0')),
    0n,
  );
};
const minorOf = (decimal: string, scale: number) => {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole! + fraction.padEnd(scale, '0'));
};

/** The text of every `name` element of a document, in order. */
const elementsOf = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);

describe('pain.001', () => {
  it('reads a pain.001 written by iso20022.js: order number, exact amount, IBAN, BIC, address', () => {
    const written = initiation();
    const message = readPain001(written.serialize());
    const transfer = message.payments[0]!.transfers[0]!;
    expect(transfer).toMatchObject({
      endToEndId: 'PO2026112500000001',
      amount: '1234.56',
      currency: 'EUR',
      account: { iban: 'DE89370400440532013000', other: null },
      agent: { bic: 'DEUTDEFF' },
      creditor: {
        name: 'Hans Müller & Söhne',
        street: 'Hauptstraße',
        buildingNumber: '1',
        country: 'DE',
        postalCode: '10115',
        town: 'Berlin',
      },
      remittance: 'Invoice 42',
    });
  });

  it('reads back what it writes, escaping what XML must not hold', async (ctx) => {
    needSchemas(ctx);
    const xml = writePain001({
      messageId: 'TB20261125A',
      debtorName: 'Tradebridge & Co',
      createdAt: new Date('2026-11-25T02:00:00.000Z'),
      payments: [
        {
          priority: 'HIGH',
          executionDate: '2026-11-25',
          transfers: [
            transfer({
              endToEndId: 'PO1',
              amount: '0.10',
              creditor: { ...transfer({ endToEndId: 'x' }).creditor, name: 'A <&> "B"' },
            }),
          ],
        },
      ],
    });
    expect(await schemaErrors(xml)).toEqual([]);
    const read = readPain001(xml);
    expect(read).toMatchObject({ messageId: 'TB20261125A', debtorName: 'Tradebridge & Co' });
    expect(read.payments[0]).toMatchObject({
      id: 'TB20261125A-1',
      priority: 'HIGH',
      executionDate: '2026-11-25',
    });
    expect(read.payments[0]!.transfers[0]).toEqual(
      transfer({
        endToEndId: 'PO1',
        amount: '0.10',
        creditor: { ...transfer({ endToEndId: 'x' }).creditor, name: 'A <&> "B"' },
      }),
    );
  });

  it('writes one schema-valid block per date, priority and currency, each with its count and control sum', async (ctx) => {
    needSchemas(ctx);
    const transfers = mixedTransfers();
    const xml = writePain001(initiationOf(transfers));
    expect(await schemaErrors(xml)).toEqual([]);
    const read = readPain001(xml);
    expect(
      read.payments.map((p) => ({
        id: p.id,
        date: p.executionDate,
        priority: p.priority,
        currencies: [...new Set(p.transfers.map((t) => t.currency))],
        orders: p.transfers.map((t) => t.endToEndId.slice(-1)),
      })),
    ).toEqual([
      {
        id: 'TB2026112501234567890ABCDEF-1',
        date: '2026-11-25',
        priority: 'NORM',
        currencies: ['EUR'],
        orders: ['1', '2'],
      },
      {
        id: 'TB2026112501234567890ABCDEF-2',
        date: '2026-11-25',
        priority: 'HIGH',
        currencies: ['USD'],
        orders: ['3'],
      },
      {
        id: 'TB2026112501234567890ABCDEF-3',
        date: '2026-11-25',
        priority: 'NORM',
        currencies: ['AUD'],
        orders: ['4'],
      },
      {
        id: 'TB2026112501234567890ABCDEF-4',
        date: '2026-11-25',
        priority: 'NORM',
        currencies: ['CNY'],
        orders: ['5'],
      },
      {
        id: 'TB2026112501234567890ABCDEF-5',
        date: '2026-11-26',
        priority: 'NORM',
        currencies: ['USD'],
        orders: ['6'],
      },
      {
        id: 'TB2026112501234567890ABCDEF-6',
        date: '2026-11-25',
        priority: 'HIGH',
        currencies: ['HKD'],
        orders: ['7'],
      },
      {
        id: 'TB2026112501234567890ABCDEF-7',
        date: '2026-11-25',
        priority: 'NORM',
        currencies: ['GBP'],
        orders: ['8'],
      },
      {
        id: 'TB2026112501234567890ABCDEF-8',
        date: '2026-11-25',
        priority: 'NORM',
        currencies: ['HKD'],
        orders: ['9'],
      },
    ]);
    // The group's and every block's NbOfTxs and CtrlSum, as the file states them.
    expect(elementsOf(xml, 'NbOfTxs')).toEqual(['9', '2', '1', '1', '1', '1', '1', '1', '1']);
    expect(elementsOf(xml, 'CtrlSum')).toEqual([
      '98111.65',
      '1234.57',
      '100.00',
      '77.70',
      '88888.88',
      '5000.00',
      '2500.50',
      '10.00',
      '300.00',
    ]);
    expect(minorOf(elementsOf(xml, 'CtrlSum')[0]!, 2)).toBe(
      exactSum(transfers.map((t) => t.amount)),
    );
  });

  it('names each clearing member with its system, the BIC where there is one, and no invented agent', () => {
    const xml = writePain001(initiationOf(mixedTransfers()));
    const agents = readPain001(xml).payments.flatMap((p) =>
      p.transfers.map((t) => [t.endToEndId.slice(-1), t.agent]),
    );
    expect(Object.fromEntries(agents)).toEqual({
      '1': { bic: 'DEUTDEFFXXX', member: null },
      '2': null,
      '3': { bic: null, member: { system: 'USABA', proprietary: false, id: '021000021' } },
      '4': { bic: null, member: { system: 'AUBSB', proprietary: false, id: '062000' } },
      '5': { bic: null, member: { system: 'CNAPS', proprietary: false, id: '102100099996' } },
      '6': {
        bic: 'ICBKCNBJSZN',
        member: { system: 'CNAPS', proprietary: false, id: '102584000002' },
      },
      '7': { bic: null, member: { system: 'HKNCC', proprietary: false, id: '004' } },
      '8': { bic: null, member: { system: 'GBDSC', proprietary: false, id: '601613' } },
      '9': { bic: null, member: { system: 'VISA', proprietary: true, id: 'VISA' } },
    });
    expect(xml).toContain(
      '<CdtrAgt><FinInstnId><ClrSysMmbId><ClrSysId><Cd>USABA</Cd></ClrSysId><MmbId>021000021</MmbId></ClrSysMmbId></FinInstnId></CdtrAgt>',
    );
    expect(xml).not.toContain('NOTPROVIDED');
    // The IBAN without BIC: its transaction has no CdtrAgt.
    const second =
      /<CdtTrfTxInf><PmtId><InstrId>PO2026112500000002<\/InstrId>.*?<\/CdtTrfTxInf>/.exec(xml)![0];
    expect(second).not.toContain('CdtrAgt');
  });

  it('keeps names and addresses within their lengths, wrapping address lines without losing a word', () => {
    const xml = writePain001(initiationOf(mixedTransfers()));
    const read = readPain001(xml);
    const byId = new Map(read.payments.flatMap((p) => p.transfers).map((t) => [t.endToEndId, t]));
    const international = byId.get('PO2026112500000006')!.creditor;
    expect([...international.name].length).toBeLessThanOrEqual(140);
    expect(LONG_NAME.startsWith(international.name)).toBe(true);
    expect(international.lines.length).toBeLessThanOrEqual(2);
    expect(international.lines.every((l) => [...l].length <= 70)).toBe(true);
    expect(international.lines.join(' ')).toBe(LONG_ADDRESS);
    const local = byId.get('PO2026112500000005')!.creditor;
    expect(local.lines.every((l) => [...l].length <= 70)).toBe(true);
    expect(local.lines.join('')).toBe(
      '深圳市福田区深南大道8号长青国际贸易中心B座12楼1203室'.repeat(3),
    );
    expect(local).toMatchObject({ town: '深圳市', subdivision: '广东省', postalCode: '518000' });
    expect(byId.get('PO2026112500000007')!.creditor).toMatchObject({
      street: 'Queen’s Road Central',
      buildingNumber: '99',
      town: 'Hong Kong',
      lines: [],
    });
    expect(wrapLines('a'.repeat(150), 70)).toEqual([
      'a'.repeat(70),
      'a'.repeat(70),
      'a'.repeat(10),
    ]);
    expect(addressLinesOf(['12 Queen’s Road Central', 'Central'])).toEqual([
      '12 Queen’s Road Central',
      'Central',
    ]);
    // A longer address kept from before the form's limit: every character, within the schema.
    const spaceless = (lines: string[]) => lines.join('').replace(/\s/g, '');
    // Three lines between words, two packed (banks' guides allow two beside structured fields).
    const packed = addressLinesOf([`${'abcdefghi '.repeat(13)}abcdefghi`]);
    expect(packed).toHaveLength(2);
    expect(spaceless(packed)).toBe('abcdefghi'.repeat(14));
    // A longer address kept from before the form's limit: every character, within the schema.
    const legacy = addressLinesOf([`${LONG_ADDRESS} ${'x'.repeat(60)}`]);
    expect(legacy).toHaveLength(3);
    expect(spaceless(legacy)).toBe(`${LONG_ADDRESS}${'x'.repeat(60)}`.replace(/\s/g, ''));
  });

  it('writes a 1,000-transfer file whose control sum is the exact sum of its amounts', async (ctx) => {
    needSchemas(ctx);
    // Amounts whose sum a JS number would round (0.1 + 0.2 …), in three currencies.
    const currencies = ['USD', 'EUR', 'HKD'];
    const transfers = Array.from({ length: 1000 }, (_, i) => ({
      ...transfer({
        endToEndId: `PO20261125${String(i).padStart(8, '0')}`,
        amount: `${(i * 7919) % 100000}.${String((i * 37) % 100).padStart(2, '0')}`,
        currency: currencies[i % 3]!,
      }),
      priority: i % 5 === 0 ? ('HIGH' as const) : ('NORM' as const),
      executionDate: '2026-11-25',
    }));
    const xml = writePain001(initiationOf(transfers));
    expect(await schemaErrors(xml)).toEqual([]);
    const read = readPain001(xml);
    expect(read.payments).toHaveLength(6);
    expect(read.payments.flatMap((p) => p.transfers)).toHaveLength(1000);
    const sums = elementsOf(xml, 'CtrlSum');
    expect(minorOf(sums[0]!, 2)).toBe(exactSum(transfers.map((t) => t.amount)));
    read.payments.forEach((p, i) =>
      expect(minorOf(sums[i + 1]!, 2)).toBe(exactSum(p.transfers.map((t) => t.amount))),
    );
    expect(elementsOf(xml, 'NbOfTxs')[0]).toBe('1000');
  });

  it('adds amounts exactly at the widest scale', () => {
    expect(decimalSum(['0.1', '0.2'])).toBe('0.3');
    expect(decimalSum(['100', '0.10', '0.005'])).toBe('100.105');
    expect(decimalSum(['99999999999.99', '0.01'])).toBe('100000000000.00');
    expect(decimalSum([])).toBe('0');
  });

  it('refuses ids that do not fit rather than cut them, and a block that mixes currencies', () => {
    const one = (over: Partial<CreditTransfer>) =>
      writePain001({
        ...initiationOf([]),
        payments: [
          {
            priority: 'NORM',
            executionDate: '2026-11-25',
            transfers: [transfer({ endToEndId: 'PO1', ...over })],
          },
        ],
      });
    expect(() => one({ endToEndId: 'P'.repeat(36) })).toThrow(/InstrId|EndToEndId/);
    expect(() =>
      writePain001({ ...initiationOf(mixedTransfers()), messageId: 'M'.repeat(36) }),
    ).toThrow(/MsgId/);
    expect(() =>
      writePain001({ ...initiationOf(mixedTransfers()), messageId: 'M'.repeat(34) }),
    ).toThrow(/PmtInfId/);
    expect(() => one({ amount: '1e3' })).toThrow(Iso20022Error);
    expect(() =>
      writePain001({
        ...initiationOf([]),
        payments: [
          {
            priority: 'NORM',
            executionDate: '2026-11-25',
            transfers: [
              transfer({ endToEndId: 'PO1' }),
              transfer({ endToEndId: 'PO2', currency: 'EUR' }),
            ],
          },
        ],
      }),
    ).toThrow(/mixes currencies/);
  });

  it('refuses a file whose declared count or control sum is not what it carries', () => {
    const xml = writePain001(initiationOf(mixedTransfers().slice(0, 2)));
    expect(
      readPain001(xml.replace('<CtrlSum>1234.57</CtrlSum>', '<CtrlSum>1234.570</CtrlSum>')),
    ).toBeTruthy();
    expect(() =>
      readPain001(xml.replace('<CtrlSum>1234.57</CtrlSum>', '<CtrlSum>1234.56</CtrlSum>')),
    ).toThrow(/control sum/);
    expect(() => readPain001(xml.replace('<NbOfTxs>2</NbOfTxs>', '<NbOfTxs>3</NbOfTxs>'))).toThrow(
      /declares 3 transactions/,
    );
  });

  it('refuses a document type declaration and what is not a pain.001', () => {
    expect(() =>
      readPain001('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Document/>'),
    ).toThrow(Iso20022Error);
    expect(() => readPain001('<Document><Other/></Document>')).toThrow(Iso20022Error);
    expect(() => readPain001('<Document><CstmrCdtTrfInitn>')).toThrow(Iso20022Error);
  });
});

describe('pain.002', () => {
  const report = writePain002(
    {
      messageId: 'SBX1',
      createdAt: new Date('2026-11-25T02:01:00.000Z'),
      originalMessageId: 'TB20261125A',
      group: { status: null, reasonCode: null, reason: null },
      payments: [
        {
          paymentInfoId: 'TB20261125A-1',
          status: null,
          reasonCode: null,
          reason: null,
          transactions: [
            {
              endToEndId: 'PO1',
              instructionId: null,
              status: 'ACSC',
              reasonCode: null,
              reason: null,
            },
            {
              endToEndId: 'PO2',
              instructionId: null,
              status: 'RJCT',
              reasonCode: 'AC04',
              reason: 'Closed account number',
            },
          ],
        },
      ],
    },
    'Tradebridge Sandbox Bank',
  );

  it('is valid against the pain.002.001.03 schema', async (ctx) => {
    needSchemas(ctx);
    expect(await schemaErrors(report)).toEqual([]);
  });

  it('is read by iso20022.js with each transaction’s status and reason', () => {
    const parsed = PaymentStatusReport.fromXML(report);
    expect(parsed.messageId).toBe('SBX1');
    expect(parsed.originalMessageId).toBe('TB20261125A');
    const transactions = parsed.statusInformations.filter((s) => s.type === 'transaction');
    expect(transactions).toMatchObject([
      { originalEndToEndId: 'PO1', status: 'ACSC' },
      { originalEndToEndId: 'PO2', status: 'RJCT', reason: { code: 'AC04' } },
    ]);
  });

  it('reads back what it writes', () => {
    expect(readPain002(report)).toMatchObject({
      messageId: 'SBX1',
      originalMessageId: 'TB20261125A',
      group: { status: null, reasonCode: null },
      payments: [
        {
          paymentInfoId: 'TB20261125A-1',
          status: null,
          transactions: [
            { endToEndId: 'PO1', status: 'ACSC', reasonCode: null },
            {
              endToEndId: 'PO2',
              status: 'RJCT',
              reasonCode: 'AC04',
              reason: 'Closed account number',
            },
          ],
        },
      ],
    });
  });
});
