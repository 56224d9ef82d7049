// The sandbox bank's camt.054.001.08 writer: every document it writes is valid against the
// official schema, and the reader reads back exactly what it was given — references, statuses,
// reversals, value dates, batches of transactions with their parties and references.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { needSchemas, schemaErrors } from '../../test/xsd.ts';
import { readCamtEntries } from './camt-reader.ts';
import { writeCamt054, type CamtNotification } from './camt054.ts';
import type { CamtEntry } from './entries.ts';

const text = async (chunks: AsyncIterable<string>) => {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
};
const readAll = async (xml: string) => {
  const out: CamtEntry[] = [];
  for await (const entry of readCamtEntries(Readable.from([Buffer.from(xml)]))) out.push(entry);
  return out;
};
const write = (notifications: CamtNotification[]) =>
  text(writeCamt054({ id: 'MSG-1', createdAt: '2026-11-26T08:00:00Z' }, notifications));

const NO_REFS = { endToEndId: null, txId: null, uetr: null, servicer: null, instruction: null };

describe('camt.054 as the sandbox bank writes it', () => {
  it('writes every shape the reader reads, schema-valid, and reads back to it', async (ctx) => {
    const xml = await write([
      {
        id: 'N-1',
        createdAt: '2026-11-26T08:00:00Z',
        account: { iban: 'DE89 3704 0044 0532 0130 00', currency: 'EUR' },
        entries: [
          {
            references: { entry: 'E-1', servicer: 'S-1' },
            amount: '1023.15',
            currency: 'EUR',
            creditDebit: 'CRDT',
            bookingDate: '2026-11-26',
            valueDate: '2026-11-25',
            batchCount: 2,
            transactions: [
              {
                amount: '1000.00',
                references: {
                  endToEndId: 'E2E-1',
                  txId: 'TX-1',
                  uetr: '5f1e9a3c-8d2b-4c71-9a0e-6b3f2d1c4e5a',
                  servicer: 'S-1-1',
                  instruction: 'I-1',
                },
                counterparty: {
                  name: 'Payer & Sons <Ltd>',
                  address: ['Hauptstraße 1', '10115 Berlin'],
                  country: 'DE',
                  kind: 'organisation',
                  account: 'DE02 1203 0000 0000 2020 51',
                },
                ultimateCounterparty: 'Payer Holding',
                creditorReferences: ['RF18539007547034', '210000000003139471430009017'],
                note: 'Invoice 1',
              },
              {
                amount: '23.15',
                counterparty: { name: 'Zoë Müller', kind: 'individual', account: '4417890012' },
              },
            ],
            additionalInfo: 'Batch of two',
          },
          {
            amount: '111.00',
            currency: 'EUR',
            creditDebit: 'DBIT',
            reversal: true,
            status: 'BOOK',
            transactions: [
              {
                references: { endToEndId: 'E2E-0' },
                counterparty: { name: 'Payer & Sons <Ltd>' },
                returnReason: 'AC04',
              },
            ],
          },
          {
            references: { servicer: 'S-3' },
            amount: '5.00',
            currency: 'EUR',
            creditDebit: 'DBIT',
            status: 'PDNG',
            bankTransactionCode: {
              domain: 'ACMT',
              family: 'MDOP',
              subFamily: 'CHRG',
              proprietary: 'FEE',
            },
          },
        ],
      },
      {
        id: 'N-2',
        createdAt: '2026-11-26T08:00:00Z',
        account: { number: '026009593123', currency: 'USD' },
        entries: [
          {
            amount: '870.40',
            currency: 'USD',
            creditDebit: 'DBIT',
            status: 'INFO',
            transactions: [
              {
                amount: '870.40',
                currency: 'USD',
                counterparty: { name: 'Brightway', address: ['Shenzhen'], country: 'CN' },
                ultimateCounterparty: 'Brightway Group',
                note: 'Payout',
              },
            ],
          },
        ],
      },
    ]);
    needSchemas(ctx);
    expect(await schemaErrors(xml)).toEqual([]);
    const eur = { iban: 'DE89370400440532013000', number: null, currency: 'EUR' };
    const base = {
      version: 'camt.054.001.08',
      reversal: false,
      status: 'BOOK',
      bookingDate: null,
      valueDate: null,
      batchCount: null,
      transactions: [],
      additionalInfo: '',
    };
    const [first, second, third, fourth] = await readAll(xml);
    expect(first).toEqual({
      ...base,
      account: eur,
      index: 0,
      line: 3,
      references: { entry: 'E-1', servicer: 'S-1' },
      amount: '1023.15',
      currency: 'EUR',
      creditDebit: 'CRDT',
      bookingDate: '2026-11-26',
      valueDate: '2026-11-25',
      bankTransactionCode: { domain: 'PMNT', family: 'RCDT', subFamily: 'XBCT', proprietary: null },
      batchCount: 2,
      transactions: [
        {
          amount: '1000.00',
          currency: 'EUR',
          references: {
            endToEndId: 'E2E-1',
            txId: 'TX-1',
            uetr: '5f1e9a3c-8d2b-4c71-9a0e-6b3f2d1c4e5a',
            servicer: 'S-1-1',
            instruction: 'I-1',
          },
          counterparty: {
            name: 'Payer & Sons <Ltd>',
            address: ['Hauptstraße 1', '10115 Berlin'],
            country: 'DE',
            kind: 'organisation',
            account: 'DE02120300000000202051',
          },
          ultimateCounterparty: 'Payer Holding',
          creditorReferences: ['RF18539007547034', '210000000003139471430009017'],
          note: 'Invoice 1',
          returnReason: null,
        },
        {
          amount: '23.15',
          currency: 'EUR',
          references: NO_REFS,
          counterparty: {
            name: 'Zoë Müller',
            address: [],
            country: null,
            kind: 'individual',
            account: '4417890012',
          },
          ultimateCounterparty: null,
          creditorReferences: [],
          note: '',
          returnReason: null,
        },
      ],
      additionalInfo: 'Batch of two',
    });
    expect(second).toEqual({
      ...base,
      account: eur,
      index: 1,
      line: 4,
      references: { entry: null, servicer: null },
      amount: '111.00',
      currency: 'EUR',
      creditDebit: 'DBIT',
      reversal: true,
      bankTransactionCode: { domain: 'PMNT', family: 'ICDT', subFamily: 'XBCT', proprietary: null },
      transactions: [
        {
          amount: null,
          currency: null,
          references: { ...NO_REFS, endToEndId: 'E2E-0' },
          counterparty: {
            name: 'Payer & Sons <Ltd>',
            address: [],
            country: null,
            kind: 'unknown',
            account: null,
          },
          ultimateCounterparty: null,
          creditorReferences: [],
          note: '',
          returnReason: 'AC04',
        },
      ],
    });
    expect(third).toEqual({
      ...base,
      account: eur,
      index: 2,
      line: 5,
      references: { entry: null, servicer: 'S-3' },
      amount: '5.00',
      currency: 'EUR',
      creditDebit: 'DBIT',
      status: 'PDNG',
      bankTransactionCode: {
        domain: 'ACMT',
        family: 'MDOP',
        subFamily: 'CHRG',
        proprietary: 'FEE',
      },
    });
    expect(fourth).toEqual({
      ...base,
      account: { iban: null, number: '026009593123', currency: 'USD' },
      index: 3,
      line: 6,
      references: { entry: null, servicer: null },
      amount: '870.40',
      currency: 'USD',
      creditDebit: 'DBIT',
      status: 'INFO',
      bankTransactionCode: { domain: 'PMNT', family: 'ICDT', subFamily: 'XBCT', proprietary: null },
      transactions: [
        {
          amount: '870.40',
          currency: 'USD',
          references: NO_REFS,
          counterparty: {
            name: 'Brightway',
            address: ['Shenzhen'],
            country: 'CN',
            kind: 'unknown',
            account: null,
          },
          ultimateCounterparty: 'Brightway Group',
          creditorReferences: [],
          note: 'Payout',
          returnReason: null,
        },
      ],
    });
  });

  it('cuts texts to the schema’s lengths as banks do, and refuses an identifier that does not fit', async (ctx) => {
    const note = `${'Rechnung '.repeat(20)}Ende`;
    const xml = await write([
      {
        id: 'N',
        createdAt: '2026-11-26T08:00:00Z',
        account: { number: '1', currency: 'EUR' },
        entries: [
          {
            references: { servicer: 'S' },
            amount: '1.00',
            currency: 'EUR',
            creditDebit: 'CRDT',
            transactions: [
              {
                counterparty: {
                  name: 'N'.repeat(200),
                  address: Array.from({ length: 9 }, (_, i) => `${i} ${'x'.repeat(80)}`),
                },
                note,
              },
            ],
          },
        ],
      },
    ]);
    needSchemas(ctx);
    expect(await schemaErrors(xml)).toEqual([]);
    const [entry] = await readAll(xml);
    const tx = entry!.transactions[0]!;
    expect(tx.counterparty.name).toBe('N'.repeat(140));
    expect(tx.counterparty.address).toHaveLength(7);
    expect(tx.counterparty.address[0]).toBe(`0 ${'x'.repeat(68)}`);
    // A note past 140 characters goes in two Ustrd broken between words, and reads back whole.
    expect(xml.match(/<Ustrd>/g)).toHaveLength(2);
    expect(tx.note).toBe(note);
    await expect(
      write([
        {
          id: 'N',
          createdAt: '2026-11-26T08:00:00Z',
          account: { number: '1', currency: 'EUR' },
          entries: [
            {
              references: { servicer: 'S'.repeat(36) },
              amount: '1.00',
              currency: 'EUR',
              creditDebit: 'CRDT',
            },
          ],
        },
      ]),
    ).rejects.toThrow(RangeError);
  });
});
