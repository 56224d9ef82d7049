// /collect (spec "collection", "receipt download"): money received on the merchant's accounts —
// order number, arrival time, account, payer, amount, state with the receipt's progress label and
// the reason a collection is held or refused — filtered by account, currency, state, arrival dates
// and payer name, paged by the server. Chosen rows' receipts go to the download centre as one PDF:
// nothing chosen, or more than LIMITS.receiptDownloadMax, is refused here with the spec's words
// (the server refuses the latter too).
import { ReloadOutlined } from '@ant-design/icons';
import {
  COLLECTION_CURRENCIES,
  LIMITS,
  type Collection,
  type CollectionCurrency,
  type CollectionListQuery,
  type CollectionState,
} from '@tradebridge/contracts';
import {
  EMPTY_VALUE,
  formatDateTime,
  formatMoney,
  regionName,
  useLanguage,
  usePaging,
  WIDE_TABLE,
} from '@tradebridge/ui';
import {
  Button,
  Card,
  DatePicker,
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
import { Link } from 'react-router';
import { useExportReceipts } from '../api/export-receipts.ts';
import { useAccounts } from '../api/list-accounts.ts';
import { useCollections } from '../api/list-collections.ts';
import { ReceiptsButton as SharedReceiptsButton } from '../../../components/receipts-button.tsx';
import { CollectionStateTag } from './collection-state-tag.tsx';
import { accountName, COLLECTION_STATES, useReasonText } from './labels.ts';
import { collectionDetailPath } from './links.ts';

export const PAGE_SIZE = 20;

export type CollectionFilters = {
  accountId?: string;
  currency?: CollectionCurrency;
  state?: CollectionState;
  range?: [Dayjs | null, Dayjs | null] | null;
  payer?: string;
};

/** The request of the filters and page; empty filters are left out. */
export const collectionQueryOf = (
  filters: CollectionFilters,
  pageNum: number,
  pageSize = PAGE_SIZE,
): CollectionListQuery => {
  const [from, to] = filters.range ?? [];
  const payer = filters.payer?.trim();
  return {
    ...(filters.accountId ? { accountId: filters.accountId } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.state !== undefined ? { state: filters.state } : {}),
    ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { dateTo: to.format('YYYY-MM-DD') } : {}),
    ...(payer ? { payer } : {}),
    pageNum,
    pageSize,
  };
};

const AccountFilter = (props: { value?: string; onChange?: (id?: string) => void }) => {
  const { t } = useTranslation('collection');
  // Every account the merchant holds fits one page of the accounts list.
  const accounts = useAccounts({ pageNum: 1, pageSize: 100 });
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('all')}
      loading={accounts.isPending}
      style={{ minWidth: 200, maxWidth: 320 }}
      popupMatchSelectWidth={false}
      options={(accounts.data?.list ?? []).map((account) => ({
        value: account.id,
        label: accountName(account),
      }))}
      data-testid="filter-account"
    />
  );
};

/** "Download receipts": the chosen rows, at most LIMITS.receiptDownloadMax at once. */
const ReceiptsButton = ({ chosen }: { chosen: string[] }) => {
  const { t } = useTranslation('collection');
  const exportReceipts = useExportReceipts();
  return (
    <SharedReceiptsButton
      area="collection"
      chosen={chosen}
      max={LIMITS.receiptDownloadMax}
      labels={{
        selectFirst: t('collections.selectFirst'),
        download: t('collections.download'),
        downloadChosen: t('collections.downloadChosen', { count: chosen.length }),
      }}
      exportChosen={(collectionIds, idempotencyKey) =>
        exportReceipts.mutateAsync({ collectionIds, idempotencyKey })
      }
      pending={exportReceipts.isPending}
    />
  );
};

