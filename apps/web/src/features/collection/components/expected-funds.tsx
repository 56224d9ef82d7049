// Expected funds (on the collections screen, above the list): payments the bank has announced as
// pending on the merchant's accounts but not booked yet — amount, payer, account, the day the bank
// expects to book them. They are not in any balance until the bank books them; then each becomes a
// collection below. Shown only when there are some (nothing to explain otherwise); a failed read
// says so with a retry, since missing money on its way is what a merchant looks for here.
import { ClockCircleOutlined } from '@ant-design/icons';
import type { ExpectedFund } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney } from '@tradebridge/ui';
import { Card, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { useExpectedFunds } from '../api/list-expected.ts';

export const EXPECTED_PAGE_SIZE = 5;

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const useColumns = (): TableColumnsType<ExpectedFund> => {
  const { t } = useTranslation('collection');
  return [
    {
      title: t('expected.expectedOn'),
      key: 'expectedOn',
      render: (_, fund) => (
        <span style={NOWRAP} data-testid="expected-on">
          {fund.expectedOn ? formatDate(fund.expectedOn) : EMPTY_VALUE}
        </span>
      ),
    },
    {
      title: t('expected.amount'),
      key: 'amount',
      align: 'right',
      render: (_, fund) => (
        <Typography.Text strong style={{ ...NOWRAP, fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(fund.amount, fund.currency, { fixed: true })}
        </Typography.Text>
      ),
    },
    {
      title: t('expected.payer'),
      key: 'payer',
      render: (_, fund) => (
        <Flex vertical>
          <span>{fund.payerName || EMPTY_VALUE}</span>
          {fund.note ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {fund.note}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('expected.account'),
      key: 'account',
      render: (_, fund) => <span style={NOWRAP}>{fund.accountNumber}</span>,
    },
    {
      title: t('expected.announcedAt'),
      key: 'announcedAt',
      render: (_, fund) => <span style={NOWRAP}>{formatDateTime(fund.announcedAt)}</span>,
    },
  ];
};

export const ExpectedFunds = () => {
  const { t } = useTranslation('collection');
  const [pageNum, setPageNum] = useState(1);
  const query = useExpectedFunds({ pageNum, pageSize: EXPECTED_PAGE_SIZE });
  const columns = useColumns();
  if (query.isError && query.data === undefined)
    return (
      <LoadFailedAlert
        title={t('expected.loadFailed')}
        description={query.error.message}
        onRetry={() => query.refetch()}
        data-testid="expected-failed"
      />
    );
  // Nothing on its way (or not known yet): no card to explain.
  if (!query.data || query.data.total === 0) return null;
  const { total } = query.data;
  return (
    <Card
      size="small"
      data-testid="expected-funds"
      title={
        <Flex gap={8} align="center">
          <ClockCircleOutlined />
          <span>{t('expected.title', { count: total })}</span>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" data-testid="expected-hint">
          {t('expected.hint')}
        </Typography.Text>
        <Table<ExpectedFund>
          size="small"
          rowKey="id"
          dataSource={query.data.list}
          columns={columns}
          loading={query.isFetching && query.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          data-testid="expected-table"
          pagination={
            total > EXPECTED_PAGE_SIZE && {
              current: pageNum,
              pageSize: EXPECTED_PAGE_SIZE,
              total,
              size: 'small',
              showSizeChanger: false,
              onChange: setPageNum,
            }
          }
        />
      </Flex>
    </Card>
  );
};
