// What of a payee goes out in a pain.001: the creditor kept with a new order, the one worked out
// for an order placed before the snapshot kept it, and the payees that cannot be paid abroad.
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../../platform/deps.ts';
import type { PayeeRow } from '../payee/index.ts';
import { creditorOf, latinProblemOf, snapshotOfPayee } from './payee-snapshot.ts';
import type { PayeeSnapshot } from './views.ts';

const deps = { secrets: { keyedHash: () => 'abcdef0123456789' } } as unknown as Deps;

const mainland = (details: Record<string, string>, currency = 'USD') =>
  ({
    id: 'p1',
    method: 'bank',
    country: 'CN',
    currency,
    name: details.accountName,
    bankName: 'Bank of China',
    accountTail: '•••• 5566',
    accountKey: 'CN:BKCHCNBJ45A:6222020200115566',
    details: {
      accountName: '深圳市长青国际贸易有限公司',
      accountNumber: '6222020200115566',
      province: '广东省',
      city: '深圳市',
      postalCode: '518000',
      ...details,
    },
  }) as unknown as PayeeRow;

describe('the payee as a pain.001 carries it', () => {
  it('goes abroad by its English name and address, at home as its bank has it', () => {
    const abroad = snapshotOfPayee(
      mainland({
        accountNameEn: 'Shenzhen Evergreen Trading Co Ltd',
        address: '1 Shennan Avenue',
        swift: 'BKCHCNBJ45A',
      }),
      deps,
    );
    expect(abroad.creditor).toMatchObject({
      international: true,
      name: 'Shenzhen Evergreen Trading Co Ltd',
      lines: ['1 Shennan Avenue'],
      town: null,
      subdivision: null,
      bic: 'BKCHCNBJ45A',
      memberId: null,
    });
    const home = snapshotOfPayee(
      mainland({ address: '深圳市福田区深南大道 1 号', cnaps: '102584000002' }, 'CNY'),
      deps,
    );
    expect(home.creditor).toMatchObject({
      international: false,
      name: '深圳市长青国际贸易有限公司',
      town: '深圳市',
      subdivision: '广东省',
      memberId: '102584000002',
      clearingSystem: 'CNAPS',
    });
    expect(creditorOf(home)).toBe(home.creditor);
  });

  it('works out the creditor of an order whose snapshot kept only the old fields', () => {
    const old: PayeeSnapshot = {
      id: 'p2',
      name: 'Evergreen Components Inc',
      method: 'bank',
      country: 'US',
      bankName: 'JPMorgan Chase Bank',
      accountTail: '•••• 6789',
      currency: 'USD',
      details: {
        accountName: 'Evergreen Components Inc',
        routingNumber: '021000021',
        address: '383 Madison Avenue, New York, NY',
        postalCode: '10017',
      },
      creditor: {
        iban: null,
        other: '000123456789',
        bic: null,
        memberId: '021000021',
        postalCode: '10017',
        town: null,
        country: 'US',
      },
    };
    expect(creditorOf(old)).toEqual({
      iban: null,
      other: '000123456789',
      bic: null,
      memberId: '021000021',
      clearingSystem: 'USABA',
      proprietary: false,
      international: false,
      name: 'Evergreen Components Inc',
      lines: ['383 Madison Avenue, New York, NY'],
      postalCode: '10017',
      town: null,
      subdivision: null,
      country: 'US',
    });
  });

  it('refuses abroad a mainland payee without an English name or with a Chinese address', () => {
    expect(latinProblemOf(mainland({ address: '1 Shennan Avenue' }))).toBe('payeeNeedsEnglish');
    expect(
      latinProblemOf(mainland({ accountNameEn: 'Shenzhen Evergreen', address: '深圳市' })),
    ).toBe('payeeNeedsEnglish');
    expect(
      latinProblemOf(
        mainland({ accountNameEn: 'Shenzhen Evergreen', address: '1 Shennan Avenue' }),
      ),
    ).toBeNull();
    expect(latinProblemOf(mainland({ address: '深圳市' }, 'CNY'))).toBeNull();
  });
});
