// /shop/detail?id= (spec shop "detail"): every field of a shop (keys only as their hints), its
// state with the reviewer's reason and what comes next, its authorization on the platform (label,
// what was granted, when), its association with a payout account (or the platform's reason for a
// failed one), its story, and the actions the server lists: edit (resubmit a refused one),
// authorize (the browser goes to the platform's sign-in), link (a dialog choosing the account),
// unlink and close (each confirmed). A shop changed meanwhile is read again, with a word.
import {
  ApiOutlined,
  DisconnectOutlined,
  EditOutlined,
  LinkOutlined,
  StopOutlined,
} from '@ant-design/icons';
import {
  ShopAction,
  ShopState,
  UnionState,
  payoutCurrencyOfSite,
  type ShopDetail,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, formatMoney } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Modal,
  Tag,
  Typography,
  type ButtonProps,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaleFailure, type ConfirmedAction } from '../../../lib/confirmed-action.ts';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ConfirmedActionButton } from '../../../components/confirmed-action-button.tsx';
import { DetailColumns, detailScreen } from '../../../components/detail-page.tsx';
import { EventTimeline } from '../../../components/event-timeline.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useCloseShop } from '../api/close-shop.ts';
import { isStaleShop, useShop } from '../api/get-shop.ts';
import { useStartAuthorization } from '../api/start-authorization.ts';
import { useUnlinkShop } from '../api/unlink-shop.ts';
import { useReasonText, useScopeText } from './labels.ts';
import { followAddress, shopEditPath } from './links.ts';
import { PayoutAccountSelect, useLinkAccount } from './payout-account-select.tsx';
import { SiteText } from './site-text.tsx';
import { AuthorizationTag, ShopStateTag, UnionTag } from './shop-tags.tsx';

const EVENT_COLORS: Record<string, string> = {
  authorized: 'green',
  linked: 'green',
  authorizationRefused: 'red',
  authorizationFailed: 'red',
  linkFailed: 'red',
  storeChanged: 'orange',
  unlinked: 'gray',
};

/** The dialog choosing the account the shop's payouts go to. */
const LinkDialog = ({ shop, onClose }: { shop: ShopDetail; onClose: () => void }) => {
  const { t } = useTranslation('shop');
  const [accountId, setAccountId] = useState<string>();
  const link = useLinkAccount();
  const onOk = async () => {
    if (!accountId) return;
    await link.run(shop, accountId);
    onClose();
  };
  return (
    <Modal
      open
      title={t('link.title', { shop: shop.name })}
      okText={t('link.ok')}
      cancelText={t('link.cancel')}
      okButtonProps={{ disabled: !accountId, 'data-testid': 'link-confirm' } as ButtonProps}
      confirmLoading={link.isPending}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="link-dialog">
        <PayoutAccountSelect site={shop.site} value={accountId} onChange={setAccountId} />
      </div>
    </Modal>
  );
};

const ActionBar = ({ shop }: { shop: ShopDetail }) => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  // A stale shop is read again (the mutation does it) with a word.
  const onFailure = useStaleFailure(isStaleShop, {
    key: 'shop-changed',
    content: t('detail.changed'),
  });
  const authorize = useStartAuthorization();
  const unlink = useUnlinkShop();
  const close = useCloseShop();
  const [linking, setLinking] = useState(false);
  const has = (action: ShopAction) => shop.actions.includes(action);
  const platform = t(`platform.${shop.platform}`);

  const onAuthorize = async () => {
    try {
      const started = await authorize.mutateAsync(shop.id);
      followAddress(navigate, started.redirectUrl);
    } catch (error) {
      onFailure(error);
    }
  };

  const confirmed = (
    kind: 'unlink' | 'close',
    run: () => Promise<unknown>,
    content: string,
  ): ConfirmedAction => ({
    title: t(`${kind}.title`),
    content,
    okText: t(`${kind}.ok`),
    okTestId: `${kind}-confirm`,
    cancelText: t(`${kind}.keep`),
    run,
    onFailure,
    done: t(`${kind}.done`),
  });

  const version = { shopId: shop.id, version: shop.version };
  return (
    <Flex gap={8} wrap data-testid="shop-actions">
      {has(ShopAction.Authorize) ? (
        <Button
          type="primary"
          icon={<ApiOutlined />}
          loading={authorize.isPending}
          onClick={() => void onAuthorize()}
          data-testid="shop-authorize"
        >
          {t('actions.authorize', { platform })}
        </Button>
      ) : null}
      {has(ShopAction.Link) ? (
        <Button
          type={has(ShopAction.Authorize) ? 'default' : 'primary'}
          icon={<LinkOutlined />}
          onClick={() => setLinking(true)}
          data-testid="shop-link-account"
        >
          {shop.union.state === UnionState.LinkFailed ? t('actions.linkAgain') : t('actions.link')}
        </Button>
      ) : null}
      {has(ShopAction.Edit) ? (
        <Button
          icon={<EditOutlined />}
          onClick={() => void navigate(shopEditPath(shop.id))}
          data-testid="shop-edit"
        >
          {shop.state === ShopState.NotApproved ? t('actions.resubmit') : t('actions.edit')}
        </Button>
      ) : null}
      {has(ShopAction.Unlink) ? (
        <ConfirmedActionButton
          icon={<DisconnectOutlined />}
          loading={unlink.isPending}
          action={confirmed(
            'unlink',
            () => unlink.mutateAsync(version),
            t('unlink.body', { account: shop.union.accountAlias || EMPTY_VALUE }),
          )}
          data-testid="shop-unlink"
        >
          {t('actions.unlink')}
        </ConfirmedActionButton>
      ) : null}
      {has(ShopAction.Close) ? (
        <ConfirmedActionButton
          danger
          icon={<StopOutlined />}
          loading={close.isPending}
          action={confirmed('close', () => close.mutateAsync(version), t('close.body'))}
          data-testid="shop-close"
        >
          {t('actions.close')}
        </ConfirmedActionButton>
      ) : null}
      {linking ? <LinkDialog shop={shop} onClose={() => setLinking(false)} /> : null}
    </Flex>
  );
};

