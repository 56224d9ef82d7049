// /limit (spec "Settlement quota"): above, one card per settlement-limit kind (goods trade, service
// trade, e-commerce) with its status, what its available items grant, use and leave, and "Apply"
// for a user who may operate quotas; a word on what the quota is for (payouts into mainland China
// draw on it, by purpose). Below, the quota items and applications — number, kind, amount, used,
// remaining with a bar, period, review state, label and when applied — filtered by kind and label,
// paged by the server; each row opens its detail.
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  QuotaState,
  type Quota,
  type QuotaItemLabel,
  type QuotaKindSummary,
  type QuotaListQuery,
  type SettlementLimitKind,
} from '@tradebridge/contracts';
import { formatDate, formatDateTime, formatMoney, usePaging, WIDE_TABLE } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Result,
  Row,
  Select,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useQuotaOverview } from '../api/get-overview.ts';
import { useQuotas } from '../api/list-quotas.ts';
import { QUOTA_KINDS, QUOTA_LABELS } from './labels.ts';
import { quotaApplyPath, quotaDetailPath } from './links.ts';
import { QuotaLabelTag, QuotaStateTag } from './quota-tags.tsx';
import { UsageBar } from './usage-bar.tsx';

export const PAGE_SIZE = 20;

export type QuotaFilters = { kind?: SettlementLimitKind; label?: QuotaItemLabel };

/** The request of the filters and page; empty filters are left out. */
export const quotaQueryOf = (
  filters: QuotaFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): QuotaListQuery => ({
  ...(filters.kind ? { kind: filters.kind } : {}),
  ...(filters.label ? { label: filters.label } : {}),
  pageNum,
  pageSize,
});

/** A kind the server left out has nothing granted. */
const summaryOf = (kinds: QuotaKindSummary[], kind: SettlementLimitKind): QuotaKindSummary =>
  kinds.find((summary) => summary.kind === kind) ?? {
    kind,
    state: QuotaState.NotApproved,
    amount: '0',
    used: '0',
    remaining: '0',
  };

const usd = (amount: string) => formatMoney(amount, 'USD', { fixed: true });

const nowrap = { whiteSpace: 'nowrap' } as const;

const Figure = ({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) => (
  <Flex justify="space-between" gap={8} wrap>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <Typography.Text strong={strong} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {value}
    </Typography.Text>
  </Flex>
);

const KindCard = ({ summary, canApply }: { summary: QuotaKindSummary; canApply: boolean }) => {
  const { t } = useTranslation('quota');
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 'auto', display: 'flex', flexDirection: 'column', gap: 8 } }}
      data-testid={`quota-kind-${summary.kind}`}
      title={
        <Flex gap={8} align="center" wrap>
          <span style={{ whiteSpace: 'normal' }}>{t(`kind.${summary.kind}`)}</span>
          <QuotaStateTag state={summary.state} muted data-testid="quota-kind-state" />
        </Flex>
      }
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`overview.${summary.kind}Hint`)}
      </Typography.Text>
      <Figure label={t('fields.amount')} value={usd(summary.amount)} testId="quota-kind-amount" />
      <Figure label={t('fields.used')} value={usd(summary.used)} testId="quota-kind-used" />
      <Figure
        label={t('fields.remaining')}
        value={usd(summary.remaining)}
        strong
        testId="quota-kind-remaining"
      />
      <UsageBar used={summary.used} amount={summary.amount} />
      {canApply ? (
        <Button
          icon={<PlusOutlined />}
          style={{ marginTop: 'auto', alignSelf: 'flex-start' }}
          onClick={() => void navigate(quotaApplyPath(summary.kind))}
          data-testid="quota-kind-apply"
        >
          {t('overview.apply')}
        </Button>
      ) : null}
    </Card>
  );
};

