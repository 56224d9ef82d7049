// The trade orders that cover one collection, for its review (the collection page composes it in):
// the collection's amount and how much the orders cover, then each order with its contract and the
// part of it that covers this collection (an order may cover several collections, a collection
// several orders). The contract opens for a role that reviews contracts.
import type { Association } from '@tradebridge/contracts';
import { formatDateTime, WIDE_TABLE } from '@tradebridge/ui';
import { Card, Descriptions, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractPath } from '../../../lib/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { LoadFailed } from '../../../components/list-screen.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { compareDecimals } from '../../../lib/decimal.ts';
import { describedItems } from '../../../lib/described-items.ts';
import { useAssociations } from '../api/get-associations.ts';

type Coverage = 'none' | 'partly' | 'fully';

const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

const COVERAGE_COLORS: Record<Coverage, string> = {
  none: 'default',
  partly: 'gold',
  fully: 'green',
};

const coverageOf = (covered: string, amount: string): Coverage =>
  compareDecimals(covered, '0') <= 0
    ? 'none'
    : compareDecimals(covered, amount) >= 0
      ? 'fully'
      : 'partly';

export const CollectionOrders = ({ collectionId }: { collectionId: string }) => {
  const { t } = useTranslation('contract');
  const operator = useCurrentOperator();
  const canOpenContracts = allows(operator.role, ACCESS.reviewContracts);
  const query = useAssociations(collectionId);

  const columns = useMemo<ColumnsType<Association>>(
    () => [
      { title: t('coverage.orderNo'), dataIndex: 'orderNo', minWidth: 120, ...NOWRAP },
      {
        title: t('coverage.contractNo'),
        dataIndex: 'contractNo',
        minWidth: 130,
        ...NOWRAP,
        render: (contractNo: string, row) =>
          canOpenContracts ? (
            <Link
              to={contractPath(row.contractId)}
              data-testid={`coverage-contract-${row.orderId}`}
            >
              {contractNo}
            </Link>
          ) : (
            contractNo
          ),
      },
      { title: t('coverage.name'), dataIndex: 'name', minWidth: 160 },
      {
        title: t('coverage.part'),
        dataIndex: 'amount',
        align: 'right',
        minWidth: 120,
        render: (amount: string, row) => <Amount amount={amount} currency={row.currency} />,
      },
      {
        title: t('coverage.associatedAt'),
        dataIndex: 'associatedAt',
        minWidth: 100,
        render: (at: string) => formatDateTime(at),
      },
    ],
    [t, canOpenContracts],
  );

  const field = describedItems(t, 'coverage');
  const associations = query.data;
  const coverage = associations && coverageOf(associations.covered, associations.amount);
  return (
    <Card title={t('coverage.title')} data-testid="section-trade-orders">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} data-testid="trade-orders-loading" />
      ) : !associations ? (
        <LoadFailed
          name="trade-orders"
          error={query.error ?? new Error(t('coverage.failed'))}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Flex vertical gap={12}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              field(
                'amount',
                <Amount amount={associations.amount} currency={associations.currency} />,
              ),
              field(
                'covered',
                <Typography.Text strong data-testid="trade-orders-covered">
                  <Amount amount={associations.covered} currency={associations.currency} />
                </Typography.Text>,
              ),
              field(
                'state',
                coverage && (
                  <Tag
                    color={COVERAGE_COLORS[coverage]}
                    style={{ marginInlineEnd: 0 }}
                    data-testid="trade-orders-coverage"
                  >
                    {t(`coverage.level.${coverage}`)}
                  </Tag>
                ),
              ),
            ]}
          />
          <Table<Association>
            {...WIDE_TABLE}
            rowKey="orderId"
            size="small"
            columns={columns}
            dataSource={associations.list}
            pagination={false}
            data-testid="trade-orders-table"
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('coverage.empty')} />
              ),
            }}
          />
        </Flex>
      )}
    </Card>
  );
};