/** Where the shop stands and what comes next. */
const StateMessage = ({ shop }: { shop: ShopDetail }) => {
  const { t } = useTranslation('shop');
  const platform = t(`platform.${shop.platform}`);
  const message = (type: 'info' | 'warning' | 'error' | 'success', title: string, body: string) => (
    <Alert
      type={type}
      showIcon
      title={title}
      description={body}
      data-testid="shop-state-message"
      data-state={shop.state}
    />
  );
  switch (shop.state) {
    case ShopState.AwaitingAuthorization:
      return message(
        'warning',
        t('detail.message.awaiting.title'),
        shop.actions.includes(ShopAction.Authorize)
          ? t('detail.message.awaiting.body', { platform })
          : t('detail.message.awaiting.noAction', { platform }),
      );
    case ShopState.UnderReview:
      return message('info', t('detail.message.review.title'), t('detail.message.review.body'));
    case ShopState.NotApproved:
      return message(
        'error',
        t('detail.message.refused.title'),
        shop.reason
          ? t('detail.message.refused.reason', { reason: shop.reason })
          : t('detail.message.refused.noReason'),
      );
    case ShopState.Cancelled:
      return message('warning', t('detail.message.closed.title'), t('detail.message.closed.body'));
    default:
      return shop.union.state === UnionState.Unlinked
        ? message(
            'success',
            t('detail.message.effective.title'),
            t('detail.message.effective.body'),
          )
        : null;
  }
};

const Secret = ({ hint }: { hint: string | null }) =>
  hint ? (
    <Typography.Text code>{hint}</Typography.Text>
  ) : (
    <Typography.Text type="secondary">{EMPTY_VALUE}</Typography.Text>
  );

