// /limit/detail?quotaNo= : one quota item — kind, amount, used and remaining with a bar, period,
// review state and label, note, who applied and when, when it was reviewed — the operator's reason
// when it was not approved, its evidence (trade contracts with number, currency and amount; files
// by name) and the payouts that drew on it, each to its payout's detail, a draw given back (the
// payout failed or was refused) marked "returned".
import { FileOutlined } from '@ant-design/icons';
import { QuotaState, type QuotaDetail, type QuotaDraw } from '@tradebridge/contracts';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  orEmpty,
  WIDE_TABLE,
} from '@tradebridge/ui';
import { Alert, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { DetailFields, detailScreen } from '../../../components/detail-page.tsx';
import { useQuota } from '../api/get-quota.ts';
import { payoutDetailPath } from './links.ts';
import { QuotaLabelTag, QuotaStateTag } from './quota-tags.tsx';
import { UsageBar } from './usage-bar.tsx';

const usd = (amount: string) => formatMoney(amount, 'USD', { fixed: true });

const nowrap = { whiteSpace: 'nowrap' } as const;

const ReviewNotice = ({ quota }: { quota: QuotaDetail }) => {
  const { t } = useTranslation('quota');
  if (quota.state === QuotaState.UnderReview)
    return (
      <Alert
        type="info"
        showIcon
        title={t('detail.underReview')}
        data-testid="quota-review"
        data-state={quota.state}
      />
    );
  if (quota.state === QuotaState.NotApproved)
    return (
      <Alert
        type="error"
        showIcon
        title={t('detail.refused')}
        description={
          quota.reason ? (
            <span data-testid="quota-reason">{t('detail.reason', { reason: quota.reason })}</span>
          ) : null
        }
        data-testid="quota-review"
        data-state={quota.state}
      />
    );
  return null;
};

const Evidence = ({ quota }: { quota: QuotaDetail }) => {
  const { t } = useTranslation('quota');
  if (quota.contracts.length === 0 && quota.files.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noEvidence')} />;
  return (
    <Flex vertical gap={12}>
      {quota.contracts.length > 0 ? (
        <Flex vertical gap={4} data-testid="quota-contracts">
          <Typography.Text type="secondary">{t('fields.contracts')}</Typography.Text>
          {quota.contracts.map((contract) => (
            <Flex
              key={contract.id}
              justify="space-between"
              gap={8}
              wrap
              data-testid="quota-contract"
            >
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                {contract.contractNo}
              </Typography.Text>
              <Typography.Text style={nowrap}>
                {formatMoney(contract.amount, contract.currency, { fixed: true })}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      ) : null}
      {quota.files.length > 0 ? (
        <Flex vertical gap={4} data-testid="quota-files">
          <Typography.Text type="secondary">{t('fields.files')}</Typography.Text>
          {quota.files.map((file) => (
            <Flex key={file.id} gap={6} align="center" data-testid="quota-file-name">
              <FileOutlined />
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{file.name}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
};

const Draws = ({ draws }: { draws: QuotaDraw[] }) => {
  const { t } = useTranslation('quota');
  return (
    <Table<QuotaDraw>
      rowKey={(draw) => `${draw.orderNo}-${draw.at}`}
      size="small"
      dataSource={draws}
      pagination={false}
      {...WIDE_TABLE}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('draws.empty')} />,
      }}
      data-testid="quota-draws"
      columns={[
        {
          title: t('draws.orderNo'),
          dataIndex: 'orderNo',
          render: (orderNo: string) => (
            <Link to={payoutDetailPath(orderNo)} style={nowrap} data-testid="quota-draw-order">
              {orderNo}
            </Link>
          ),
        },
        {
          title: t('draws.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (amount: string, draw) => (
            <Typography.Text
              delete={draw.returnedAt !== null}
              style={nowrap}
              data-testid="quota-draw-amount"
            >
              {usd(amount)}
            </Typography.Text>
          ),
        },
        {
          title: t('draws.at'),
          dataIndex: 'at',
          render: (at: string) => <span style={nowrap}>{formatDateTime(at)}</span>,
        },
        {
          title: t('draws.returned'),
          dataIndex: 'returnedAt',
          render: (returnedAt: string | null) =>
            returnedAt ? (
              <Flex vertical gap={0} style={nowrap}>
                <Tag color="blue" style={{ marginInlineEnd: 0 }} data-testid="quota-draw-returned">
                  {t('draws.returnedTag')}
                </Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(returnedAt)}
                </Typography.Text>
              </Flex>
            ) : (
              EMPTY_VALUE
            ),
        },
      ]}
    />
  );
};

const QuotaBody = ({ quota }: { quota: QuotaDetail }) => {
  const { t } = useTranslation('quota');
  // Only an approved quota has something left to draw; an application shows what it asks for.
  const approved = quota.state === QuotaState.Approved;
  return (
    <Flex vertical gap={16}>
      <Flex gap={24} wrap align="center">
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">
            {t(approved ? 'fields.remaining' : 'fields.amount')}
          </Typography.Text>
          <div
            style={{ fontSize: 22, fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid="quota-remaining"
          >
            {usd(approved ? quota.remaining : quota.amount)}
          </div>
        </div>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t(`kind.${quota.kind}`)}</Typography.Text>
          <Flex gap={8} wrap>
            <QuotaStateTag state={quota.state} />
            <QuotaLabelTag label={quota.label} />
          </Flex>
        </Flex>
      </Flex>
      <ReviewNotice quota={quota} />
      <DetailFields
        testId="quota-fields"
        items={[
          {
            key: 'quotaNo',
            label: t('fields.quotaNo'),
            children: <Typography.Text copyable>{quota.quotaNo}</Typography.Text>,
          },
          { key: 'kind', label: t('fields.kind'), children: t(`kind.${quota.kind}`) },
          { key: 'amount', label: t('fields.amount'), children: usd(quota.amount) },
          {
            key: 'used',
            label: t('fields.used'),
            children: (
              <Flex vertical gap={4} style={{ minWidth: 120 }}>
                <span>{usd(quota.used)}</span>
                <UsageBar used={quota.used} amount={quota.amount} />
              </Flex>
            ),
          },
          { key: 'remaining', label: t('fields.remaining'), children: usd(quota.remaining) },
          {
            key: 'period',
            label: t('fields.period'),
            children: t('period', {
              from: formatDate(quota.validFrom),
              to: formatDate(quota.validTo),
            }),
          },
          {
            key: 'state',
            label: t('fields.state'),
            children: <QuotaStateTag state={quota.state} data-testid="quota-field-state" />,
          },
          { key: 'label', label: t('fields.label'), children: t(`label.${quota.label}`) },
          { key: 'note', label: t('fields.note'), children: orEmpty(quota.note) },
          { key: 'createdBy', label: t('fields.createdBy'), children: quota.createdBy },
          {
            key: 'createdAt',
            label: t('fields.createdAt'),
            children: formatDateTime(quota.createdAt),
          },
          {
            key: 'reviewedAt',
            label: t('fields.reviewedAt'),
            children: formatDateTime(quota.reviewedAt),
          },
        ]}
      />
      <Card size="small" title={t('detail.evidence')}>
        <Evidence quota={quota} />
      </Card>
      <Card size="small" title={t('draws.title')}>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('draws.hint')}
          </Typography.Text>
          <Draws draws={quota.draws} />
        </Flex>
      </Card>
    </Flex>
  );
};

export const QuotaDetailScreen = detailScreen({
  namespace: 'quota',
  param: 'quotaNo',
  useRecord: useQuota,
  texts: 'detail',
  titleOf: (data, t) => t('detail.titleOf', { quotaNo: data.quotaNo }),
  testId: 'quota-detail-screen',
  statesTestId: 'quota',
  back: { to: paths.limit, text: 'back', testId: 'quota-back' },
  body: (data) => <QuotaBody quota={data} />,
});
