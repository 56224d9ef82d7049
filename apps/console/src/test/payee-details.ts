// A payee's details as the operator screens get them, shared by the payee and payout tests (a
// payout carries the payee's details as they were sent): a US supplier's bank account, and a
// service provider's Visa card in Hong Kong, its number only as the last four.
import type { OpsPayeeDetail } from '@tradebridge/contracts';

export const supplierDetails = (): OpsPayeeDetail['form'] => ({
  method: 'bank',
  usage: 'transfer',
  type: 'c',
  relationship: 'supplier',
  country: 'US',
  currency: 'USD',
  accountName: 'Evergreen Components Inc',
  accountNameEn: '',
  accountNumber: '000123456789',
  iban: '',
  bankName: 'JPMorgan Chase Bank',
  branchName: '',
  routingNumber: '021000021',
  swift: '',
  postalCode: '10017',
  address: '383 Madison Avenue, New York, NY',
  idType: null,
  idNumber: '',
  licenceNumber: '91-2345678',
  purpose: 'products',
  remarks: 'INVOICE 2026-118',
});

export const cardDetails = (): OpsPayeeDetail['form'] => ({
  method: 'card',
  usage: 'transfer',
  relationship: 'serviceProvider',
  currency: 'HKD',
  lastName: 'Chan',
  firstName: 'Tai Man',
  cardholderName: 'CHAN TAI MAN',
  cardholderCity: 'Hong Kong',
  cardNumber: '•••• 1111',
  bankProvince: 'Hong Kong',
  bankCity: 'Hong Kong',
  bankAddress: '1 Queens Road Central',
  purpose: 'logistics',
  remarks: '',
});
