// /payOrder (spec "payment records", "receipt download"): the merchant's withdrawals, transfers and
// fast transfers, newest first — order number (to its detail) and time, type, payee, amount, fee,
// total, state and who submitted it — filtered by type, state, currency, dates (UTC days), part of
// the order number or payee name, and "waiting for my approval"; paged by the server. "Export"
// sends the filters (not the page) to the download centre as CSV or Excel. Paid orders can be chosen
// to download their receipts as one PDF: nothing chosen, or more than PAYOUT_LIMITS.receipts, is
// refused here with the spec's words before anything is asked (the server refuses the latter too).
// A payment of a batch names its batch; the batches themselves are the second tab (`?tab=batches`).
import {
  DownOutlined,
  ExportOutlined,
  ReloadOutlined,
  SendOutlined,
  TableOutlined,
} from '@ant-design/icons';
import {
  CURRENCY_CODES,
  FileType,
  PAYOUT_LIMITS,
  type Currency,
  type PayoutFilter,
  type PayoutListQuery,
  type PayoutRow,
  type PayoutType,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, formatMoney, usePaging, WIDE_TABLE } from '@tradebridge/ui';
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
  Switch,
  Table,
  Tabs,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { newExportKey, useExportStarted } from '../../../components/export-started.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useExportPayouts } from '../api/export-payouts.ts';
import { usePayouts } from '../api/list-payouts.ts';
import { BatchList } from './batch-list.tsx';
import { PAYOUT_STATES, PAYOUT_TYPES, type PayoutState } from './labels.ts';
import { batchDetailPath, payoutDetailPath } from './links.ts';
import { PayoutStateTag } from './payout-state-tag.tsx';
import { hasReceipt, ReceiptsButton } from './receipts-button.tsx';

type RecordsTab = 'payments' | 'batches';

export const PAGE_SIZE = 20;

export type PayoutFilters = {
  type?: PayoutType;
  state?: PayoutState;
  currency?: Currency;
  range?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
  waitingForMe?: boolean;
};

/** The filter of the request: the filters that hold something (the keyword trimmed). */
export const payoutFilterOf = (filters: PayoutFilters): PayoutFilter => {
  const [from, to] = filters.range ?? [];
  const keyword = filters.keyword?.trim();
  return {
    ...(filters.type !== undefined ? { type: filters.type } : {}),
    ...(filters.state !== undefined ? { state: filters.state } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { dateTo: to.format('YYYY-MM-DD') } : {}),
    ...(keyword ? { keyword } : {}),
    ...(filters.waitingForMe ? { waitingForMe: true } : {}),
  };
};

export const payoutQueryOf = (
  filters: PayoutFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): PayoutListQuery => ({ ...payoutFilterOf(filters), pageNum, pageSize });

const EXPORT_TYPES = [FileType.Csv, FileType.Xlsx] as const;
type ExportType = (typeof EXPORT_TYPES)[number];

