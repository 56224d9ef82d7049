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
