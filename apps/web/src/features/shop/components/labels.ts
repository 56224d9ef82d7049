// The area's words and colours for its codes: shop, association and authorization states, the
// platforms, goods categories, the scopes a platform grants (an unknown scope is shown as the
// platform names it) and the reasons the server keeps as codes, and how a collection account is
// called.
import {
  AuthorizationLabel,
  GoodsType,
  HandoffReason,
  payoutCurrencyOfSite,
  ShopPlatform,
  ShopState,
  StoreType,
  UnionFailure,
  UnionState,
} from '@tradebridge/contracts';
import { regionName, useLanguage } from '@tradebridge/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const SHOP_STATE_COLORS: Record<ShopState, string> = {
  [ShopState.NotApproved]: 'error',
  [ShopState.Effective]: 'success',
  [ShopState.UnderReview]: 'processing',
  [ShopState.AwaitingAuthorization]: 'warning',
  [ShopState.Cancelled]: 'default',
};

/** Shop states in the order the filter offers them. */
export const SHOP_STATES = [
  ShopState.AwaitingAuthorization,
  ShopState.UnderReview,
  ShopState.Effective,
  ShopState.NotApproved,
  ShopState.Cancelled,
] as const;

export const UNION_STATE_COLORS: Record<UnionState, string> = {
  [UnionState.Unlinked]: 'default',
  [UnionState.Linked]: 'success',
  [UnionState.LinkFailed]: 'error',
};

export const AUTHORIZATION_COLORS: Record<AuthorizationLabel, string> = {
  [AuthorizationLabel.Authorized]: 'success',
  [AuthorizationLabel.Succeeded]: 'success',
  [AuthorizationLabel.Failed]: 'error',
  [AuthorizationLabel.UnderWay]: 'processing',
};

export const PLATFORMS = Object.values(ShopPlatform);
export const STORE_TYPES = Object.values(StoreType);
export const GOODS_TYPES = Object.values(GoodsType);

/** The scopes platforms grant, with the key of their words. */
const SCOPE_KEYS: Record<string, string> = {
  'orders:read': 'ordersRead',
  'payouts:read': 'payoutsRead',
  'payouts:write': 'payoutsWrite',
};

/** A scope in words: what the platform lets the collection platform do. */
export const useScopeText = () => {
  const { t } = useTranslation('shop');
  return useCallback(
    (scope: string) => {
      const key = SCOPE_KEYS[scope];
      return key ? t(`scope.${key}`) : scope;
    },
    [t],
  );
};

/** The reasons the server keeps as codes: a hand-off that did not succeed, a refused association. */
const REASON_CODES: readonly string[] = [
  ...Object.values(HandoffReason),
  ...Object.values(UnionFailure),
];

/**
 * A reason in the reader's words: a code of the server's translated (`site`, the shop's, names the
 * payout currency a refused association lacked), a reviewer's own words as written.
 */
export const useReasonText = () => {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  return useCallback(
    (reason: string | null, site?: string): string | null =>
      reason && REASON_CODES.includes(reason)
        ? t(`reasonCode.${reason}`, {
            site: site ? regionName(site, language) : '',
            currency: site ? payoutCurrencyOfSite(site) : '',
          })
        : reason,
    [language, t],
  );
};

/** A collection account's name: its alias, or its currencies while it has none. */
export const accountName = (account: { alias: string; currencies: readonly string[] }) =>
  account.alias.trim() || account.currencies.join(' / ');