/** "Export" with CSV / Excel: the current filters into the download centre. */
const ExportButton = ({ filters }: { filters: PayoutFilters }) => {
  const { t } = useTranslation('payout');
  const exportPayouts = useExportPayouts();
  const onStarted = useExportStarted('payout');
  const onExport = async (fileType: ExportType) => {
    // "Waiting for my approval" is the viewer's own view, not a filter of the file.
    const { waitingForMe: _mine, ...filter } = payoutFilterOf(filters);
    try {
      await exportPayouts.mutateAsync({
        request: { fileType, filter },
        idempotencyKey: newExportKey('payout'),
      });
    } catch {
      return; // the request layer has shown why
    }
    onStarted();
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={exportPayouts.isPending}
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
        loading={exportPayouts.isPending}
        data-testid="export-button"
      >
        {t('export.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
};

const nowrap = { whiteSpace: 'nowrap' } as const;

export const PayoutsScreen = () => {
  const { t } = useTranslation('payout');
  const { t: tm } = useTranslation('menu');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [form] = Form.useForm<PayoutFilters>();
  const [filters, setFilters] = useState<PayoutFilters>({});
  const [chosen, setChosen] = useState<string[]>([]);
  const paging = usePaging(PAGE_SIZE);
  const payouts = usePayouts(payoutQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  const anyFilter = Object.keys(payoutFilterOf(filters)).length > 0;

  const [searchParams, setSearchParams] = useSearchParams();
  const tab: RecordsTab = searchParams.get('tab') === 'batches' ? 'batches' : 'payments';
  const mayPay = canAccess(user, { permission: 'pay:operate' });

  const apply = (next: PayoutFilters) => {
    setFilters(next);
    paging.toFirstPage();
  };

  const payments = (
    <>
      <Form<PayoutFilters>
        form={form}
        layout="inline"
        // The keyword applies when searched (Enter, the button, clearing it), the rest at once.
        onValuesChange={(changed: Partial<PayoutFilters>, all) => {
          if (!('keyword' in changed)) apply({ ...all, keyword: filters.keyword });
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
        data-testid="payouts-filters"
      >
        <Form.Item name="type" label={t('fields.type')}>
          <Select
            allowClear
            placeholder={t('records.all')}
            style={{ minWidth: 140 }}
            popupMatchSelectWidth={false}
            options={PAYOUT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            data-testid="filter-type"
          />
        </Form.Item>
        <Form.Item name="state" label={t('fields.state')}>
          <Select
            allowClear
            placeholder={t('records.all')}
            style={{ minWidth: 160 }}
            popupMatchSelectWidth={false}
            options={PAYOUT_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
            data-testid="filter-state"
          />
        </Form.Item>
        <Form.Item name="currency" label={t('fields.currency')}>
          <Select<Currency>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('records.all')}
            style={{ width: 120 }}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            data-testid="filter-currency"
          />
        </Form.Item>
        <Form.Item name="range" label={t('records.dateRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="filter-range" />
        </Form.Item>
        <Form.Item name="keyword" label={t('records.keyword')}>
          <Input.Search
            allowClear
            maxLength={100}
            placeholder={t('records.keywordPlaceholder')}
            onSearch={(value) => apply({ ...form.getFieldsValue(), keyword: value })}
            style={{ width: 240 }}
            data-testid="filter-keyword"
          />
        </Form.Item>
        <Form.Item name="waitingForMe" label={t('records.waitingForMe')} valuePropName="checked">
          <Switch data-testid="filter-waiting-for-me" />
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
      {chosen.length > 0 ? (
        <Typography.Paragraph type="secondary" data-testid="payouts-chosen">
          {t('records.chosen', { count: chosen.length, max: PAYOUT_LIMITS.receipts })}{' '}
          <Typography.Link onClick={() => setChosen([])} data-testid="payouts-clear-chosen">
            {t('records.clearChosen')}
          </Typography.Link>
        </Typography.Paragraph>
      ) : null}
      {payouts.isError && !payouts.data ? (
        <Result
          status="error"
          title={t('records.loadFailed')}
          subTitle={payouts.error.message}
          data-testid="payouts-failed"
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void payouts.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<PayoutRow>
          rowKey="orderNo"
          size="middle"
          loading={payouts.isFetching}
          dataSource={payouts.data?.list ?? []}
          {...WIDE_TABLE}
          rowSelection={{
            selectedRowKeys: chosen,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChosen(keys.map(String)),
            // Only a paid order has a receipt.
            getCheckboxProps: (row) => ({
              disabled: !hasReceipt(row),
              'aria-label': row.orderNo,
            }),
          }}
          locale={{
            emptyText: payouts.isPending ? (
              <span data-testid="payouts-loading" />
            ) : (
              <Empty
                description={anyFilter ? t('records.emptyFiltered') : t('records.empty')}
                data-testid="payouts-empty"
              />
            ),
          }}
          data-testid="payouts-table"
          pagination={paging.pagination(payouts.data?.total ?? 0, (total) =>
            t('records.total', { count: total }),
          )}
          columns={[
            {
              title: t('fields.orderNo'),
              dataIndex: 'orderNo',
              fixed: 'left',
              render: (orderNo: string, row) => (
                <Flex vertical gap={0} style={nowrap}>
                  <Link to={payoutDetailPath(orderNo)} data-testid="payout-link">
                    {orderNo}
                  </Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(row.createdAt)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('fields.batchNo'),
              dataIndex: 'batchNo',
              render: (batchNo: string | null) =>
                batchNo ? (
                  <Link
                    to={batchDetailPath(batchNo)}
                    style={nowrap}
                    data-testid="payout-batch-link"
                  >
                    {batchNo}
                  </Link>
                ) : (
                  EMPTY_VALUE
                ),
            },
            {
              title: t('fields.type'),
              key: 'type',
              render: (_, row) => (
                <span style={nowrap} data-testid="payout-type-cell">
                  {t(`type.${row.type}`)}
                </span>
              ),
            },
            {
              title: t('fields.payee'),
              key: 'payee',
              render: (_, row) => (
                <Flex vertical gap={0} style={{ maxWidth: 200 }}>
                  <Typography.Text ellipsis={{ tooltip: true }} data-testid="payout-payee-name">
                    {row.payee.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.payee.accountTail}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('fields.amount'),
              key: 'amount',
              align: 'right',
              render: (_, row) => (
                <span style={nowrap} data-testid="payout-amount-cell">
                  {formatMoney(row.amount, row.currency, { fixed: true })}
                </span>
              ),
            },
            {
              title: t('fields.fee'),
              key: 'fee',
              align: 'right',
              render: (_, row) => (
                <span style={nowrap}>{formatMoney(row.fee, row.currency, { fixed: true })}</span>
              ),
            },
            {
              title: t('fields.total'),
              key: 'total',
              align: 'right',
              render: (_, row) => (
                <Typography.Text strong style={nowrap} data-testid="payout-total-cell">
                  {formatMoney(row.total, row.currency, { fixed: true })}
                </Typography.Text>
              ),
            },
            {
              title: t('fields.state'),
              key: 'state',
              render: (_, row) => <PayoutStateTag state={row.state} />,
            },
            {
              title: t('fields.createdBy'),
              dataIndex: 'createdBy',
              render: (name: string) => <span style={nowrap}>{name}</span>,
            },
            {
              title: t('records.actions'),
              key: 'actions',
              render: (_, row) => (
                <Link to={payoutDetailPath(row.orderNo)} style={nowrap} data-testid="payout-detail">
                  {t('records.detail')}
                </Link>
              ),
            },
          ]}
        />
      )}
    </>
  );

  return (
    <Card
      title={tm('payOrder')}
      data-testid="payouts-screen"
      extra={
        <Flex gap={8} align="center" wrap justify="flex-end">
          {tab === 'payments' ? (
            <>
              <ReceiptsButton chosen={chosen} />
              <ExportButton filters={filters} />
            </>
          ) : null}
          {mayPay && tab === 'batches' ? (
            <Button
              icon={<TableOutlined />}
              onClick={() => void navigate(paths.payBatch)}
              data-testid="payouts-new-batch"
            >
              {t('batch.link')}
            </Button>
          ) : null}
          {mayPay ? (
            <Button
              type="primary"
              icon={<SendOutlined />}
              onClick={() => void navigate(paths.pay)}
              data-testid="payouts-new"
            >
              {t('records.newPayment')}
            </Button>
          ) : null}
        </Flex>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setSearchParams(key === 'batches' ? { tab: key } : {}, { replace: true })
        }
        data-testid="payouts-tabs"
        items={[
          { key: 'payments', label: t('records.paymentsTab'), children: payments },
          {
            key: 'batches',
            label: t('records.batchesTab'),
            children: <BatchList />,
          },
        ]}
      />
    </Card>
  );
};
