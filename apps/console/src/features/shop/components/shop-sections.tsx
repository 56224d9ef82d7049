// The parts of a shop's page about its platform: the authorization (what the platform granted and
// when) with every hand-off the merchant started (the authorization log: when and by whom, the
// step it reached, how it ended and why, when it ended), and the association with a collection
// account (the account, and the platform's reason when it refused to pay out to it).
import { payoutCurrencyOfSite, UnionState, type OpsShopDetail } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, orEmpty, useLanguage, WIDE_TABLE } from '@tradebridge/ui';
import { Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts, FactsCard } from '../../../components/facts-card.tsx';
import { describedItems } from '../../../lib/described-items.ts';
import {
  AuthorizationTag,
  OutcomeTag,
  platformLabel,
  scopeLabel,
  stepLabel,
  UnionTag,
  reasonText,
} from './shop-labels.tsx';

type Attempt = OpsShopDetail['authorizations'][number];

const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

const AuthorizationLog = ({ attempts, site }: { attempts: readonly Attempt[]; site: string }) => {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const columns = useMemo<ColumnsType<Attempt>>(
    () => [
      {
        title: t('log.startedAt'),
        dataIndex: 'startedAt',
        minWidth: 100,
        ...NOWRAP,
        render: (at: string) => formatDateTime(at),
      },
      { title: t('log.startedBy'), dataIndex: 'startedBy', minWidth: 110 },
      {
        title: t('log.platform'),
        dataIndex: 'platform',
        minWidth: 110,
        render: (platform: string) => platformLabel(platform, t),
      },
      {
        title: t('log.step'),
        dataIndex: 'step',
        minWidth: 120,
        render: (step: string) => stepLabel(step, t),
      },
      {
        title: t('log.outcome'),
        dataIndex: 'outcome',
        minWidth: 100,
        ...NOWRAP,
        render: (outcome: Attempt['outcome']) => <OutcomeTag outcome={outcome} />,
      },
      {
        title: t('log.reason'),
        dataIndex: 'reason',
        minWidth: 180,
        render: (reason: string | null) => (
          <span style={{ overflowWrap: 'anywhere' }}>
            {orEmpty(reasonText(reason, site, t, language))}
          </span>
        ),
      },
      {
        title: t('log.finishedAt'),
        dataIndex: 'finishedAt',
        minWidth: 100,
        ...NOWRAP,
        render: (at: string | null) => orEmpty(at && formatDateTime(at)),
      },
    ],
    [t, site, language],
  );
  return (
    <Table<Attempt>
      {...WIDE_TABLE}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...attempts]}
      pagination={false}
      data-testid="authorization-log"
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('log.none')} />,
      }}
    />
  );
};

export const AuthorizationCard = ({ shop }: { shop: OpsShopDetail }) => {
  const { t } = useTranslation('shop');
  const field = describedItems(t, 'fields');
  const { authorization } = shop;
  return (
    <Card title={t('detail.authorization')} data-testid="section-authorization">
      <Flex vertical gap={16}>
        <Facts
          items={[
            field('authorization', <AuthorizationTag label={authorization.label} />),
            field(
              'authorizedAt',
              orEmpty(authorization.authorizedAt && formatDateTime(authorization.authorizedAt)),
            ),
            field(
              'scopes',
              authorization.scopes.length === 0 ? (
                EMPTY_VALUE
              ) : (
                <Flex gap={4} wrap data-testid="shop-scopes">
                  {authorization.scopes.map((scope) => (
                    <Tag key={scope} style={{ marginInlineEnd: 0 }}>
                      {scopeLabel(scope, t)}
                    </Tag>
                  ))}
                </Flex>
              ),
            ),
          ]}
        />
        <Typography.Text strong>{t('log.title')}</Typography.Text>
        <AuthorizationLog attempts={shop.authorizations} site={shop.site} />
      </Flex>
    </Card>
  );
};

export const AssociationCard = ({ shop }: { shop: OpsShopDetail }) => {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const field = describedItems(t, 'fields');
  const { union } = shop;
  return (
    <FactsCard
      title={t('detail.association')}
      testId="section-association"
      items={[
        field('association', <UnionTag state={union.state} />),
        field(
          'account',
          <span data-testid="shop-union-account">{orEmpty(union.accountAlias)}</span>,
        ),
        field('associatedAt', orEmpty(union.at && formatDateTime(union.at))),
        field(
          'associationFailure',
          <Typography.Text
            type={union.state === UnionState.LinkFailed ? 'danger' : undefined}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="shop-union-reason"
          >
            {orEmpty(reasonText(union.reason, shop.site, t, language))}
          </Typography.Text>,
        ),
      ]}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('detail.payoutCurrency', { currency: payoutCurrencyOfSite(shop.site) })}
      </Typography.Text>
    </FactsCard>
  );
};
