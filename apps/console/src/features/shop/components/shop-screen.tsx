// One shop (admin, reviewer): where its review stands (the reviewer's reason for a refusal), every
// field the merchant gave (the keys only as the hints the server answers: they are sealed), its
// authorization on the platform with every hand-off (the authorization log), its association with
// a collection account, and its story. Approve and reject (with a reason) are offered when the
// server lists them; each names the version on screen.
import {
  payoutCurrencyOfSite,
  ShopState,
  ZShopRejectRequest,
  type OpsShopDetail,
} from '@tradebridge/contracts';
import { formatDateTime, formatMoney, orEmpty, regionName, useLanguage } from '@tradebridge/ui';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FactsCard } from '../../../components/facts-card.tsx';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { MerchantField } from '../../../components/merchant-cell.tsx';
import { ReviewDecisions, reviewNotesOf } from '../../../components/review-decisions.tsx';
import { StoryCard } from '../../../components/story-card.tsx';
import { describedItems } from '../../../lib/described-items.ts';
import { useApproveShop } from '../api/approve-shop.ts';
import { useShop } from '../api/get-shop.ts';
import { useRejectShop } from '../api/reject-shop.ts';
import { isStaleShop } from '../api/shop-changed.ts';
import { AssociationCard, AuthorizationCard } from './shop-sections.tsx';
import {
  categoryLabel,
  platformLabel,
  reasonText,
  ShopStateTag,
  storeTypeLabel,
} from './shop-labels.tsx';

/** The events of a shop's story with a text of their own. */
const SHOP_EVENTS: ReadonlySet<string> = new Set([
  'added',
  'authorizationStarted',
  'authorized',
  'authorizationRefused',
  'authorizationFailed',
  'approved',
  'rejected',
  'resubmitted',
  'changed',
  'storeChanged',
  'edited',
  'closed',
  'linked',
  'linkFailed',
  'unlinked',
]);

const ShopDecisions = ({ shop }: { shop: OpsShopDetail }) => (
  <ReviewDecisions
    ns="shop"
    decisions={shop.actions}
    testId="shop"
    values={{ shop: shop.name, merchant: shop.merchantName }}
    request={{ shopId: shop.id, version: shop.version }}
    approve={useApproveShop()}
    reject={useRejectShop()}
    reasonSchema={ZShopRejectRequest.shape.reason}
    isStale={isStaleShop}
  />
);

const note = reviewNotesOf('shop', 'shop-decision');

const DecisionNote = ({ shop }: { shop: OpsShopDetail }) => {
  const { t } = useTranslation('shop');
  switch (shop.state) {
    case ShopState.NotApproved:
      return note('error', t('detail.rejected'), shop.reason);
    case ShopState.UnderReview:
      return note('info', t('detail.underReview'));
    case ShopState.AwaitingAuthorization:
      return note('info', t('detail.awaitingAuthorization'));
    default:
      return null;
  }
};

/** A sealed key: the hint the server gives ("••••WXYZ"), or that none is stored. */
const KeyHint = ({ hint, testId }: { hint: string | null; testId: string }) => {
  const { t } = useTranslation('shop');
  return hint ? (
    <Typography.Text code data-testid={testId}>
      {hint}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary" data-testid={testId}>
      {t('detail.noKey')}
    </Typography.Text>
  );
};

const OverviewCard = ({ shop }: { shop: OpsShopDetail }) => {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const field = describedItems(t, 'fields');
  return (
    <FactsCard
      title={t('detail.overview')}
      testId="shop-overview"
      items={[
        field('merchant', <MerchantField merchant={shop} testId="shop-merchant" />),
        field(
          'platform',
          <span data-testid="shop-platform">{platformLabel(shop.platform, t)}</span>,
        ),
        field('storeType', storeTypeLabel(shop.storeType, t)),
        field(
          'site',
          <span data-testid="shop-site">
            {t('detail.siteWithPayout', {
              site: regionName(shop.site, language),
              currency: payoutCurrencyOfSite(shop.site),
            })}
          </span>,
        ),
        field(
          'handle',
          <Typography.Text copyable data-testid="shop-handle">
            {shop.handle}
          </Typography.Text>,
        ),
        field(
          'link',
          <Typography.Link
            href={shop.link}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="shop-link"
          >
            {shop.link}
          </Typography.Link>,
        ),
        field('holder', shop.holder),
        field('category', categoryLabel(shop.category, t)),
        field(
          'yearlySales',
          <span data-testid="shop-yearly-sales">{formatMoney(shop.yearlySales, 'USD')}</span>,
        ),
        field('platformMerchantId', orEmpty(shop.platformMerchantId)),
        field('gateway', orEmpty(shop.gateway)),
        field('state', <ShopStateTag state={shop.state} testId="shop-state-field" />),
        field('apiKey', <KeyHint hint={shop.apiKeyHint} testId="shop-api-key" />),
        field('privateKey', <KeyHint hint={shop.privateKeyHint} testId="shop-private-key" />),
        field('createdAt', formatDateTime(shop.createdAt)),
        field('updatedAt', formatDateTime(shop.updatedAt)),
      ]}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('detail.keysSealed')}
      </Typography.Text>
    </FactsCard>
  );
};

export const ShopScreen = () => {
  const { shopId = '' } = useParams();
  const { t } = useTranslation('shop');
  const language = useLanguage();
  return (
    <RecordScreen query={useShop(shopId)} t={t} name="shop" list={paths.shops}>
      {(shop) => ({
        title: shop.name,
        fact: platformLabel(shop.platform, t),
        state: <ShopStateTag state={shop.state} />,
        description: `${shop.merchantName} · ${shop.merNo}`,
        // The route is the reviewers' (reviewShops): the decisions are those the server lists.
        actions: shop.actions.length > 0 && <ShopDecisions shop={shop} />,
        content: (
          <>
            <DecisionNote shop={shop} />
            <OverviewCard shop={shop} />
            <AuthorizationCard shop={shop} />
            <AssociationCard shop={shop} />
            <StoryCard
              ns="shop"
              events={shop.history.map((event) => ({
                ...event,
                reason: reasonText(event.reason, shop.site, t, language),
              }))}
              actions={SHOP_EVENTS}
            />
          </>
        ),
      })}
    </RecordScreen>
  );
};
