// Example payee forms, as the add form fills them, for the tests of every tier, the journeys and
// the benchmarks: one set of facts that passes the form's rules (a valid ABA routing number, a
// Visa number in HKD), so that a change of those rules is met in one place. Not part of the API:
// imported from `@tradebridge/contracts/examples` by test code only.

/** A US supplier paid in USD by ABA routing number (a company, paid for products). */
export const US_SUPPLIER_PAYEE = {
  method: 'bank',
  usage: 'transfer',
  type: 'c',
  relationship: 'supplier',
  country: 'US',
  currency: 'USD',
  accountName: 'Evergreen Components Inc',
  accountNumber: '000123456789',
  routingNumber: '021000021',
  bankName: 'JPMorgan Chase Bank',
  postalCode: '10017',
  address: '383 Madison Avenue, New York, NY',
  purpose: 'products',
} as const;

/** A Hong Kong service provider's Visa card, paid in HKD for logistics. */
export const HK_CARD_PAYEE = {
  method: 'card',
  usage: 'transfer',
  relationship: 'serviceProvider',
  currency: 'HKD',
  lastName: 'Chan',
  firstName: 'Tai Man',
  cardholderName: 'CHAN TAI MAN',
  cardholderCity: 'Hong Kong',
  cardNumber: '4111 1111 1111 1111',
  bankProvince: 'Hong Kong',
  bankCity: 'Hong Kong',
  bankAddress: '1 Queens Road Central',
  purpose: 'logistics',
} as const;
