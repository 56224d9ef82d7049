// /contract/associate?collectionId= (spec §5 "trade order association: an order must be selected;
// new order info must be added first"): the collection's amount, what its orders cover already and
// which orders they are, and a picker of the open orders in its currency with the selection's
// total against what is still needed. Submitted with one Idempotency-Key per submission; the server
// takes what each order has left, oldest first, until the collection is covered. Orders falling
// short (ORDERS_SHORT) are said in the server's words, with the way to add orders.
import { LinkOutlined } from '@ant-design/icons';
import {
  ASSOCIABLE_COLLECTION_STATES,
  fromMinor,
  toMinor,
  type Associations,
  type Association,
} from '@tradebridge/contracts';
import { formatDateTime, formatMoney, WIDE_TABLE } from '@tradebridge/ui';
import { Alert, Button, Card, Empty, Flex, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { DetailStates } from '../../../components/detail-states.tsx';
import { FormPageCard } from '../../../components/form-page.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useAssociations } from '../api/get-associations.ts';
import { useCollectionToCover } from '../api/get-collection.ts';
import { Figures } from './figures.tsx';
import { contractDetailPath, contractsPath } from './links.ts';
import { OrdersTable } from './orders-table.tsx';
import { useAssociatePicker } from './use-associate-picker.ts';

const collectionDetailPath = (id: string) => `${paths.collectDetail}?id=${encodeURIComponent(id)}`;

const Covered = ({ associations }: { associations: Associations }) => {
  const { t } = useTranslation('contract');
  const money = (amount: string) => formatMoney(amount, associations.currency, { fixed: true });
  if (associations.list.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('associate.noneYet')}
        data-testid="associated-none"
      />
    );
  return (
    <Table<Association>
      size="small"
      rowKey={(a) => `${a.orderId}-${a.associatedAt}`}
      dataSource={associations.list}
      pagination={false}
      {...WIDE_TABLE}
      data-testid="associated-orders"
      columns={[
        { title: t('order.orderNo'), dataIndex: 'orderNo' },
        {
          title: t('order.contractNo'),
          key: 'contract',
          render: (_, a) => <Link to={contractDetailPath(a.contractId)}>{a.contractNo}</Link>,
        },
        {
          title: t('order.name'),
          dataIndex: 'name',
          render: (name: string) => (
            <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 200 }}>
              {name}
            </Typography.Text>
          ),
        },
        {
          title: t('associate.covers'),
          dataIndex: 'amount',
          align: 'right',
          render: (amount: string) => (
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
              {money(amount)}
            </Typography.Text>
          ),
        },
        {
          title: t('associate.associatedAt'),
          dataIndex: 'associatedAt',
          render: (at: string) => (
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>
          ),
        },
      ]}
    />
  );
};

const Picker = ({
  associations,
  needed,
}: {
  associations: Associations;
  /** What the collection still needs (above zero). */
  needed: string;
}) => {
  const { t } = useTranslation('contract');
  const { currency } = associations;
  const p = useAssociatePicker(associations, needed);
  const { orders, chosen, gap } = p;
  const money = (amount: string) => formatMoney(amount, currency, { fixed: true });

  return (
    <Card
      size="small"
      title={t('associate.pickTitle', { currency })}
      data-testid="associate-picker"
    >
      {p.hasNoOpen ? (
        <Empty
          description={t('associate.noOpenOrders', { currency })}
          data-testid="associate-no-orders"
        >
          <Link to={contractsPath()}>{t('associate.addOrders')}</Link>
        </Empty>
      ) : (
        <Flex vertical gap={12}>
          <Input.Search
            allowClear
            maxLength={100}
            placeholder={t('orders.keywordPlaceholder')}
            onSearch={p.onSearch}
            style={{ maxWidth: 320 }}
            data-testid="associate-keyword"
          />
          <OrdersTable
            orders={orders.data?.list ?? []}
            loading={orders.isFetching}
            pending={orders.isPending}
            emptyText={t('orders.empty')}
            showContract
            rowSelection={{
              selectedRowKeys: chosen.map((o) => o.id),
              preserveSelectedRowKeys: true,
              onChange: p.onChoose,
            }}
            pagination={p.paging.pagination(orders.data?.total ?? 0, (total) =>
              t('orders.total', { count: total }),
            )}
            data-testid="associate-orders"
          />
          <Flex
            gap={16}
            wrap
            align="center"
            justify="space-between"
            data-testid="associate-selection"
          >
            <Flex vertical gap={2}>
              <Typography.Text data-testid="associate-selected">
                {t('associate.selected', { count: chosen.length, total: money(p.selected) })}
              </Typography.Text>
              {chosen.length > 0 ? (
                gap > 0n ? (
                  <Typography.Text type="warning" data-testid="associate-gap">
                    {t('associate.stillShort', { amount: money(fromMinor(gap, currency)) })}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="success" data-testid="associate-gap">
                    {t('associate.enough', { amount: money(needed) })}
                  </Typography.Text>
                )
              ) : null}
            </Flex>
            <Button
              type="primary"
              icon={<LinkOutlined />}
              loading={p.associating}
              onClick={p.onSubmit}
              data-testid="associate-submit"
            >
              {t('associate.submit')}
            </Button>
          </Flex>
          {p.short ? (
            <Alert
              type="error"
              showIcon
              title={p.short}
              description={
                <Link to={contractsPath()} data-testid="associate-add-orders">
                  {t('associate.addOrders')}
                </Link>
              }
              data-testid="associate-short"
            />
          ) : null}
        </Flex>
      )}
    </Card>
  );
};

