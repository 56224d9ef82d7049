// The batches tab of the payment records: each batch newest first — its number (to its detail) and
// time, how it was made (form or spreadsheet), its orders, currency and total, how many orders are
// in each state, and the approvals it needs (with "waiting for me" where the viewer approves);
// paged by the server.
import { ReloadOutlined } from '@ant-design/icons';
import type { PayoutBatchPage } from '@tradebridge/contracts';
import { formatDateTime, formatMoney, usePaging, WIDE_TABLE } from '@tradebridge/ui';
import { Button, Empty, Flex, Result, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBatches } from '../api/list-batches.ts';
import { BatchStates } from './batch-states.tsx';
import { batchDetailPath } from './links.ts';

export const BATCH_PAGE_SIZE = 20;

type BatchRow = PayoutBatchPage['list'][number];

const nowrap = { whiteSpace: 'nowrap' } as const;

export const BatchList = () => {
  const { t } = useTranslation('payout');
  const paging = usePaging(BATCH_PAGE_SIZE);
  const batches = useBatches(paging.page);

  if (batches.isError && !batches.data)
    return (
      <Result
        status="error"
        title={t('batches.loadFailed')}
        subTitle={batches.error.message}
        data-testid="batches-failed"
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void batches.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );

  return (
    <Table<BatchRow>
      rowKey="batchNo"
      size="middle"
      loading={batches.isFetching}
      dataSource={batches.data?.list ?? []}
      {...WIDE_TABLE}
      locale={{
        emptyText: batches.isPending ? (
          <span data-testid="batches-loading" />
        ) : (
          <Empty description={t('batches.empty')} data-testid="batches-empty" />
        ),
      }}
      data-testid="batches-table"
      pagination={paging.pagination(batches.data?.total ?? 0, (total) =>
        t('batches.total', { count: total }),
      )}
      columns={[
        {
          title: t('fields.batchNo'),
          dataIndex: 'batchNo',
          fixed: 'left',
          render: (batchNo: string, row) => (
            <Flex vertical gap={0} style={nowrap}>
              <Link to={batchDetailPath(batchNo)} data-testid="batch-link">
                {batchNo}
              </Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(row.createdAt)}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t('batch.source.label'),
          dataIndex: 'source',
          render: (source: BatchRow['source']) => (
            <span style={nowrap}>{t(`batch.source.${source}`)}</span>
          ),
        },
        {
          title: t('batches.count'),
          dataIndex: 'count',
          align: 'right',
          render: (count: number) => <span data-testid="batch-count-cell">{count}</span>,
        },
        { title: t('fields.currency'), dataIndex: 'currency' },
        {
          title: t('fields.total'),
          key: 'total',
          align: 'right',
          render: (_, row) => (
            <Typography.Text strong style={nowrap} data-testid="batch-total-cell">
              {formatMoney(row.total, row.currency, { fixed: true })}
            </Typography.Text>
          ),
        },
        {
          title: t('fields.state'),
          key: 'states',
          render: (_, row) => <BatchStates states={row.states} />,
        },
        {
          title: t('price.approvalsLabel'),
          key: 'approvals',
          render: (_, row) => (
            <Flex vertical gap={2} align="start" style={nowrap}>
              <span data-testid="batch-approvals-cell">
                {row.approvalsNeeded === 0
                  ? t('price.noApproval')
                  : t('approvals.needed', { count: row.approvalsNeeded })}
              </span>
              {row.waitingForMe > 0 ? (
                <Tag color="gold" style={{ marginInlineEnd: 0 }} data-testid="batch-waiting-for-me">
                  {t('batches.waitingForMe', { count: row.waitingForMe })}
                </Tag>
              ) : null}
            </Flex>
          ),
        },
        {
          title: t('fields.createdBy'),
          dataIndex: 'createdBy',
          render: (name: string) => <span style={nowrap}>{name}</span>,
        },
      ]}
    />
  );
};
