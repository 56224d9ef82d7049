import { CapitalAccountType, PlatformAccount } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { normaliseEntry, type EntryInput } from './entry.ts';

const M = '00000000-0000-4000-8000-000000000001';
const avail = { merchantId: M, currency: 'USD' as const, type: CapitalAccountType.Available };
const frozen = { merchantId: M, currency: 'USD' as const, type: CapitalAccountType.Frozen };
const bank = { platform: PlatformAccount.BankClearing, currency: 'USD' as const };
const entry = (postings: EntryInput['postings']): EntryInput => ({
  reference: 'r',
  causedBy: 'test',
  postings,
});

describe('normaliseEntry', () => {
  it('accepts balanced postings and sorts them by account', () => {
    const postings = normaliseEntry(
      entry([
        { account: avail, amount: 100n },
        { account: bank, amount: -100n },
      ]),
    );
    expect(postings).toHaveLength(2);
    expect(postings.map((p) => p.amount).reduce((a, b) => a + b)).toBe(0n);
  });

  it('refuses an entry that does not sum to zero per currency', () => {
    expect(() =>
      normaliseEntry(
        entry([
          { account: avail, amount: 100n },
          { account: bank, amount: -99n },
        ]),
      ),
    ).toThrow('sum to 1');
    const eur = { platform: PlatformAccount.BankClearing, currency: 'EUR' as const };
    expect(() =>
      normaliseEntry(
        entry([
          { account: avail, amount: 100n },
          { account: eur, amount: -100n },
        ]),
      ),
    ).toThrow('not zero');
  });

  it('refuses source = destination before anything is written', () => {
    expect(() =>
      normaliseEntry(
        entry([
          { account: avail, amount: 5n },
          { account: avail, amount: -5n },
        ]),
      ),
    ).toThrow('SAME_ACCOUNT');
  });

  it('merges postings to one account in the same direction', () => {
    const postings = normaliseEntry(
      entry([
        { account: avail, amount: 3n },
        { account: avail, amount: 4n },
        { account: frozen, amount: -7n },
      ]),
    );
    expect(
      postings.find((p) => 'type' in p.account && p.account.type === CapitalAccountType.Available)
        ?.amount,
    ).toBe(7n);
  });

  it('refuses zero amounts, numbers instead of bigint and unknown kinds', () => {
    expect(() =>
      normaliseEntry(
        entry([
          { account: avail, amount: 0n },
          { account: bank, amount: 0n },
        ]),
      ),
    ).toThrow('zero');
    expect(() =>
      normaliseEntry(
        entry([
          { account: avail, amount: 1 as unknown as bigint },
          { account: bank, amount: -1n },
        ]),
      ),
    ).toThrow('bigint');
    expect(() =>
      normaliseEntry(
        entry([
          { account: { ...avail, type: 9 as never }, amount: 1n },
          { account: bank, amount: -1n },
        ]),
      ),
    ).toThrow('kind');
  });
});
