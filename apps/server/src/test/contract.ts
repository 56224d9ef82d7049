// A framework trade contract as a merchant adds it (contract/add.json), for tests and benchmarks
// that need a contract taking orders: valid from 30 days ago for 365 days, in USD.
export const frameworkContract = (
  contractFileId: string,
  { contractNo = 'FRAMEWORK-2026-01', amount = '50000.00' } = {},
) => {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    contractNo,
    buyerName: 'Bench Buyer GmbH',
    buyerCountry: 'DE',
    tradeType: 0,
    contractType: 'framework',
    tradingCountries: ['CN', 'DE'],
    tradingParty: 'Shenzhen Pengda Lighting Co., Ltd.',
    currency: 'USD',
    amount,
    validFrom: day(-30),
    validTo: day(335),
    contractFileId,
  };
};
