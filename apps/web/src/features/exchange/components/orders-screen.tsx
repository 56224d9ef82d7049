// /exchangeOrder (spec "exchange records"): the merchant's exchanges, newest first — order number
// (to its detail) and time, what was sold and bought, the rate, the fee and the state — filtered by
// state, sell and buy currency, dates (UTC days) and part of the order number, paged by the server.
// "Export" sends the filters (not the page) to the download centre as CSV or Excel.
import { DownOutlined, ExportOutlined, SwapOutlined } from '@ant-design/icons';
import {
  CURRENCY_CODES,
  ExchangeState,
  FileType,
  type Currency,
  type ExchangeOrder,
  type ExchangeOrderFilter,
  type ExchangeOrderListQuery,
} from '@tradebridge/contracts';
import { formatDateTime, formatMoney, formatRate, usePaging, WIDE_TABLE } from '@tradebridge/ui';
import {
  Button,
  Card,
  DatePicker,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Result,
  Select,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { newExportKey, useExportStarted } from '../../../components/export-started.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useExportOrders } from '../api/export-orders.ts';
import { useOrders } from '../api/list-orders.ts';
import { EXCHANGE_STATE_NAMES, EXCHANGE_STATE_OPTIONS } from './labels.ts';
import { orderDetailPath } from './links.ts';
import { OrderStateTag } from './order-state-tag.tsx';

export const PAGE_SIZE = 20;

export type OrderFilters = {
  state?: ExchangeState;
  sellCurrency?: Currency;
  buyCurrency?: Currency;
  range?: [Dayjs | null, Dayjs | null] | null;
  orderNo?: string;
};

/** The filter of the request: the filters that hold something (the order number trimmed). */
export const orderFilterOf = (filters: OrderFilters): ExchangeOrderFilter => {
  const [from, to] = filters.range ?? [];
  const orderNo = filters.orderNo?.trim();
  return {
    ...(filters.state !== undefined ? { state: filters.state } : {}),
    ...(filters.sellCurrency ? { sellCurrency: filters.sellCurrency } : {}),
    ...(filters.buyCurrency ? { buyCurrency: filters.buyCurrency } : {}),
    ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { dateTo: to.format('YYYY-MM-DD') } : {}),
    ...(orderNo ? { orderNo } : {}),
  };
};

export const orderQueryOf = (
  filters: OrderFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): ExchangeOrderListQuery => ({ ...orderFilterOf(filters), pageNum, pageSize });

const EXPORT_TYPES = [FileType.Csv, FileType.Xlsx] as const;
type ExportType = (typeof EXPORT_TYPES)[number];