export const CollectionsScreen = () => {
  const { t } = useTranslation('collection');
  const language = useLanguage();
  const reasonText = useReasonText();
  const [form] = Form.useForm<CollectionFilters>();
  const [filters, setFilters] = useState<CollectionFilters>({});
  const [chosen, setChosen] = useState<string[]>([]);
  const paging = usePaging(PAGE_SIZE);
  const collections = useCollections(
    collectionQueryOf(filters, paging.page.pageNum, paging.page.pageSize),
  );

  const onFilters = (next: CollectionFilters) => {
    setFilters(next);
    paging.toFirstPage();
  };

  return (
    <Card
      title={t('collections.title')}
      data-testid="collections-screen"
      extra={<ReceiptsButton chosen={chosen} />}
    >
      <Form<CollectionFilters>
        form={form}
        layout="inline"
        // The payer's name is applied when it is searched (Enter, the button, clearing it).
        onValuesChange={(changed, all) => {
          if (!('payer' in changed)) onFilters(all);
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
        data-testid="collections-filters"
      >
        <Form.Item name="accountId" label={t('collections.account')}>
          <AccountFilter />
        </Form.Item>
        <Form.Item name="currency" label={t('collections.currency')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('all')}
            style={{ width: 120 }}
            options={COLLECTION_CURRENCIES.map((code) => ({ value: code, label: code }))}
            data-testid="filter-currency"
          />
        </Form.Item>
        <Form.Item name="state" label={t('collections.state')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 180 }}
            popupMatchSelectWidth={false}
            options={COLLECTION_STATES.map((state) => ({
              value: state,
              label: t(`stateFilter.${state}`),
            }))}
            data-testid="filter-state"
          />
        </Form.Item>
        <Form.Item name="range" label={t('collections.arrived')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="filter-range" />
        </Form.Item>
        <Form.Item name="payer" label={t('collections.payer')}>
          <Input.Search
            allowClear
            maxLength={140}
            placeholder={t('collections.payerPlaceholder')}
            onSearch={() => onFilters(form.getFieldsValue())}
            style={{ width: 220 }}
            data-testid="filter-payer"
          />
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.setFieldsValue({
                accountId: undefined,
                currency: undefined,
                state: undefined,
                range: null,
                payer: undefined,
              });
              onFilters({});
            }}
            data-testid="filter-reset"
          >
            {t('reset')}
          </Button>
        </Form.Item>
      </Form>
      {chosen.length > 0 ? (
        <Typography.Paragraph type="secondary" data-testid="collections-chosen">
          {t('collections.chosen', { count: chosen.length, max: LIMITS.receiptDownloadMax })}{' '}
          <Typography.Link onClick={() => setChosen([])} data-testid="collections-clear-chosen">
            {t('collections.clearChosen')}
          </Typography.Link>
        </Typography.Paragraph>
      ) : null}
      {collections.isError && !collections.data ? (
        <Result
          status="error"
          title={t('collections.loadFailed')}
          subTitle={collections.error.message}
          data-testid="collections-failed"
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void collections.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<Collection>
          rowKey="id"
          size="middle"
          loading={collections.isFetching}
          dataSource={collections.data?.list ?? []}
          {...WIDE_TABLE}
          rowSelection={{
            selectedRowKeys: chosen,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChosen(keys.map(String)),
          }}
          locale={{
            emptyText: collections.isPending ? (
              <span data-testid="collections-loading" />
            ) : (
              <Empty description={t('collections.empty')} data-testid="collections-empty" />
            ),
          }}
          data-testid="collections-table"
          pagination={paging.pagination(collections.data?.total ?? 0, (total) =>
            t('collections.total', { count: total }),
          )}
          columns={[
            {
              // The order and when it arrived in one column: the table fits beside a wide menu.
              title: t('collections.orderNo'),
              dataIndex: 'orderNo',
              fixed: 'left',
              render: (orderNo: string, c) => (
                <Flex vertical gap={0} style={{ whiteSpace: 'nowrap' }}>
                  <Link to={collectionDetailPath(c.id)} data-testid="collection-link">
                    {orderNo}
                  </Link>
                  <Typography.Text
                    type="secondary"
                    style={{ fontSize: 12 }}
                    data-testid="collection-arrived"
                  >
                    {formatDateTime(c.arrivedAt)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('collections.account'),
              key: 'account',
              render: (_, c) => (
                <Typography.Text
                  ellipsis={{ tooltip: true }}
                  style={{ maxWidth: 180 }}
                  data-testid="collection-account"
                >
                  {c.accountAlias
                    ? t('collections.accountOf', { alias: c.accountAlias, number: c.accountNumber })
                    : c.accountNumber}
                </Typography.Text>
              ),
            },
            {
              title: t('collections.payer'),
              key: 'payer',
              render: (_, c) => (
                <Flex vertical gap={0} style={{ maxWidth: 180 }}>
                  <Typography.Text ellipsis={{ tooltip: true }}>{c.payerName}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {regionName(c.payerCountry, language)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('collections.amount'),
              key: 'amount',
              align: 'right',
              render: (_, c) => (
                <Typography.Text
                  strong
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="collection-amount"
                >
                  {formatMoney(c.amount, c.currency, { fixed: true })}
                </Typography.Text>
              ),
            },
            {
              title: t('collections.state'),
              key: 'state',
              render: (_, c) => <CollectionStateTag collection={c} />,
            },
            {
              title: t('collections.reason'),
              dataIndex: 'reason',
              render: (reason: string | null) => {
                const text = reasonText(reason);
                return text ? (
                  <Typography.Paragraph
                    ellipsis={{ rows: 2, tooltip: text }}
                    style={{ width: 180, marginBottom: 0, fontSize: 13 }}
                    data-testid="collection-reason"
                  >
                    {text}
                  </Typography.Paragraph>
                ) : (
                  EMPTY_VALUE
                );
              },
            },
          ]}
        />
      )}
    </Card>
  );
};
