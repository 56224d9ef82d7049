// The camt.053 writer alone: schema-valid at the schema's edges (a 34-character IBAN, an account
// without one, names and notes past their lengths, control characters, a debit balance), ids
// within 35 characters, and a stream that fails rather than close a statement whose entries
// disagree with its totals.
import { describe, expect, it } from 'vitest';
import { needSchemas, schemaErrors } from '../../test/xsd.ts';
import {
  statementIds,
  StatementMismatchError,
  writeCamt053,
  within35,
  type StatementDay,
  type StatementEntry,
} from './camt053.ts';

const entry = (overrides: Partial<StatementEntry> = {}): StatementEntry => ({
  reference: 'REF-1',
  amountMinor: 12_345n,
  credit: true,
  bookingDate: '2026-12-03',
  counterparty: 'Acme GmbH',
  note: 'INV-1',
  ...overrides,
});

const dayOf = (entries: StatementEntry[], overrides: Partial<StatementDay> = {}): StatementDay => {
  const side = (credit: boolean) => {
    const own = entries.filter((e) => e.credit === credit);
    return { count: own.length, sumMinor: own.reduce((s, e) => s + e.amountMinor, 0n) };
  };
  return {
    date: '2026-12-03',
    start: new Date('2026-12-03T00:00:00Z'),
    end: new Date('2026-12-04T00:00:00Z'),
    createdAt: new Date('2026-12-04T08:15:30Z'),
    account: {
      iban: 'LC14BOSL123456789012345678901234AB',
      number: 'LC14BOSL123456789012345678901234AB',
      name: 'Pengda Lighting Co., Ltd.',
      currency: 'EUR',
    },
    servicer: { bic: 'TBSBDEFFXXX', name: 'Tradebridge Sandbox Bank' },
    openingMinor: 0n,
    credits: side(true),
    debits: side(false),
    ...overrides,
  };
};

const written = async (day: StatementDay, entries: StatementEntry[]) => {
  let xml = '';
  for await (const chunk of writeCamt053(day, [entries])) xml += chunk;
  return xml;
};

describe('writeCamt053', () => {
  it('keeps ids within 35 characters for the longest account numbers, the same statement id all day', () => {
    const long = statementIds('X'.repeat(34), '2026-12-03', new Date('2026-12-04T23:59:59Z'));
    expect(long.statement).toMatch(/^STMT20261203[0-9A-F]{16}$/);
    expect(long.message).toBe(`${long.statement}T235959`);
    expect(long.message).toHaveLength(35);
    const later = statementIds('X'.repeat(34), '2026-12-03', new Date('2026-12-05T01:00:00Z'));
    expect(later.statement).toBe(long.statement);
    expect(statementIds('Y'.repeat(34), '2026-12-03', new Date()).statement).not.toBe(
      long.statement,
    );
    expect(within35('R'.repeat(35))).toBe('R'.repeat(35));
    expect(within35(`${'R'.repeat(35)}-R`)).toHaveLength(35);
    expect(within35(`${'R'.repeat(35)}-R`)).not.toBe(within35(`${'R'.repeat(35)}-S`));
  });

  it('writes a schema-valid statement at the schema’s edges', async (ctx) => {
    needSchemas(ctx);
    const entries = [
      entry({ reference: 'R'.repeat(35), counterparty: `Acme ${'Trading '.repeat(30)}` }),
      entry({ reference: `${'R'.repeat(35)}-R`, credit: false, amountMinor: 50_000n }),
      entry({ reference: 'REF-3', counterparty: '', note: `Zoë\u0007 & <Co> ${'x'.repeat(300)}` }),
    ];
    // More went out than came in: a debit net and, from a zero opening, a debit closing balance.
    const xml = await written(
      dayOf(entries, { account: { ...dayOf([]).account, name: 'N'.repeat(90) } }),
      entries,
    );
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<CreDtTm>2026-12-04T08:15:30.000Z</CreDtTm>');
    expect(xml).toContain('<ToDtTm>2026-12-03T23:59:59.999Z</ToDtTm>');
    expect(xml).toContain(
      '<Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">253.10</Amt><CdtDbtInd>DBIT',
    );
    expect(xml).toContain('Zoë  &amp; &lt;Co&gt;');

    // Without an IBAN (or with one the pattern refuses) the account goes by its other id.
    const other = await written(
      dayOf([entry()], { account: { ...dayOf([]).account, iban: null, number: '026012881234' } }),
      [entry()],
    );
    expect(await schemaErrors(other)).toEqual([]);
    expect(other).toContain('<Othr><Id>026012881234</Id></Othr>');
  });

  it('fails the stream rather than close a statement whose entries disagree with its totals', async () => {
    const day = dayOf([entry(), entry({ reference: 'REF-2' })]);
    const chunks: string[] = [];
    await expect(async () => {
      for await (const chunk of writeCamt053(day, [[entry()]])) chunks.push(chunk);
    }).rejects.toThrow(StatementMismatchError);
    expect(chunks.join('')).not.toContain('</Document>');
  });
});
