// How the shop screens name things in the operator's language: shop, authorization and association
// states (as tags), platforms, store types, goods categories, hand-off steps and outcomes.
import {
  AuthorizationLabel,
  GoodsType,
  HandoffReason,
  payoutCurrencyOfSite,
  UnionFailure,
  ShopPlatform,
  ShopState,
  UnionState,
  type HandoffOutcome,
  type Language,
} from '@tradebridge/contracts';
import { regionName } from '@tradebridge/ui';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StateTag, stateTagOf } from '../../../components/state-tag.tsx';
import { knownLabel } from '../../../lib/known-label.ts';

type T = TFunction<'shop'>;

export const SHOP_STATES = Object.values(ShopState);

const REASONS: readonly string[] = [
  ...Object.values(HandoffReason),
  ...Object.values(UnionFailure),
];

/**
 * A reason the server keeps as a code (a hand-off that did not succeed, a refused association) in
 * the operator's words; a reviewer's own words as written.
 */
export const reasonText = (
  reason: string | null,
  site: string,
  t: T,
  language: Language,
): string | null =>
  reason && REASONS.includes(reason)
    ? t(`reason.${reason}` as never, {
        site: regionName(site, language),
        currency: payoutCurrencyOfSite(site),
      })
    : reason;
export const PLATFORMS = Object.values(ShopPlatform);

const SHOP_STATE_COLORS: Record<string, string> = {
  [ShopState.NotApproved]: 'red',
  [ShopState.Effective]: 'green',
  [ShopState.UnderReview]: 'gold',
  [ShopState.AwaitingAuthorization]: 'blue',
  [ShopState.Cancelled]: 'default',
};

export const ShopStateTag = stateTagOf('shop', 'state', SHOP_STATE_COLORS, 'shop-state');

const AUTHORIZATION_COLORS: Record<string, string> = {
  [AuthorizationLabel.Authorized]: 'green',
  [AuthorizationLabel.Succeeded]: 'green',
  [AuthorizationLabel.Failed]: 'red',
  [AuthorizationLabel.UnderWay]: 'blue',
};

/** The authorization's label; none where the platform is not authorized from here. */
export const AuthorizationTag = ({
  label,
  testId = 'shop-authorization',
}: {
  label: string | null;
  testId?: string;
}) => {
  const { t } = useTranslation('shop');
  if (label === null)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('authorization.none')}
      </Typography.Text>
    );
  return (
    <StateTag
      ns="shop"
      prefix="authorization"
      colors={AUTHORIZATION_COLORS}
      state={label}
      testId={testId}
    />
  );
};

const UNION_COLORS: Record<string, string> = {
  [UnionState.Unlinked]: 'default',
  [UnionState.Linked]: 'green',
  [UnionState.LinkFailed]: 'red',
};

export const UnionTag = stateTagOf('shop', 'union', UNION_COLORS, 'shop-union');

const OUTCOME_COLORS: Record<HandoffOutcome, string> = {
  succeeded: 'green',
  refused: 'orange',
  failed: 'red',
  expired: 'default',
};

/** A hand-off's outcome; none yet while it is under way. */
export const OutcomeTag = ({ outcome }: { outcome: HandoffOutcome | null }) => (
  <StateTag
    ns="shop"
    prefix="outcome"
    colors={{ ...OUTCOME_COLORS, underWay: 'blue' }}
    state={outcome ?? 'underWay'}
    testId="attempt-outcome"
  />
);

export const platformLabel = knownLabel('platform', PLATFORMS);
export const storeTypeLabel = knownLabel('storeType', ['marketplace', 'ownSite']);
export const categoryLabel = knownLabel('category', Object.values(GoodsType));
export const stepLabel = knownLabel('step', ['login', 'consent', 'callback']);
const knownScope = knownLabel('scope', ['ordersRead', 'payoutsRead', 'payoutsWrite']);
/** A scope the platform granted ("orders:read"), named by its key ("ordersRead"), else as it is. */
export const scopeLabel = (scope: string, t: T) => {
  const key = scope.replace(/:(\w)/g, (_, letter: string) => letter.toUpperCase());
  const label = knownScope(key, t);
  return label === key ? scope : label;
};
