// /wallet/detail (spec walletDetail, §3 fund detail): the daily inflow/outflow and balance chart of
// one wallet over a chosen period, then the movements of the available balances, filtered by
// currency, order type, direction and date range, paged by the server. The chart follows the
// currency and date filters when they are set. "Export" sends the filters (not the page) to the
// download centre as CSV or Excel. The state lives in use-fund-detail-screen.ts, the chart in
// fund-daily-card.tsx.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { CURRENCY_CODES, OrderType, type FundMovement } from '@tradebridge/contracts';
import { RecordsTable, useLanguage } from '@tradebridge/ui';
import { Button, Card, DatePicker, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { DailyCard } from './fund-daily-card.tsx';
import { useFundDetailColumns } from './fund-detail-columns.tsx';
import { useFundDetailScreen, type FundDetailFilters } from './use-fund-detail-screen.ts';

const ORDER_TYPES = Object.values(OrderType);

export const FundDetailScreen = () => {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const navigate = useNavigate();
  const { list, details, exportFile, exportPending } = useFundDetailScreen();
  const columns = useFundDetailColumns();

  return (
    <Card
      title={t('details.title')}
      data-testid="fund-detail-screen"
      extra={
        <Flex gap={8} align="center" wrap justify="flex-end">
          <ExportMenu area="wallet" exportFile={exportFile} pending={exportPending} />
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
      <Form<FundDetailFilters> {...list.formProps} data-testid="fund-detail-filters">
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
          <Button onClick={list.onReset} data-testid="filter-reset">
            {t('details.reset')}
          </Button>
        </Form.Item>
      </Form>
      <DailyCard filters={list.filters} />
      <RecordsTable<FundMovement>
        query={details}
        testId="fund-detail"
        texts={{
          loadFailed: t('details.loadFailed'),
          empty: t('details.empty'),
          total: (total) =>
            details.data?.totalCapped
              ? t('details.totalCapped', {
                  count: total,
                  shown: new Intl.NumberFormat(language).format(total),
                })
              : t('details.total', { count: total }),
        }}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
};
