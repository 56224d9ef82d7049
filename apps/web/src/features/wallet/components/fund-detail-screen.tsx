// /wallet/detail (spec walletDetail, §3 fund detail): the daily inflow/outflow and balance chart of
// one wallet over a chosen period, then the movements of the available balances, filtered by
// currency, order type, direction and date range, paged by the server. The chart follows the
// currency and date filters when they are set. "Export" sends the filters (not the page) to the
// download centre as CSV or Excel. The state lives in use-fund-detail-screen.ts, the chart in
// fund-daily-card.tsx.
import { OrderType, type FundMovement } from '@tradebridge/contracts';
import {
  CurrencyFilter,
  DateRangeFilter,
  RecordsTable,
  SelectFilter,
  useLanguage,
} from '@tradebridge/ui';
import { Button, Card, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { DailyCard } from './fund-daily-card.tsx';
import { useFundDetailColumns } from './fund-detail-columns.tsx';
import { useFundDetailScreen, type FundDetailFilters } from './use-fund-detail-screen.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { recordsTexts } from '../../../lib/records-texts.ts';

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
          <BackLink onClick={() => void navigate(paths.wallet)}>
            {t('transfer.backToWallet')}
          </BackLink>
        </Flex>
      }
    >
      <Form<FundDetailFilters> {...list.formProps} data-testid="fund-detail-filters">
        <CurrencyFilter
          name="currency"
          label={t('details.currency')}
          placeholder={t('details.all')}
          width={140}
          data-testid="filter-currency"
        />
        <SelectFilter
          name="orderType"
          label={t('details.orderType')}
          placeholder={t('details.all')}
          minWidth={180}
          options={ORDER_TYPES.map((code) => ({ value: code, label: t(`orderType.${code}`) }))}
          data-testid="filter-order-type"
        />
        <SelectFilter
          name="direction"
          label={t('details.direction')}
          placeholder={t('details.all')}
          width={140}
          options={[
            { value: 'in', label: t('direction.in') },
            { value: 'out', label: t('direction.out') },
          ]}
          data-testid="filter-direction"
        />
        <DateRangeFilter label={t('details.dateRange')} />
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
          ...recordsTexts(t, 'details'),
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
