// The area's words for its codes: the colour of each state's tag, the reasons screening gives (keys
// translated, a reviewer's own words shown as written), the actors the server names for itself,
// and how an account is called when it has no alias.
import {
  CollectionState,
  CollectionStateMeaning,
  ShopState,
  type CollectionAccount,
} from '@tradebridge/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const ACCOUNT_STATE_COLORS: Record<ShopState, string> = {
  [ShopState.NotApproved]: 'error',
  [ShopState.Effective]: 'success',
  [ShopState.UnderReview]: 'processing',
  [ShopState.AwaitingAuthorization]: 'warning',
  [ShopState.Cancelled]: 'default',
};

/** Account states in the order the filter offers them. */
export const ACCOUNT_STATES = [
  ShopState.Effective,
  ShopState.UnderReview,
  ShopState.NotApproved,
  ShopState.AwaitingAuthorization,
  ShopState.Cancelled,
] as const;

const COLLECTION_STATE_COLORS: Record<string, string> = {
  awaitingMaterials: 'warning',
  pendingReview: 'processing',
  beingCredited: 'processing',
  credited: 'success',
  reviewRejected: 'error',
  precheckFailed: 'error',
  transactionFailed: 'error',
  awaitingTopUp: 'warning',
  cancelled: 'default',
};

/** The spec's meaning of a collection state (1, 2, 10, 11 and 12 are all "pending review"). */
export const collectionStateMeaning = (state: CollectionState) => CollectionStateMeaning[state];

export const collectionStateColor = (state: CollectionState) =>
  COLLECTION_STATE_COLORS[CollectionStateMeaning[state]] ?? 'default';

/**
 * Collection states in the order the filter offers them: each code on its own (the list filters by
 * one code), the kinds of review told apart.
 */
export const COLLECTION_STATES = [
  CollectionState.AwaitingMaterials,
  CollectionState.PendingReview,
  CollectionState.PendingSecondReview,
  CollectionState.PendingComplianceReview,
  CollectionState.PendingMaterialsReview,
  CollectionState.PendingBankReview,
  CollectionState.BeingCredited,
  CollectionState.Credited,
  CollectionState.ReviewRejected,
  CollectionState.PrecheckFailed,
  CollectionState.AwaitingTopUp,
  CollectionState.Cancelled,
  CollectionState.TransactionFailed,
] as const;

/**
 * The reasons the import writes as keys (screening.ts, the pre-check, a bank's reversal); anything
 * else is a person's.
 */
export const SCREENING_REASONS = [
  'sanctionedCountry',
  'individualPayer',
  'largeAmount',
  'firstPayment',
  'accountNotInUse',
  'currencyMismatch',
  'reversed',
] as const;

const isScreeningReason = (reason: string): reason is (typeof SCREENING_REASONS)[number] =>
  (SCREENING_REASONS as readonly string[]).includes(reason);

/** A reason in words: a screening key translated, a reviewer's text as written. */
export const useReasonText = () => {
  const { t } = useTranslation('collection');
  return useCallback(
    (reason: string | null): string | null =>
      reason === null || reason.trim() === ''
        ? null
        : isScreeningReason(reason)
          ? t(`reason.${reason}`)
          : reason,
    [t],
  );
};

const SYSTEM_ACTORS = ['bank', 'system'] as const;

/** Who did it: the bank and the system in words, a person by the name the server gives. */
export const useActorText = () => {
  const { t } = useTranslation('collection');
  return useCallback(
    (actor: string) =>
      (SYSTEM_ACTORS as readonly string[]).includes(actor) ? t(`actor.${actor}`) : actor,
    [t],
  );
};

/** An account's name: its alias, or its currencies while it has none. */
export const accountName = (account: Pick<CollectionAccount, 'alias' | 'currencies'>) =>
  account.alias.trim() || account.currencies.join(' / ');

/** An IBAN in groups of four for reading ("DE89 3704 …"); copied without the spaces. */
export const groupIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
