// /wallet/detail (spec walletDetail, §3 fund detail): the daily inflow/outflow and balance chart of
// one wallet over a chosen period, then the movements of the available balances, filtered by
// currency, order type, direction and date range, paged by the server. The chart follows the
// currency and date filters when they are set. "Export" sends the filters (not the page) to the
// download centre as CSV or Excel.
import { ArrowLeftOutlined, DownOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  CURRENCY_CODES,
  daysBetween,
  FUND_DAILY_MAX_DAYS,
  OrderType,
  FileType,
  type Currency,
  type FundDailyQuery,
  type FundDetailsFilter,
  type FundDetailQuery,
  type FundMovement,
} from '@tradebridge/contracts';
import {
  Button,
  Card,
  DatePicker,
  Dropdown,
  Empty,
  Flex,
  Form,
  Result,
  Segmented,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  useLanguage,
  usePaging,
  WIDE_TABLE,
} from '@tradebridge/ui';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useFundDetails } from '../api/list-fund-details.ts';
import { useDailySummary } from '../api/get-daily-summary.ts';
import { useWallets } from '../api/list-wallets.ts';
import { useExportFundDetails } from '../api/export-fund-details.ts';
import { newExportKey, useExportStarted } from '../../../components/export-started.tsx';
import { MovementType } from '../../../components/movement-type.tsx';
import { DailyFundChart } from '../../../components/daily-fund-chart.tsx';
import { addDays, lastDays, readerTimeZone, todayIn } from '../../../lib/dates.ts';

export type FundDetailFilters = {
  currency?: Currency;
  orderType?: OrderType;
  direction?: 'in' | 'out';
  range?: [Dayjs | null, Dayjs | null] | null;
};

export const PAGE_SIZE = 20;

/** The request body of wallet/details.json for the filters and page; empty filters are left out. */
export const fundDetailQueryOf = (
  filters: FundDetailFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): FundDetailQuery => {
  const [from, to] = filters.range ?? [];
  return {
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.orderType !== undefined ? { orderType: filters.orderType } : {}),
    ...(filters.direction ? { direction: filters.direction } : {}),
    ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { dateTo: to.format('YYYY-MM-DD') } : {}),
    pageNum,
    pageSize,
  };
};

/** The filter of an export: the screen's filters without paging. */
export const fundDetailsFilterOf = (filters: FundDetailFilters): FundDetailsFilter => {
  const { pageNum: _pageNum, pageSize: _pageSize, ...filter } = fundDetailQueryOf(filters, 1);
  return filter;
};

const EXPORT_TYPES = [FileType.Csv, FileType.Xlsx] as const;
type ExportType = (typeof EXPORT_TYPES)[number];

