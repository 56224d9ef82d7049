// Payees as the add form describes them, for the suites that need one.

/** A Hong Kong service provider's card (HKD). */
export const hkCard = (extra: object = {}) => ({
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
  ...extra,
});

/** A US supplier's bank account (USD); `extra` adds fields or replaces these. */
export const usSupplier = (extra: object = {}) => ({
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
  ...extra,
});
