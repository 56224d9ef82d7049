// Where an imported entry starts (ADR 0019's table, in its order): returned by the bank when the
// account cannot take it (pre-check failed), held for compliance when an individual pays or the
// payer's country is on the sanctioned list, waiting for materials at or above the materials
// threshold, waiting for review on a first payment from a payer at or above the review threshold
// (two reviewers from the second threshold), credited at once otherwise. The thresholds are in US
// dollars and compared at the reference rates, exactly (in integers, no rounding). The settings are the platform's,
// edited in the console (audited).
import {
  CollectionState,
  PayerKind,
  ShopState,
  ZScreeningSettings,
  CURRENCIES,
  toMinor,
  type Currency,
  type ScreeningSettings,
} from '@tradebridge/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { getReferenceRates } from '../../core/rates/index.ts';
import { operatorSetting, parsedOr } from '../../core/settings/index.ts';

/** Until an operator sets them: the comprehensively sanctioned jurisdictions, and round figures. */
export const DEFAULT_SCREENING: ScreeningSettings = {
  sanctionedCountries: ['CU', 'IR', 'KP', 'SY'],
  holdIndividualPayers: true,
  materialsFrom: '50000.00',
  reviewFrom: '10000.00',
  secondReviewFrom: '30000.00',
};

const screening = operatorSetting({
  key: 'collection.screening',
  read: parsedOr(ZScreeningSettings, DEFAULT_SCREENING),
  next: (input: ScreeningSettings) => ({
    ...input,
    sanctionedCountries: [...new Set(input.sanctionedCountries)].sort(),
  }),
  audit: { action: 'collection.screeningUpdate', target: 'collectionScreening' },
});

export const getScreening = screening.get;

export const updateScreening = screening.update;

/**
 * The thresholds and rates, read once per import batch. An amount of `minor` units of a currency
 * with `scale` decimals is worth minor / 10^scale / rate US dollars (rate = units per dollar, the
 * reference rates' R / 10^k); it reaches a threshold of T cents when
 * minor × 100 × 10^k ≥ T × R × 10^scale — compared exactly in integers, with no rounding.
 */
export type Screen = {
  settings: ScreeningSettings;
  sanctioned: Set<string>;
  materialsFrom: bigint;
  reviewFrom: bigint;
  secondReviewFrom: bigint;
  perUsd: Partial<Record<Currency, string>>;
};

export const loadScreen = async (db: DbOrTx): Promise<Screen> => {
  // One after the other: the import reads these inside its batch's transaction.
  const settings = await getScreening(db);
  const rates = await getReferenceRates(db);
  return {
    settings,
    sanctioned: new Set(settings.sanctionedCountries),
    materialsFrom: toMinor(settings.materialsFrom, 'USD'),
    reviewFrom: toMinor(settings.reviewFrom, 'USD'),
    secondReviewFrom: toMinor(settings.secondReviewFrom, 'USD'),
    perUsd: rates.perUsd,
  };
};

/** A rate "7.12" as 712 and 2 decimals. */
const rateParts = (rate: string) => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return { units: BigInt(`${whole}${fraction}`), decimals: BigInt(fraction.length) };
};

/** Whether minor units of a currency reach `cents` US cents at the reference rate. */
const reaches = (screen: Screen, minor: bigint, currency: Currency, cents: bigint) => {
  const rate = screen.perUsd[currency];
  // A currency without a reference rate is treated as large: it is looked at, not waved through.
  if (!rate) return true;
  const { units, decimals } = rateParts(rate);
  return minor * 100n * 10n ** decimals >= cents * units * 10n ** BigInt(CURRENCIES[currency]);
};

export type Start = { state: CollectionState; reason: string | null; secondReview: boolean };

export type Arrival = {
  accountState: number;
  /** The account's currency for the matched number or IBAN. */
  accountCurrency: string;
  currency: Currency;
  minor: bigint;
  payerKind: PayerKind;
  payerCountry: string;
  /** The payer has paid this merchant before (a credited collection). */
  knownPayer: boolean;
};

/** Where an entry starts, and why (the reason is a key the screens translate). */
export const startOf = (screen: Screen, arrival: Arrival): Start => {
  const start = (state: CollectionState, reason: string | null = null, secondReview = false) => ({
    state,
    reason,
    secondReview,
  });
  if (arrival.accountState !== ShopState.Effective)
    return start(CollectionState.PrecheckFailed, 'accountNotInUse');
  if (arrival.currency !== arrival.accountCurrency)
    return start(CollectionState.PrecheckFailed, 'currencyMismatch');
  if (screen.settings.holdIndividualPayers && arrival.payerKind === PayerKind.Individual)
    return start(CollectionState.PendingComplianceReview, 'individualPayer');
  if (screen.sanctioned.has(arrival.payerCountry))
    return start(CollectionState.PendingComplianceReview, 'sanctionedCountry');
  const at = (cents: bigint) => reaches(screen, arrival.minor, arrival.currency, cents);
  if (at(screen.materialsFrom)) return start(CollectionState.AwaitingMaterials, 'largeAmount');
  if (!arrival.knownPayer && at(screen.reviewFrom))
    return start(CollectionState.PendingReview, 'firstPayment', at(screen.secondReviewFrom));
  return start(CollectionState.BeingCredited);
};