/** "Export" with CSV / Excel: the current filters into the download centre. */
const ExportButton = ({ filters }: { filters: FundDetailFilters }) => {
  const { t } = useTranslation('wallet');
  const exportDetails = useExportFundDetails();
  const onStarted = useExportStarted('wallet');
  const onExport = async (fileType: ExportType) => {
    try {
      await exportDetails.mutateAsync({
        request: { fileType, filter: fundDetailsFilterOf(filters) },
        idempotencyKey: newExportKey('wallet'),
      });
    } catch {
      return; // the request layer has shown why
    }
    onStarted();
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={exportDetails.isPending}
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
        loading={exportDetails.isPending}
        data-testid="export-button"
      >
        {t('export.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
};

const ORDER_TYPES = Object.values(OrderType);

/** The chart's periods of the last N days. */
export const CHART_PERIODS = [7, 30, 90] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/**
 * The chart's dates, counted in the reader's time zone: the date filter when one end is set (an
 * open end is today, or the chosen number of days before the other end; at most
 * FUND_DAILY_MAX_DAYS, ending at its end), else the last `period` days up to today.
 */
export const dailyPeriodOf = (
  range: FundDetailFilters['range'],
  period: ChartPeriod,
  now = new Date(),
  timeZone = readerTimeZone(),
): Pick<FundDailyQuery, 'dateFrom' | 'dateTo' | 'timeZone'> => {
  const [from, to] = range ?? [];
  if (!from && !to) return lastDays(period, now, timeZone);
  const today = todayIn(timeZone, now);
  const start = from?.format('YYYY-MM-DD');
  const dateTo = to ? to.format('YYYY-MM-DD') : start && start > today ? start : today;
  let dateFrom = start ?? addDays(dateTo, -(period - 1));
  if (daysBetween(dateFrom, dateTo) + 1 > FUND_DAILY_MAX_DAYS) {
    dateFrom = addDays(dateTo, -(FUND_DAILY_MAX_DAYS - 1));
  }
  return { dateFrom, dateTo, timeZone };
};

/** The chart card: one wallet's daily movements, by the filters or its own currency and period. */
const DailyCard = ({ filters }: { filters: FundDetailFilters }) => {
  const { t } = useTranslation('wallet');
  const wallets = useWallets();
  const [chosenCurrency, setChosenCurrency] = useState<Currency>();
  const [period, setPeriod] = useState<ChartPeriod>(30);
  const currency = filters.currency ?? chosenCurrency ?? wallets.data?.[0]?.currency;
  const followsRange = Boolean(filters.range?.[0] || filters.range?.[1]);
  const dates = dailyPeriodOf(filters.range, period);
  const daily = useDailySummary(currency ? { currency, ...dates } : null);
  const held = wallets.data?.map((w) => w.currency) ?? [];
  const options = (currency && !held.includes(currency) ? [currency, ...held] : held).map(
    (code) => ({ value: code, label: code }),
  );
  return (
    <Card
      size="small"
      title={t('daily.title')}
      style={{ marginBottom: 16 }}
      data-testid="fund-daily-card"
      extra={
        <Flex gap={8} align="center" wrap justify="flex-end">
          <Select<Currency>
            size="small"
            style={{ width: 100 }}
            aria-label={t('details.currency')}
            value={currency}
            disabled={Boolean(filters.currency)}
            options={options}
            onChange={setChosenCurrency}
            data-testid="daily-currency"
          />
          <Segmented<ChartPeriod>
            size="small"
            value={period}
            disabled={followsRange}
            options={CHART_PERIODS.map((n) => ({
              value: n,
              label: t('daily.lastDays', { count: n }),
            }))}
            onChange={setPeriod}
            data-testid="daily-period"
          />
        </Flex>
      }
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="daily-dates">
        {followsRange
          ? t('daily.followsFilter', {
              from: formatDate(dates.dateFrom),
              to: formatDate(dates.dateTo),
            })
          : t('daily.dates', { from: formatDate(dates.dateFrom), to: formatDate(dates.dateTo) })}
      </Typography.Text>
      <div style={{ marginTop: 8 }}>
        {currency ? (
          <DailyFundChart
            data={daily.data}
            isPending={daily.isPending}
            isError={daily.isError}
            errorMessage={daily.error?.message}
            onRetry={() => void daily.refetch()}
          />
        ) : wallets.data?.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wallet.empty')} />
        ) : (
          <DailyFundChart
            data={undefined}
            isPending={wallets.isPending}
            isError={wallets.isError}
            errorMessage={wallets.error?.message}
            onRetry={() => void wallets.refetch()}
          />
        )}
      </div>
    </Card>
  );
};

export const FundDetailScreen = () => {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<FundDetailFilters>();
  const wanted = searchParams.get('currency');
  const [filters, setFilters] = useState<FundDetailFilters>(() =>
    wanted && (CURRENCY_CODES as string[]).includes(wanted) ? { currency: wanted as Currency } : {},
  );
  const paging = usePaging(PAGE_SIZE);
  const details = useFundDetails(
    fundDetailQueryOf(filters, paging.page.pageNum, paging.page.pageSize),
  );

  const onFilters = (_: unknown, all: FundDetailFilters) => {
    setFilters(all);
    paging.toFirstPage();
  };

  return (
    <Card
      title={t('details.title')}
      data-testid="fund-detail-screen"
      extra={
        <Flex gap={8} align="center" wrap justify="flex-end">
          <ExportButton filters={filters} />
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(paths.wallet)}
          >
            {t('transfer.backToWallet')}
          </Button>
        </Flex>
      }
    >
      <Form<FundDetailFilters>
        form={form}
        layout="inline"
        initialValues={filters}
        onValuesChange={onFilters}
        style={{ rowGap: 12, marginBottom: 16 }}
        data-testid="fund-detail-filters"
      >
        <Form.Item name="currency" label={t('details.currency')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('details.all')}
            style={{ width: 140 }}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            data-testid="filter-currency"
          />
        </Form.Item>
        <Form.Item name="orderType" label={t('details.orderType')}>
          <Select
            allowClear
            placeholder={t('details.all')}
            style={{ minWidth: 180 }}
            popupMatchSelectWidth={false}
            options={ORDER_TYPES.map((code) => ({ value: code, label: t(`orderType.${code}`) }))}
            data-testid="filter-order-type"
          />
        </Form.Item>
        <Form.Item name="direction" label={t('details.direction')}>
          <Select
            allowClear
            placeholder={t('details.all')}
            style={{ width: 140 }}
            options={[
              { value: 'in', label: t('direction.in') },
              { value: 'out', label: t('direction.out') },
            ]}
            data-testid="filter-direction"
          />
        </Form.Item>
        <Form.Item name="range" label={t('details.dateRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="filter-range" />
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({
                currency: undefined,
                orderType: undefined,
                direction: undefined,
                range: null,
              });
              onFilters(undefined, {});
            }}
            data-testid="filter-reset"
          >
            {t('details.reset')}
          </Button>
        </Form.Item>
      </Form>
      <DailyCard filters={filters} />
      {details.isError && !details.data ? (
        <Result
          status="error"
          title={t('details.loadFailed')}
          subTitle={details.error.message}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void details.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<FundMovement>
          rowKey="id"
          size="middle"
          loading={details.isFetching}
          dataSource={details.data?.list ?? []}
          {...WIDE_TABLE}
          locale={{ emptyText: <Empty description={t('details.empty')} /> }}
          data-testid="fund-detail-table"
          pagination={paging.pagination(details.data?.total ?? 0, (total) =>
            details.data?.totalCapped
              ? t('details.totalCapped', {
                  count: total,
                  shown: new Intl.NumberFormat(language).format(total),
                })
              : t('details.total', { count: total }),
          )}
          columns={[
            {
              title: t('details.time'),
              dataIndex: 'time',
              // Which movement a row is stays in view while the rest scrolls.
              fixed: 'left',
              render: (time: string) => (
                <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>
              ),
            },
            {
              title: t('details.type'),
              key: 'type',
              render: (_, m) => (
                <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 180 }}>
                  <MovementType movement={m} />
                </Typography.Text>
              ),
            },
            {
              title: t('details.orderNo'),
              dataIndex: 'orderNo',
              render: (orderNo: string | null) =>
                orderNo ? (
                  <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>
                    {orderNo}
                  </Typography.Text>
                ) : (
                  EMPTY_VALUE
                ),
            },
            {
              title: t('details.direction'),
              dataIndex: 'direction',
              render: (direction: 'in' | 'out') => (
                <Tag color={direction === 'in' ? 'success' : 'default'}>
                  {t(`direction.${direction}`)}
                </Tag>
              ),
            },
            {
              title: t('details.amount'),
              key: 'amount',
              align: 'right',
              render: (_, m) => (
                <Typography.Text
                  strong
                  type={m.direction === 'in' ? 'success' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="movement-amount"
                >
                  {formatMoney(m.amount, m.currency, { direction: m.direction, fixed: true })}
                </Typography.Text>
              ),
            },
            {
              title: t('details.balanceAfter'),
              key: 'balanceAfter',
              align: 'right',
              render: (_, m) => (
                <span style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(m.balanceAfter, m.currency, { fixed: true })}
                </span>
              ),
            },
            {
              title: t('details.counterparty'),
              dataIndex: 'counterparty',
              render: (value: string | null) =>
                value ? (
                  <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 180 }}>
                    {value}
                  </Typography.Text>
                ) : (
                  EMPTY_VALUE
                ),
            },
            {
              title: t('details.note'),
              dataIndex: 'note',
              render: (value: string | null) =>
                value ? (
                  <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 220 }}>
                    {value}
                  </Typography.Text>
                ) : (
                  EMPTY_VALUE
                ),
            },
          ]}
        />
      )}
    </Card>
  );
};