const AssociateBody = ({ associations }: { associations: Associations }) => {
  const { t } = useTranslation('contract');
  const user = useCurrentUser();
  const canSeeCollection = canAccess(user, { permission: 'collect:view' });
  const collection = useCollectionToCover(associations.collectionId, {
    enabled: canSeeCollection,
  });
  const { currency } = associations;
  const money = (amount: string) => formatMoney(amount, currency, { fixed: true });
  const needed = fromMinor(
    toMinor(associations.amount, currency) - toMinor(associations.covered, currency),
    currency,
  );
  const isCovered = toMinor(needed, currency) <= 0n;
  const takesOrders =
    !collection.data || ASSOCIABLE_COLLECTION_STATES.includes(collection.data.state);
  return (
    <Flex vertical gap={16}>
      {collection.data ? (
        <Typography.Text type="secondary" data-testid="associate-collection">
          {t('associate.collectionOf', {
            orderNo: collection.data.orderNo,
            payer: collection.data.payerName,
          })}
        </Typography.Text>
      ) : null}
      <Figures
        span={{ xs: 24, md: 8 }}
        data-testid="associate-summary"
        figures={[
          {
            title: t('associate.amount'),
            value: money(associations.amount),
            'data-testid': 'associate-amount',
          },
          {
            title: t('associate.covered'),
            value: money(associations.covered),
            'data-testid': 'associate-covered',
          },
          { title: t('associate.needed'), value: money(needed), 'data-testid': 'associate-needed' },
        ]}
      />
      <Card size="small" title={t('associate.already')}>
        <Covered associations={associations} />
      </Card>
      {isCovered ? (
        <Alert
          type="success"
          showIcon
          title={t('associate.isCovered')}
          data-testid="associate-covered-all"
        />
      ) : !takesOrders ? (
        <Alert
          type="info"
          showIcon
          title={t('associate.notAssociable')}
          data-testid="associate-not-associable"
        />
      ) : (
        <Picker associations={associations} needed={needed} />
      )}
    </Flex>
  );
};

export const AssociateScreen = () => {
  const { t } = useTranslation('contract');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const collectionId = searchParams.get('collectionId');
  const associations = useAssociations(collectionId);
  return (
    <FormPageCard
      title={t('associate.title')}
      testId="associate-screen"
      back={
        collectionId
          ? {
              label: t('associate.backToCollection'),
              onClick: () => void navigate(collectionDetailPath(collectionId)),
            }
          : undefined
      }
    >
      <DetailStates
        id={collectionId}
        query={associations}
        testId="associate"
        notFoundTitle={t('associate.notFound')}
        failedTitle={t('associate.loadFailed')}
      >
        {(data) => <AssociateBody associations={data} />}
      </DetailStates>
    </FormPageCard>
  );
};
