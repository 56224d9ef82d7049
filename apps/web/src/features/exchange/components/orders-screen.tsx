// /exchangeOrder (spec "exchange records"): the merchant's exchanges, newest first — order number
// (to its detail) and time, what was sold and bought, the rate, the fee and the state — filtered by
// state, sell and buy currency, dates (UTC days) and part of the order number, paged by the server.
// "Export" sends the filters (not the page) to the download centre as CSV or Excel. The state lives
// in use-orders-screen.ts.
import { SwapOutlined } from '@ant-design/icons';
import type { ExchangeOrder } from '@tradebridge/contracts';
import { FilterBar, RecordsTable } from '@tradebridge/ui';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { EXCHANGE_STATE_NAMES, EXCHANGE_STATE_OPTIONS } from './labels.ts';
import { useOrderColumns } from './order-columns.tsx';
import { useOrdersScreen, type OrderFilters } from './use-orders-screen.ts';
import { recordsTexts } from '../../../lib/records-texts.ts';
import { codeOptions } from '../../../lib/code-options.ts';

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
      <FilterBar<OrderFilters>
        list={list}
        placeholder={t('records.all')}
        reset={{ label: t('records.reset'), 'data-testid': 'filter-reset' }}
        data-testid="orders-filters"
        items={[
          {
            kind: 'select',
            name: 'state',
            label: t('fields.state'),
            minWidth: 150,
            options: codeOptions(EXCHANGE_STATE_OPTIONS, (state) =>
              t(`state.${EXCHANGE_STATE_NAMES[state]}`),
            ),
          },
          {
            kind: 'currency',
            name: 'sellCurrency',
            label: t('fields.sellCurrency'),
            'data-testid': 'filter-sell',
          },
          {
            kind: 'currency',
            name: 'buyCurrency',
            label: t('fields.buyCurrency'),
            'data-testid': 'filter-buy',
          },
          { kind: 'range', label: t('records.dateRange') },
          {
            kind: 'search',
            name: 'orderNo',
            label: t('fields.orderNo'),
            placeholder: t('records.orderNoPlaceholder'),
            maxLength: 40,
            width: 220,
          },
        ]}
      />
      <RecordsTable<ExchangeOrder>
        query={orders}
        testId="orders"
        texts={recordsTexts(t, 'records', { emptyFiltered: true })}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="orderNo"
        columns={columns}
      />
    </Card>
  );
};
