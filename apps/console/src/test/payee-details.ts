// A payee's details as the operator screens get them, shared by the payee and payout tests (a
// payout carries the payee's details as they were sent): a service provider's Visa card in Hong
// Kong, its number only as the last four.
import type { OpsPayeeDetail } from '@tradebridge/contracts';

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
