// Our ISO 20022 payment messages against an independent implementation (iso20022.js): the sandbox
// bank reads a pain.001 that iso20022.js writes, iso20022.js reads the pain.002 the bank writes,
// and our own files read back as they were written.
import { ISO20022, PaymentStatusReport } from 'iso20022.js';
import { describe, expect, it } from 'vitest';
import { readPain001, writePain001 } from './pain001.ts';
import { readPain002, writePain002 } from './pain002.ts';
import { Iso20022Error } from './xml.ts';
import { needSchemas, schemaErrors } from '../../test/xsd.ts';

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

describe('pain.001', () => {
  it('reads a pain.001 written by iso20022.js: order number, exact amount, IBAN, BIC', () => {
    const written = initiation();
    const message = readPain001(written.serialize());
    const transfer = message.payments[0]!.transfers[0]!;
    expect(transfer).toMatchObject({
      endToEndId: 'PO2026112500000001',
      amount: '1234.56',
      currency: 'EUR',
      account: { iban: 'DE89370400440532013000', other: null },
      agent: { bic: 'DEUTDEFF' },
      creditor: { name: 'Hans Müller & Söhne', country: 'DE', postalCode: '10115', town: 'Berlin' },
      remittance: 'Invoice 42',
    });
  });

  it('reads back what it writes, escaping what XML must not hold', () => {
    const xml = writePain001({
      messageId: 'TB20261125A',
      debtorName: 'Tradebridge & Co',
      createdAt: new Date('2026-11-25T02:00:00.000Z'),
      payments: [
        {
          priority: 'HIGH',
          executionDate: '2026-11-25',
          transfers: [
            {
              endToEndId: 'PO1',
              amount: '0.10',
              currency: 'USD',
              creditor: { name: 'A <&> "B"', country: 'US', postalCode: '10017', town: null },
              account: { iban: null, other: '000123456789' },
              agent: { bic: null, memberId: '021000021' },
              remittance: '',
            },
          ],
        },
      ],
    });
    const read = readPain001(xml);
    expect(read).toMatchObject({ messageId: 'TB20261125A', debtorName: 'Tradebridge & Co' });
    expect(read.payments[0]).toMatchObject({ priority: 'HIGH', executionDate: '2026-11-25' });
    expect(read.payments[0]!.transfers[0]).toMatchObject({
      creditor: { name: 'A <&> "B"' },
      account: { other: '000123456789' },
      agent: { memberId: '021000021', bic: null },
    });
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
