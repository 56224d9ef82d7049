import { ZBatchFileChoice, ZBatchRowInput } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { fileChoiceOf, rowInputOf } from './batch-request.ts';

describe('a row of the batch form', () => {
  it('names an approved payee by its id', () => {
    expect(
      rowInputOf(
        {
          kind: 'existing',
          payeeId: '5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d0011',
          payee: { accountName: 'left over' },
          amount: ' 1000 ',
          purpose: 'products',
        },
        'USD',
      ),
    ).toEqual({
      payeeId: '5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d0011',
      payee: null,
      amount: '1000',
      purpose: 'products',
      note: '',
    });
  });

  it('describes a new bank payee with its country’s fields only, in the batch’s currency', () => {
    const row = rowInputOf(
      {
        kind: 'new',
        payeeId: '5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d0011',
        payee: {
          type: 'c',
          relationship: 'supplier',
          country: 'US',
          accountName: 'Harbor Freight LLC',
          bankName: 'Bank of America',
          accountNumber: '000123456789',
          routingNumber: '026009593',
          // Typed for another country before the country changed: not sent.
          iban: 'DE89370400440532013000',
          address: '1 Harbor Way, Long Beach CA',
          postalCode: '90802',
          idNumber: 'not a person',
        },
        amount: '200',
        purpose: 'logistics',
        note: 'Freight October',
      },
      'USD',
    );
    expect(row.payeeId).toBeNull();
    expect(row.payee).toMatchObject({
      method: 'bank',
      usage: 'transfer',
      type: 'c',
      country: 'US',
      currency: 'USD',
      accountNumber: '000123456789',
      routingNumber: '026009593',
      iban: '',
      swift: '',
      idType: null,
      idNumber: '',
      purpose: 'logistics',
    });
    expect(ZBatchRowInput.safeParse(row).success).toBe(true);
  });

  it('sends a mainland payee paid in dollars with its English name, which the contract requires', () => {
    const payee = {
      type: 'c' as const,
      relationship: 'supplier' as const,
      country: 'CN',
      accountName: '深圳市长青国际贸易有限公司',
      accountNameEn: 'Shenzhen Evergreen International Trading Co Ltd',
      bankName: 'Bank of China Shenzhen Branch',
      branchName: '福田支行',
      accountNumber: '6222020200115566',
      swift: 'BKCHCNBJ45A',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      address: '1 Shennan Avenue, Futian District',
      postalCode: '518000',
    };
    const row = (values: object, currency: 'USD' | 'CNY' = 'USD') =>
      rowInputOf({ kind: 'new', payee: values, amount: '200', purpose: 'products' }, currency);
    expect(row(payee).payee).toMatchObject({
      accountNameEn: 'Shenzhen Evergreen International Trading Co Ltd',
    });
    expect(ZBatchRowInput.safeParse(row(payee)).success).toBe(true);
    const unnamed = ZBatchRowInput.safeParse(row({ ...payee, accountNameEn: '' }));
    expect(unnamed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'payee.accountNameEn: englishNameInternational',
    ]);
    // Paid in yuan (a local payment) the English name is not asked for, nor sent.
    expect(row(payee, 'CNY').payee).toMatchObject({ accountNameEn: '' });
  });

  it('is refused by the contract without its payee', () => {
    const parsed = ZBatchRowInput.safeParse(
      rowInputOf({ kind: 'existing', amount: '10', purpose: 'products' }, 'USD'),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['payeeId']]);
  });
});

describe('the spreadsheet’s choice', () => {
  it('leaves the country out for a card', () => {
    expect(fileChoiceOf({ method: 'card', country: 'US', currency: 'HKD' })).toEqual({
      method: 'card',
      country: null,
      currency: 'HKD',
    });
    expect(
      ZBatchFileChoice.safeParse(fileChoiceOf({ method: 'card', currency: 'USD' })).error?.issues[0]
        ?.message,
    ).toBe('cardHkdOnly');
  });
});
