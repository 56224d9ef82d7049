// How the global-accounts screens name things in the operator's language: account and collection
// states (as tags), usage types, categories, payer kinds, the screening's reasons (a key the server
// writes, or a reviewer's own words shown as they are) and bank-file states.
import {
  BankFileState,
  BankMovementKind,
  CollectionState,
  CollectionUsage,
  ShopState,
  type PayerKind,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, regionName, useLanguage } from '@tradebridge/ui';
import { Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { stateTagOf } from '../../../components/state-tag.tsx';

type T = TFunction<'collection'>;

export const ACCOUNT_STATES = Object.values(ShopState);
export const COLLECTION_STATES = Object.values(CollectionState);
export const USAGES = Object.values(CollectionUsage);

const ACCOUNT_STATE_COLORS: Record<number, string> = {
  [ShopState.NotApproved]: 'red',
  [ShopState.Effective]: 'green',
  [ShopState.UnderReview]: 'gold',
  [ShopState.AwaitingAuthorization]: 'blue',
  [ShopState.Cancelled]: 'default',
};

export const AccountStateTag = stateTagOf(
  'collection',
  'accountState',
  ACCOUNT_STATE_COLORS,
  'account-state',
  { keepMargin: true },
);

const COLLECTION_STATE_COLORS: Record<number, string> = {
  [CollectionState.AwaitingMaterials]: 'blue',
  [CollectionState.PendingReview]: 'gold',
  [CollectionState.PendingSecondReview]: 'gold',
  [CollectionState.PendingComplianceReview]: 'volcano',
  [CollectionState.PendingMaterialsReview]: 'gold',
  [CollectionState.PendingBankReview]: 'gold',
  [CollectionState.Credited]: 'green',
  [CollectionState.ReviewRejected]: 'red',
  [CollectionState.BeingCredited]: 'cyan',
  [CollectionState.PrecheckFailed]: 'red',
  [CollectionState.AwaitingTopUp]: 'blue',
  [CollectionState.Cancelled]: 'default',
  [CollectionState.TransactionFailed]: 'red',
};

export const CollectionStateTag = stateTagOf(
  'collection',
  'collectionState',
  COLLECTION_STATE_COLORS,
  'collection-state',
  { keepMargin: true },
);

const BANK_FILE_STATE_COLORS: Record<number, string> = {
  [BankFileState.Queued]: 'blue',
  [BankFileState.Importing]: 'processing',
  [BankFileState.Imported]: 'green',
  [BankFileState.Failed]: 'red',
};

export const BankFileStateTag = stateTagOf(
  'collection',
  'bankFileState',
  BANK_FILE_STATE_COLORS,
  'bank-file-state',
  { keepMargin: true },
);

export const BANK_MOVEMENT_KINDS = Object.values(BankMovementKind);

const BANK_MOVEMENT_COLORS: Record<BankMovementKind, string> = {
  [BankMovementKind.Expected]: 'blue',
  [BankMovementKind.Information]: 'default',
  [BankMovementKind.Charge]: 'orange',
  [BankMovementKind.Payout]: 'geekblue',
  [BankMovementKind.Return]: 'purple',
  [BankMovementKind.Reversal]: 'red',
  [BankMovementKind.Other]: 'default',
};

/** A bank movement's kind as a coloured tag; a kind the console does not know shows as it is. */
export const BankMovementKindTag = ({ kind, testId }: { kind: string; testId?: string }) => {
  const { t } = useTranslation('collection');
  const color = BANK_MOVEMENT_COLORS[kind as BankMovementKind];
  return (
    <Tag color={color ?? 'default'} data-testid={testId} style={{ marginInlineEnd: 0 }}>
      {color ? t(`bankMovementKind.${kind as BankMovementKind}`) : kind}
    </Tag>
  );
};

/**
 * The reasons the server writes as keys (the screening's, the pre-check's, a bank's reversal);
 * anything else is a person's own words.
 */
const REASON_KEYS = new Set([
  'sanctionedCountry',
  'individualPayer',
  'largeAmount',
  'firstPayment',
  'accountNotInUse',
  'currencyMismatch',
  'reversed',
]);

export const reasonText = (reason: string | null | undefined, t: T): string =>
  !reason ? EMPTY_VALUE : REASON_KEYS.has(reason) ? t(`reason.${reason}`) : reason;

export const usageLabel = (usage: number, t: T): string =>
  (USAGES as readonly number[]).includes(usage) ? t(`usage.${usage}`) : String(usage);

export const categoryLabel = (category: number, t: T): string =>
  category >= 1 && category <= 4 ? t(`category.${category}`) : String(category);

export const payerKindLabel = (kind: PayerKind, t: T): string => t(`payerKind.${kind}`);

/** The name of a country or region in the operator's language ("--" when there is none). */
export const useCountryName = () => {
  const language = useLanguage();
  return useCallback(
    (code: string | null | undefined) => (code ? regionName(code, language) : EMPTY_VALUE),
    [language],
  );
};

/** The payer: name over their country and kind. */
export const PayerCell = ({
  name,
  country,
  kind,
}: {
  name: string;
  country: string;
  kind: PayerKind;
}) => {
  const { t } = useTranslation('collection');
  const countryName = useCountryName();
  return (
    <Flex vertical>
      <span>{name || EMPTY_VALUE}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {/* A line may break between the country and the kind, never inside a word. */}
        <span style={{ whiteSpace: 'nowrap' }}>{countryName(country)}</span>
        {' · '}
        <span style={{ whiteSpace: 'nowrap' }}>{payerKindLabel(kind, t)}</span>
      </Typography.Text>
    </Flex>
  );
};
