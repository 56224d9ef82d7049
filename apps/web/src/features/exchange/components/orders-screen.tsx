// /exchangeOrder (spec "exchange records"): the merchant's exchanges, newest first — order number
// (to its detail) and time, what was sold and bought, the rate, the fee and the state — filtered by
// state, sell and buy currency, dates (UTC days) and part of the order number, paged by the server.
// "Export" sends the filters (not the page) to the download centre as CSV or Excel. The state lives
// in use-orders-screen.ts.
import { SwapOutlined } from '@ant-design/icons';
import { CURRENCY_CODES, type Currency, type ExchangeOrder } from '@tradebridge/contracts';
import { RecordsTable } from '@tradebridge/ui';
import { Button, Card, DatePicker, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { EXCHANGE_STATE_NAMES, EXCHANGE_STATE_OPTIONS } from './labels.ts';
import { useOrderColumns } from './order-columns.tsx';
import { useOrdersScreen, type OrderFilters } from './use-orders-screen.ts';

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
  const { list, orders, mayExchange, exportFile, exportPending } = useOrdersScreen();
  const columns = useOrderColumns();

  return (
    <Card
      title={tm('exchangeOrder')}
      data-testid="exchange-orders-screen"
      extra={
        <Flex gap={8} align="center" wrap justify="flex-end">
          <ExportMenu area="exchange" exportFile={exportFile} pending={exportPending} />
          {mayExchange ? (
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
      <Form<OrderFilters> {...list.formProps} data-testid="orders-filters">
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
            onSearch={list.onSearch}
            style={{ width: 220 }}
            data-testid="filter-order-no"
          />
        </Form.Item>
        <Form.Item>
          <Button onClick={list.onReset} data-testid="filter-reset">
            {t('records.reset')}
          </Button>
        </Form.Item>
      </Form>
      <RecordsTable<ExchangeOrder>
        query={orders}
        testId="orders"
        texts={{
          loadFailed: t('records.loadFailed'),
          empty: t('records.empty'),
          emptyFiltered: t('records.emptyFiltered'),
          total: (total) => t('records.total', { count: total }),
        }}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="orderNo"
        columns={columns}
      />
    </Card>
  );
};