const Overview = ({ canApply }: { canApply: boolean }) => {
  const { t } = useTranslation('quota');
  const overview = useQuotaOverview();
  if (overview.isPending)
    return (
      <div data-testid="quota-overview-loading">
        <Skeleton active />
      </div>
    );
  if (overview.isError)
    return (
      <Result
        status="error"
        title={t('overview.loadFailed')}
        subTitle={overview.error.message}
        data-testid="quota-overview-failed"
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void overview.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  return (
    <Row gutter={[16, 16]} data-testid="quota-overview">
      {QUOTA_KINDS.map((kind) => (
        <Col key={kind} xs={24} md={8}>
          <KindCard summary={summaryOf(overview.data.kinds, kind)} canApply={canApply} />
        </Col>
      ))}
    </Row>
  );
};

const QuotaList = ({ canApply }: { canApply: boolean }) => {
  const { t } = useTranslation('quota');
  const navigate = useNavigate();
  const [form] = Form.useForm<QuotaFilters>();
  const [filters, setFilters] = useState<QuotaFilters>({});
  const paging = usePaging(PAGE_SIZE);
  const quotas = useQuotas(quotaQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  const filtered = Boolean(filters.kind || filters.label);

  const apply = (next: QuotaFilters) => {
    setFilters(next);
    paging.toFirstPage();
  };

  return (
    <Flex vertical gap={16}>
      <Form<QuotaFilters>
        form={form}
        layout="inline"
        onValuesChange={(_, all) => apply(all)}
        style={{ rowGap: 12 }}
        data-testid="quotas-filters"
      >
        <Form.Item name="kind" label={t('fields.kind')}>
          <Select
            allowClear
            placeholder={t('list.all')}
            style={{ minWidth: 150 }}
            popupMatchSelectWidth={false}
            options={QUOTA_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            data-testid="filter-kind"
          />
        </Form.Item>
        <Form.Item name="label" label={t('fields.label')}>
          <Select
            allowClear
            placeholder={t('list.all')}
            style={{ minWidth: 150 }}
            popupMatchSelectWidth={false}
            options={QUOTA_LABELS.map((label) => ({ value: label, label: t(`label.${label}`) }))}
            data-testid="filter-label"
          />
        </Form.Item>
        {filtered ? (
          <Button
            type="link"
            onClick={() => {
              form.resetFields();
              apply({});
            }}
            data-testid="filters-clear"
          >
            {t('list.clear')}
          </Button>
        ) : null}
      </Form>
      {quotas.isError && !quotas.data ? (
        <Result
          status="error"
          title={t('list.loadFailed')}
          subTitle={quotas.error.message}
          data-testid="quotas-failed"
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void quotas.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<Quota>
          rowKey="quotaNo"
          size="middle"
          loading={quotas.isFetching}
          dataSource={quotas.data?.list ?? []}
          {...WIDE_TABLE}
          onRow={(quota) => ({
            onClick: (event) => {
              // The number's own link navigates by itself.
              if ((event.target as HTMLElement).closest('a')) return;
              void navigate(quotaDetailPath(quota.quotaNo));
            },
            style: { cursor: 'pointer' },
          })}
          locale={{
            emptyText: quotas.isPending ? (
              <span data-testid="quotas-loading" />
            ) : (
              <Empty
                description={filtered ? t('list.emptyFiltered') : t('list.empty')}
                data-testid="quotas-empty"
              >
                {!filtered && canApply ? (
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => void navigate(quotaApplyPath())}
                    data-testid="quotas-empty-apply"
                  >
                    {t('list.apply')}
                  </Button>
                ) : null}
              </Empty>
            ),
          }}
          data-testid="quotas-table"
          pagination={paging.pagination(quotas.data?.total ?? 0, (total) =>
            t('list.total', { count: total }),
          )}
          columns={[
            {
              title: t('fields.quotaNo'),
              dataIndex: 'quotaNo',
              fixed: 'left',
              render: (quotaNo: string) => (
                <Link to={quotaDetailPath(quotaNo)} style={nowrap} data-testid="quota-link">
                  {quotaNo}
                </Link>
              ),
            },
            {
              title: t('fields.kind'),
              key: 'kind',
              render: (_, quota) => (
                <span style={nowrap} data-testid="quota-kind-cell">
                  {t(`kind.${quota.kind}`)}
                </span>
              ),
            },
            {
              title: t('fields.amount'),
              key: 'amount',
              align: 'right',
              render: (_, quota) => (
                <span style={nowrap} data-testid="quota-amount-cell">
                  {usd(quota.amount)}
                </span>
              ),
            },
            {
              title: t('fields.used'),
              key: 'used',
              align: 'right',
              render: (_, quota) => <span style={nowrap}>{usd(quota.used)}</span>,
            },
            {
              title: t('fields.remaining'),
              key: 'remaining',
              render: (_, quota) => (
                <Flex vertical gap={2} style={{ minWidth: 120 }}>
                  <Typography.Text strong style={nowrap} data-testid="quota-remaining-cell">
                    {usd(quota.remaining)}
                  </Typography.Text>
                  <UsageBar used={quota.used} amount={quota.amount} />
                </Flex>
              ),
            },
            {
              title: t('fields.period'),
              key: 'period',
              render: (_, quota) => (
                <span style={nowrap} data-testid="quota-period-cell">
                  {t('period', {
                    from: formatDate(quota.validFrom),
                    to: formatDate(quota.validTo),
                  })}
                </span>
              ),
            },
            {
              title: t('fields.state'),
              key: 'state',
              render: (_, quota) => <QuotaStateTag state={quota.state} />,
            },
            {
              title: t('fields.label'),
              key: 'label',
              render: (_, quota) => <QuotaLabelTag label={quota.label} />,
            },
            {
              title: t('fields.createdAt'),
              dataIndex: 'createdAt',
              render: (at: string) => <span style={nowrap}>{formatDateTime(at)}</span>,
            },
          ]}
        />
      )}
    </Flex>
  );
};

export const QuotasScreen = () => {
  const { t } = useTranslation('quota');
  const { t: tm } = useTranslation('menu');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canApply = canAccess(user, { permission: 'limit:operate' });
  return (
    <Card
      title={tm('limit')}
      data-testid="quotas-screen"
      extra={
        canApply ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(quotaApplyPath())}
            data-testid="quotas-apply"
          >
            {t('list.apply')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={16}>
        <Alert
          type="info"
          showIcon
          title={t('overview.introTitle')}
          description={
            <Flex vertical gap={4}>
              <span>{t('overview.intro')}</span>
              <span>{t('overview.introKinds')}</span>
              <span>{t('overview.introReturn')}</span>
            </Flex>
          }
          data-testid="quota-intro"
        />
        <Overview canApply={canApply} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <QuotaList canApply={canApply} />
      </Flex>
    </Card>
  );
};