/** "Export" with CSV / Excel: the current filters into the download centre. */
const ExportButton = ({ filters }: { filters: OrderFilters }) => {
  const { t } = useTranslation('exchange');
  const exportOrders = useExportOrders();
  const onStarted = useExportStarted('exchange');
  const onExport = async (fileType: ExportType) => {
    try {
      await exportOrders.mutateAsync({
        request: { fileType, filter: orderFilterOf(filters) },
        idempotencyKey: newExportKey('exchange'),
      });
    } catch {
      return; // the request layer has shown why
    }
    onStarted();
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={exportOrders.isPending}
      menu={{
        items: EXPORT_TYPES.map((type) => ({
          key: type,
          label: <span data-testid={`export-${type}`}>{t(`export.${type}`)}</span>,
        })),
        onClick: ({ key }) => void onExport(key as ExportType),
      }}
    >
      <Button
        icon={<ExportOutlined />}
        loading={exportOrders.isPending}
        data-testid="export-button"
      >
        {t('export.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
};

const nowrap = { whiteSpace: 'nowrap' } as const;

const booked = (order: ExchangeOrder) => order.state === ExchangeState.Completed;

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

/** A currency filter: every currency, or none (all). */
const CurrencyFilter = ({
  value,
  onChange,
  placeholder,
  'data-testid': testId,
}: {
  value?: Currency;
  onChange?: (currency: Currency | undefined) => void;
  placeholder: string;
  'data-testid': string;
}) => (
  <Select<Currency>
    allowClear
    showSearch={{ optionFilterProp: 'label' }}
    placeholder={placeholder}
    value={value}
    onChange={onChange}
    style={{ width: 120 }}
    options={CURRENCY_OPTIONS}
    data-testid={testId}
  />
);

export const OrdersScreen = () => {
  const { t } = useTranslation('exchange');
  const { t: tm } = useTranslation('menu');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [form] = Form.useForm<OrderFilters>();
  const [filters, setFilters] = useState<OrderFilters>({});
  const paging = usePaging(PAGE_SIZE);
  const orders = useOrders(orderQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  const anyFilter = Object.keys(orderFilterOf(filters)).length > 0;

  const apply = (next: OrderFilters) => {
    setFilters(next);
    paging.toFirstPage();
  };

  return (
    <Card
      title={tm('exchangeOrder')}
      data-testid="exchange-orders-screen"
      extra={
        <Flex gap={8} align="center" wrap justify="flex-end">
          <ExportButton filters={filters} />
          {canAccess(user, { permission: 'exchange:view' }) ? (
            <Button
              type="primary"
              icon={<SwapOutlined />}
              onClick={() => void navigate(paths.exchange)}
              data-testid="orders-new-exchange"
            >
              {t('records.newExchange')}
            </Button>
          ) : null}
        </Flex>
      }
    >
      <Form<OrderFilters>
        form={form}
        layout="inline"
        // The order number applies when searched (Enter, the button, clearing it), the rest at once.
        onValuesChange={(changed: Partial<OrderFilters>, all) => {
          if (!('orderNo' in changed)) apply({ ...all, orderNo: filters.orderNo });
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
        data-testid="orders-filters"
      >
        <Form.Item name="state" label={t('fields.state')}>
          <Select
            allowClear
            placeholder={t('records.all')}
            style={{ minWidth: 150 }}
            popupMatchSelectWidth={false}
            options={EXCHANGE_STATE_OPTIONS.map((state) => ({
              value: state,
              label: t(`state.${EXCHANGE_STATE_NAMES[state]}`),
            }))}
            data-testid="filter-state"
          />
        </Form.Item>
        <Form.Item name="sellCurrency" label={t('fields.sellCurrency')}>
          <CurrencyFilter placeholder={t('records.all')} data-testid="filter-sell" />
        </Form.Item>
        <Form.Item name="buyCurrency" label={t('fields.buyCurrency')}>
          <CurrencyFilter placeholder={t('records.all')} data-testid="filter-buy" />
        </Form.Item>
        <Form.Item name="range" label={t('records.dateRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="filter-range" />
        </Form.Item>
        <Form.Item name="orderNo" label={t('fields.orderNo')}>
          <Input.Search
            allowClear
            maxLength={40}
            placeholder={t('records.orderNoPlaceholder')}
            onSearch={(value) => apply({ ...form.getFieldsValue(), orderNo: value })}
            style={{ width: 220 }}
            data-testid="filter-order-no"
          />
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.resetFields();
              apply({});
            }}
            data-testid="filter-reset"
          >
            {t('records.reset')}
          </Button>
        </Form.Item>
      </Form>
      {orders.isError && !orders.data ? (
        <Result
          status="error"
          title={t('records.loadFailed')}
          subTitle={orders.error.message}
          data-testid="orders-failed"
          extra={<Button onClick={() => void orders.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Table<ExchangeOrder>
          rowKey="orderNo"
          size="middle"
          loading={orders.isFetching}
          dataSource={orders.data?.list ?? []}
          {...WIDE_TABLE}
          locale={{
            emptyText: orders.isPending ? (
              <span data-testid="orders-loading" />
            ) : (
              <Empty
                description={anyFilter ? t('records.emptyFiltered') : t('records.empty')}
                data-testid="orders-empty"
              />
            ),
          }}
          data-testid="orders-table"
          pagination={paging.pagination(orders.data?.total ?? 0, (total) =>
            t('records.total', { count: total }),
          )}
          columns={[
            {
              title: t('fields.orderNo'),
              dataIndex: 'orderNo',
              fixed: 'left',
              render: (orderNo: string, o) => (
                <Flex vertical gap={0} style={nowrap}>
                  <Link to={orderDetailPath(orderNo)} data-testid="order-link">
                    {orderNo}
                  </Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(o.createdAt)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('fields.sell'),
              key: 'sell',
              align: 'right',
              // Signed only once booked: a held or refused exchange moved nothing yet.
              render: (_, o) => (
                <Typography.Text
                  type={booked(o) ? undefined : 'secondary'}
                  style={nowrap}
                  data-testid="order-sell"
                >
                  {formatMoney(o.sellAmount, o.sellCurrency, {
                    fixed: true,
                    ...(booked(o) ? { direction: 'out' as const } : {}),
                  })}
                </Typography.Text>
              ),
            },
            {
              title: t('fields.buy'),
              key: 'buy',
              align: 'right',
              render: (_, o) => (
                <Typography.Text
                  strong={booked(o)}
                  type={booked(o) ? 'success' : 'secondary'}
                  style={nowrap}
                  data-testid="order-buy"
                >
                  {formatMoney(o.buyAmount, o.buyCurrency, {
                    fixed: true,
                    ...(booked(o) ? { direction: 'in' as const } : {}),
                  })}
                </Typography.Text>
              ),
            },
            {
              title: t('fields.rate'),
              key: 'rate',
              render: (_, o) => (
                <span style={nowrap} data-testid="order-rate">
                  {t('rate.line', {
                    from: o.sellCurrency,
                    rate: formatRate(o.rate),
                    to: o.buyCurrency,
                  })}
                </span>
              ),
            },
            {
              title: t('fields.fee'),
              key: 'fee',
              align: 'right',
              render: (_, o) => (
                <span style={nowrap}>{formatMoney(o.fee, o.sellCurrency, { fixed: true })}</span>
              ),
            },
            {
              title: t('fields.state'),
              key: 'state',
              render: (_, o) => <OrderStateTag order={o} />,
            },
            {
              title: t('records.actions'),
              key: 'actions',
              render: (_, o) => (
                <Link to={orderDetailPath(o.orderNo)} style={nowrap} data-testid="order-detail">
                  {t('records.detail')}
                </Link>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
};
