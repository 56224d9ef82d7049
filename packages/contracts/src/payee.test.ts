import { describe, expect, it } from 'vitest';
import { HK_CARD_PAYEE } from './examples.ts';
import {
  bankFieldsOf,
  isAbaRouting,
  isIbanChecked,
  isLuhn,
  isVisa,
  isInternational,
  needsEnglishName,
  needsSwift,
  ZPayeeForm,
  type PayeeForm,
} from './payee.ts';

const base = {
  method: 'bank',
  usage: 'transfer',
  type: 'c',
  relationship: 'supplier',
  accountName: 'Acme Trading Ltd',
  bankName: 'Some Bank',
  postalCode: '10001',
  address: '1 Main Street',
  purpose: 'products',
} as const;

const issues = (form: Record<string, unknown>) => {
  const parsed = ZPayeeForm.safeParse(form as PayeeForm);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('international payments', () => {
  const mainland = {
    ...base,
    country: 'CN',
    accountName: '深圳市长青国际贸易有限公司',
    accountNumber: '6222020200115566',
    branchName: '福田支行',
    province: '广东省',
    city: '深圳市',
    district: '福田区',
  };
  it('are those over SWIFT: another currency than the country’s own', () => {
    expect(isInternational('CN', 'USD')).toBe(true);
    expect(isInternational('CN', 'CNY')).toBe(false);
    expect(isInternational('DE', 'EUR')).toBe(false);
    expect(isInternational('DE', 'USD')).toBe(true);
    expect(needsEnglishName('CN', 'USD')).toBe(true);
    expect(needsEnglishName('CN', 'CNY')).toBe(false);
    // Outside mainland China the account name is in Latin script already.
    expect(needsEnglishName('HK', 'USD')).toBe(false);
  });
  it('need a mainland account’s English name and an address in Latin script', () => {
    const abroad = { ...mainland, currency: 'USD', swift: 'BKCHCNBJ45A' };
    expect(issues({ ...abroad, address: '深圳市福田区深南大道 1 号' })).toEqual([
      'accountNameEn:englishNameInternational',
      'address:chineseNotAllowed',
    ]);
    expect(
      issues({
        ...abroad,
        accountNameEn: 'Shenzhen Evergreen Trading Co Ltd',
        address: '1 Shennan Avenue',
      }),
    ).toEqual([]);
    expect(
      issues({ ...mainland, currency: 'CNY', cnaps: '102584000002', address: '深圳市福田区' }),
    ).toEqual([]);
  });
  it('keep the address within two pain.001 lines', () => {
    const us = { ...base, country: 'US', currency: 'USD', accountNumber: '12345' };
    const withAddress = (address: string) => ({ ...us, routingNumber: '021000021', address });
    expect(issues(withAddress('a'.repeat(140)))).toEqual([]);
    expect(issues(withAddress('a'.repeat(141)))).toEqual([expect.stringMatching(/^address:.*140/)]);
  });
});

describe('bank identifiers', () => {
  it('checks ABA routing numbers by their check digit', () => {
    expect(isAbaRouting('021000021')).toBe(true);
    expect(isAbaRouting('011000015')).toBe(true);
    expect(isAbaRouting('021000022')).toBe(false);
    expect(isAbaRouting('02100002')).toBe(false);
  });
  it('checks IBANs by mod 97 and their country length', () => {
    expect(isIbanChecked('DE89370400440532013000')).toBe(true);
    expect(isIbanChecked('GB29NWBK60161331926819')).toBe(true);
    expect(isIbanChecked('DE89370400440532013001')).toBe(false);
    expect(isIbanChecked('DE8937040044053201300')).toBe(false);
  });
  it('checks card numbers by Luhn and Visa by prefix and length', () => {
    expect(isLuhn('4111111111111111')).toBe(true);
    expect(isLuhn('4111111111111112')).toBe(false);
    expect(isVisa('4111111111111111')).toBe(true);
    expect(isVisa('5555555555554444')).toBe(false);
  });
  it('asks SWIFT for international payments and non-euro payments to IBAN countries', () => {
    expect(needsSwift('US', 'USD')).toBe(false);
    expect(needsSwift('US', 'EUR')).toBe(true);
    expect(needsSwift('DE', 'EUR')).toBe(false);
    expect(needsSwift('GB', 'GBP')).toBe(true);
    expect(needsSwift('JP', 'JPY')).toBe(true);
    expect(bankFieldsOf('CN', 'CNY')).toEqual([
      'branchName',
      'province',
      'city',
      'district',
      'accountNumber',
      'cnaps',
    ]);
    expect(bankFieldsOf('HK', 'USD')).toEqual(['accountNumber', 'hkBankCode', 'swift']);
  });
});

describe('the payee form', () => {
  it('takes each country’s account, normalising spaces and hyphens', () => {
    expect(
      issues({
        ...base,
        country: 'US',
        currency: 'USD',
        accountNumber: '1234 5678',
        routingNumber: '021000021',
      }),
    ).toEqual([]);
    expect(
      issues({ ...base, country: 'DE', currency: 'EUR', iban: 'de89 3704 0044 0532 0130 00' }),
    ).toEqual([]);
    expect(
      issues({
        ...base,
        country: 'AU',
        currency: 'AUD',
        accountNumber: '123456',
        bsb: '062-000',
      }),
    ).toEqual([]);
    expect(
      issues({
        ...base,
        country: 'HK',
        currency: 'HKD',
        accountNumber: '123456789',
        hkBankCode: '004',
      }),
    ).toEqual([]);
    expect(
      issues({
        ...base,
        country: 'CN',
        currency: 'CNY',
        accountName: '深圳市某某贸易有限公司',
        bankName: '中国工商银行',
        branchName: '深圳分行',
        cnaps: '102584000002',
        accountNumber: '6222021234567890123',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        address: '深圳市南山区科技园',
      }),
    ).toEqual([]);
    expect(
      issues({
        ...base,
        country: 'JP',
        currency: 'JPY',
        accountNumber: '1234567',
        swift: 'BOTKJPJT',
      }),
    ).toEqual([]);
  });

  it('names each field that breaks its country’s rule', () => {
    expect(
      issues({
        ...base,
        country: 'US',
        currency: 'USD',
        accountNumber: '12',
        routingNumber: '021000022',
      }),
    ).toEqual(['accountNumber:accountDigits:4–17', 'routingNumber:routingInvalid']);
    expect(
      issues({
        ...base,
        country: 'GB',
        currency: 'GBP',
        iban: 'DE89370400440532013000',
        swift: 'DEUTDEFF',
      }),
    ).toEqual(['iban:ibanCountry', 'swift:bicCountry']);
    expect(
      issues({
        ...base,
        country: 'HK',
        currency: 'HKD',
        accountNumber: '123456',
        hkBankCode: '04',
      }),
    ).toEqual(['hkBankCode:hkBankCodeInvalid']);
    expect(issues({ ...base, country: 'JP', currency: 'JPY', accountNumber: '1234567' })).toEqual([
      'swift:required',
    ]);
    expect(
      issues({
        ...base,
        country: 'US',
        currency: 'USD',
        accountNumber: '12345',
        routingNumber: '021000021',
        address: '纽约第五大道',
      }),
    ).toEqual(['address:chineseNotAllowed']);
    expect(
      issues({
        ...base,
        country: 'US',
        currency: 'USD',
        accountNumber: '12345',
        routingNumber: '021000021',
        postalCode: '',
      }),
    ).toContain('postalCode:required');
  });

  it('asks a personal payee’s identity and keeps withdrawals to the merchant’s own accounts', () => {
    const us = {
      ...base,
      country: 'US',
      currency: 'USD',
      accountNumber: '12345',
      routingNumber: '021000021',
    };
    expect(issues({ ...us, type: 'p' })).toEqual(['idType:required', 'idNumber:required']);
    expect(issues({ ...us, type: 'p', idType: 2, idNumber: 'E1234567' })).toEqual([]);
    expect(issues({ ...us, usage: 'withdraw' })).toEqual(['relationship:withdrawSelfOnly']);
    expect(issues({ ...us, usage: 'withdraw', relationship: 'self' })).toEqual([]);
  });

  it('takes Visa cards in HKD only', () => {
    const card = HK_CARD_PAYEE;
    expect(issues(card)).toEqual([]);
    expect(issues({ ...card, currency: 'USD' })).toEqual(['currency:cardHkdOnly']);
    expect(issues({ ...card, cardNumber: '5555555555554444' })).toEqual(['cardNumber:visaOnly']);
    expect(issues({ ...card, cardNumber: '4111111111111112' })).toEqual([
      'cardNumber:cardNumberInvalid',
    ]);
    expect(issues({ ...card, usage: 'withdraw' })).toEqual(['usage:cardTransferOnly']);
  });
});
