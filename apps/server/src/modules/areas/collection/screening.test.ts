// Where an imported entry starts: the checks in their order, and the thresholds compared exactly
// at each currency's scale (the boundary itself reaches a threshold; a minor unit less does not).
import {
  CollectionState,
  PayerKind,
  ShopState,
  toMinor,
  type Currency,
} from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCREENING, startOf, type Screen } from './screening.ts';

const screen: Screen = {
  settings: DEFAULT_SCREENING,
  sanctioned: new Set(DEFAULT_SCREENING.sanctionedCountries),
  materialsFrom: 50_000_00n,
  reviewFrom: 10_000_00n,
  secondReviewFrom: 30_000_00n,
  perUsd: { USD: '1', EUR: '0.865', JPY: '154.5' },
};

const arrival = (amount: string, currency: Currency = 'USD', more: object = {}) => ({
  accountState: ShopState.Effective,
  accountCurrency: currency,
  currency,
  minor: toMinor(amount, currency),
  payerKind: PayerKind.Company,
  payerCountry: 'DE',
  knownPayer: false,
  ...more,
});

describe('startOf', () => {
  it('checks in order: account, currency, individual, sanctions, materials, first payment', () => {
    expect(startOf(screen, arrival('1', 'USD', { accountState: ShopState.Cancelled })).state).toBe(
      CollectionState.PrecheckFailed,
    );
    expect(startOf(screen, arrival('1', 'USD', { accountCurrency: 'EUR' }))).toMatchObject({
      state: CollectionState.PrecheckFailed,
      reason: 'currencyMismatch',
    });
    expect(
      startOf(screen, arrival('60000', 'USD', { payerKind: PayerKind.Individual })),
    ).toMatchObject({ state: CollectionState.PendingComplianceReview, reason: 'individualPayer' });
    expect(startOf(screen, arrival('1', 'USD', { payerCountry: 'KP' }))).toMatchObject({
      state: CollectionState.PendingComplianceReview,
      reason: 'sanctionedCountry',
    });
    expect(startOf(screen, arrival('12000', 'USD', { knownPayer: true })).state).toBe(
      CollectionState.BeingCredited,
    );
  });

  it('compares the thresholds exactly at every scale', () => {
    const stateOf = (amount: string, currency: Currency) =>
      startOf(screen, arrival(amount, currency)).state;
    expect(stateOf('50000.00', 'USD')).toBe(CollectionState.AwaitingMaterials);
    expect(stateOf('49999.99', 'USD')).toBe(CollectionState.PendingReview);
    // 50,000 USD at 0.865 EUR per USD is 43,250.00 EUR.
    expect(stateOf('43250.00', 'EUR')).toBe(CollectionState.AwaitingMaterials);
    expect(stateOf('43249.99', 'EUR')).toBe(CollectionState.PendingReview);
    // 10,000 USD at 154.5 JPY per USD is 1,545,000 JPY (no decimals).
    expect(stateOf('1545000', 'JPY')).toBe(CollectionState.PendingReview);
    expect(stateOf('1544999', 'JPY')).toBe(CollectionState.BeingCredited);
  });

  it('asks a second reviewer from the second threshold, and looks at a currency without a rate', () => {
    expect(startOf(screen, arrival('30000.00')).secondReview).toBe(true);
    expect(startOf(screen, arrival('29999.99')).secondReview).toBe(false);
    expect(startOf(screen, arrival('1.00', 'GBP')).state).toBe(CollectionState.AwaitingMaterials);
  });
});
