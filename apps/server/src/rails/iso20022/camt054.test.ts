import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CamtError, readCamt054, writeCamt054, type CamtEntry } from './camt054.ts';

const entry = (n: number, overrides: Partial<Omit<CamtEntry, 'account'>> = {}) => ({
  reference: `TBSB-${n}`,
  amount: `${n}00.25`,
  currency: 'USD',
  creditDebit: 'CRDT' as const,
  status: 'BOOK',
  bookingDate: '2026-11-26',
  payer: { name: `Payer ${n} & Sons <Ltd>`, country: 'US', kind: 'organisation' as const },
  endToEndId: `E2E-${n}`,
  note: `Invoice ${n}`,
  ...overrides,
});

const text = async (chunks: AsyncIterable<string>) => {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
};

/** The document cut into pieces of `size` characters, as a slow stream would hand it over. */
const inPieces = (xml: string, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(xml.length / size) }, (_, i) =>
      xml.slice(i * size, (i + 1) * size),
    ),
  );

const readAll = async (source: Readable) => {
  const out: CamtEntry[] = [];
  for await (const e of readCamt054(source)) out.push(e);
  return out;
};

const document = () =>
  text(
    writeCamt054({ id: 'MSG-1', createdAt: '2026-11-26T08:00:00Z' }, [
      {
        id: 'N-1',
        createdAt: '2026-11-26T08:00:00Z',
        account: { iban: 'DE89 3704 0044 0532 0130 00', currency: 'EUR' },
        entries: [
          entry(1, { currency: 'EUR' }),
          entry(2, {
            currency: 'EUR',
            payer: { name: 'Ivan Petrov', country: 'RU', kind: 'individual' },
          }),
        ],
      },
      {
        id: 'N-2',
        createdAt: '2026-11-26T08:00:00Z',
        account: { number: '026009593123', currency: 'USD' },
        entries: [
          entry(3, {
            note: '',
            endToEndId: null,
            payer: { name: 'Someone', country: null, kind: 'unknown' },
          }),
        ],
      },
    ]),
  );

describe('camt.054', () => {
  it('reads back what it writes, entry by entry, whatever the stream’s pieces', async () => {
    const xml = await document();
    for (const size of [7, 64, xml.length]) {
      const entries = await readAll(inPieces(xml, size));
      expect(entries).toHaveLength(3);
      expect(entries[0]).toEqual({
        account: { iban: 'DE89370400440532013000', number: null, currency: 'EUR' },
        ...entry(1, { currency: 'EUR' }),
      });
      expect(entries[1]!.payer).toEqual({ name: 'Ivan Petrov', country: 'RU', kind: 'individual' });
      expect(entries[2]).toMatchObject({
        account: { iban: null, number: '026009593123', currency: 'USD' },
        payer: { name: 'Someone', country: null, kind: 'unknown' },
        note: '',
        endToEndId: null,
      });
    }
  });

  it('keeps amounts as the decimal strings written, and refuses one that is not', async () => {
    const xml = (await document()).replace(
      '<Amt Ccy="USD">300.25</Amt>',
      '<Amt Ccy="USD">3e2</Amt>',
    );
    const seen: string[] = [];
    await expect(async () => {
      for await (const e of readCamt054(inPieces(xml, 100))) seen.push(e.amount);
    }).rejects.toMatchObject({ name: 'CamtError', entryIndex: 2 });
    expect(seen).toEqual(['100.25', '200.25']);
  });

  it('refuses what is not a camt.054 and what is not well-formed', async () => {
    await expect(
      readAll(
        Readable.from(['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"/>']),
      ),
    ).rejects.toBeInstanceOf(CamtError);
    await expect(readAll(Readable.from(['<html><body>hi</body></html>']))).rejects.toBeInstanceOf(
      CamtError,
    );
    const cut = (await document()).slice(0, 900);
    await expect(readAll(Readable.from([cut]))).rejects.toBeInstanceOf(CamtError);
  });

  it('fetches no external entity (an XXE attempt is a malformed file)', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn><Ntfctn><Acct><Id><Othr><Id>1</Id></Othr></Id></Acct><Ntry><NtryRef>R</NtryRef><Amt Ccy="USD">1</Amt><CdtDbtInd>CRDT</CdtDbtInd><NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>&x;</Nm></Pty></Dbtr></RltdPties></TxDtls></NtryDtls></Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
    await expect(readAll(Readable.from([xxe]))).rejects.toBeInstanceOf(CamtError);
  });
});