const ShopBody = ({ shop }: { shop: ShopDetail }) => {
  const { t } = useTranslation('shop');
  const scopeText = useScopeText();
  const reasonText = useReasonText();
  const { authorization, union } = shop;
  return (
    <Flex vertical gap={16}>
      <StateMessage shop={shop} />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        data-testid="shop-fields"
        items={[
          { key: 'state', label: t('list.state'), children: <ShopStateTag shop={shop} /> },
          { key: 'platform', label: t('form.platform'), children: t(`platform.${shop.platform}`) },
          {
            key: 'storeType',
            label: t('form.storeType'),
            children: t(`storeType.${shop.storeType}`),
          },
          { key: 'handle', label: t('form.handle'), children: shop.handle },
          { key: 'site', label: t('form.site'), children: <SiteText site={shop.site} /> },
          {
            key: 'link',
            label: t('form.link'),
            children: (
              <Typography.Link
                href={shop.link}
                target="_blank"
                rel="noopener noreferrer"
                style={{ overflowWrap: 'anywhere' }}
              >
                {shop.link}
              </Typography.Link>
            ),
          },
          { key: 'holder', label: t('form.holder'), children: shop.holder },
          {
            key: 'category',
            label: t('form.category'),
            children: t(`category.${shop.category}`, { defaultValue: shop.category }),
          },
          {
            key: 'yearlySales',
            label: t('form.yearlySales'),
            children: formatMoney(shop.yearlySales, 'USD'),
          },
          {
            key: 'platformMerchantId',
            label: t('form.platformMerchantId'),
            children: shop.platformMerchantId || EMPTY_VALUE,
          },
          { key: 'gateway', label: t('form.gateway'), children: shop.gateway || EMPTY_VALUE },
          { key: 'apiKey', label: t('form.apiKey'), children: <Secret hint={shop.apiKeyHint} /> },
          {
            key: 'privateKey',
            label: t('form.privateKey'),
            children: <Secret hint={shop.privateKeyHint} />,
          },
          {
            key: 'createdAt',
            label: t('detail.createdAt'),
            children: formatDateTime(shop.createdAt),
          },
          {
            key: 'updatedAt',
            label: t('detail.updatedAt'),
            children: formatDateTime(shop.updatedAt),
          },
        ]}
      />
      <DetailColumns
        wideFrom="lg"
        mainSpan={12}
        main={
          <Card
            size="small"
            title={t('detail.authorization.title')}
            style={{ height: '100%' }}
            data-testid="shop-authorization-card"
          >
            {authorization.state === null ? (
              <Typography.Text type="secondary">
                {t('detail.authorization.none', { platform: t(`platform.${shop.platform}`) })}
              </Typography.Text>
            ) : (
              <Descriptions
                size="small"
                column={1}
                items={[
                  {
                    key: 'label',
                    label: t('detail.authorization.label'),
                    children: <AuthorizationTag authorization={authorization} />,
                  },
                  {
                    key: 'scopes',
                    label: t('detail.authorization.scopes'),
                    children:
                      authorization.scopes.length > 0 ? (
                        <Flex gap={4} wrap data-testid="shop-scopes">
                          {authorization.scopes.map((scope) => (
                            <Tag key={scope} style={{ marginInlineEnd: 0 }}>
                              {scopeText(scope)}
                            </Tag>
                          ))}
                        </Flex>
                      ) : (
                        EMPTY_VALUE
                      ),
                  },
                  {
                    key: 'authorizedAt',
                    label: t('detail.authorization.authorizedAt'),
                    children: formatDateTime(authorization.authorizedAt),
                  },
                ]}
              />
            )}
          </Card>
        }
        side={
          <Card
            size="small"
            title={t('detail.association.title')}
            style={{ height: '100%' }}
            data-testid="shop-association-card"
          >
            <Flex vertical gap={8}>
              <UnionTag union={union} />
              {union.state === UnionState.LinkFailed ? (
                <Alert
                  type="error"
                  showIcon
                  title={t('detail.association.failed')}
                  description={
                    <Flex vertical gap={4}>
                      <span data-testid="shop-union-reason">
                        {reasonText(union.reason, shop.site) ?? EMPTY_VALUE}
                      </span>
                      <span>
                        {t('detail.association.failedHint', {
                          currency: payoutCurrencyOfSite(shop.site),
                        })}
                      </span>
                    </Flex>
                  }
                />
              ) : null}
              {union.at ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('detail.association.at', { time: formatDateTime(union.at) })}
                </Typography.Text>
              ) : null}
              {union.state === UnionState.Unlinked && shop.state !== ShopState.Effective ? (
                <Typography.Text type="secondary">{t('detail.association.notYet')}</Typography.Text>
              ) : null}
            </Flex>
          </Card>
        }
      />
      <Card size="small" title={t('detail.history')}>
        <EventTimeline
          testId="shop"
          history={shop.history}
          eventText={(action) => t(`event.${action}`, { defaultValue: action })}
          reasonText={(reason) => reasonText(reason, shop.site)}
          colors={EVENT_COLORS}
        />
      </Card>
    </Flex>
  );
};

/** The shop with, above it, the actions the server lists (for a user who may operate shops). */
const ShopWithActions = ({ shop }: { shop: ShopDetail }) => {
  const user = useCurrentUser();
  const canOperate = canAccess(user, { permission: 'shop:operate' });
  return (
    <Flex vertical gap={16}>
      {canOperate && shop.actions.length > 0 ? <ActionBar shop={shop} /> : null}
      <ShopBody shop={shop} />
    </Flex>
  );
};

export const ShopDetailScreen = detailScreen({
  namespace: 'shop',
  param: 'id',
  useRecord: useShop,
  texts: 'detail',
  titleOf: (data) => data.name,
  testId: 'shop-detail-screen',
  statesTestId: 'shop',
  back: { to: paths.shop, text: 'backToShops' },
  body: (data) => <ShopWithActions shop={data} />,
});
