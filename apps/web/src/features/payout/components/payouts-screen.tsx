// /payOrder (spec "payment records", "receipt download"): the merchant's withdrawals, transfers and
// fast transfers, newest first — order number (to its detail) and time, type, payee, amount, fee,
// total, state and who submitted it — filtered by type, state, currency, dates (UTC days), part of
// the order number or payee name, and "waiting for my approval"; paged by the server. "Export"
// sends the filters (not the page) to the download centre as CSV or Excel. Paid orders can be chosen
// to download their receipts as one PDF: nothing chosen, or more than PAYOUT_LIMITS.receipts, is
// refused here with the spec's words before anything is asked (the server refuses the latter too).
// A payment of a batch names its batch; the batches themselves are the second tab (`?tab=batches`).
// The state lives in use-payouts-screen.ts.
import { SendOutlined, TableOutlined } from '@ant-design/icons';
import { PAYOUT_LIMITS, type PayoutRow } from '@tradebridge/contracts';
import { RecordsTable } from '@tradebridge/ui';
import { Button, Card, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { ChosenLine } from '../../../components/receipts-button.tsx';
import { BatchList } from './batch-list.tsx';
import { usePayoutColumns } from './payout-columns.tsx';
import { PayoutFilters } from './payout-filters.tsx';
import { hasReceipt, ReceiptsButton } from './receipts-button.tsx';
import { usePayoutsScreen } from './use-payouts-screen.ts';
import { recordsTexts } from '../../../lib/records-texts.ts';

export const PayoutsScreen = () => {
  const { t } = useTranslation('payout');
  const { t: tm } = useTranslation('menu');
  const navigate = useNavigate();
  const screen = usePayoutsScreen();
  const { list, payouts, chosen, setChosen, tab, mayPay } = screen;
  const columns = usePayoutColumns();

  const payments = (
    <>
      <PayoutFilters list={list} />
      {chosen.length > 0 ? (
        <ChosenLine
          testId="payouts"
          text={t('records.chosen', { count: chosen.length, max: PAYOUT_LIMITS.receipts })}
          clearText={t('records.clearChosen')}
          onClear={() => setChosen([])}
        />
      ) : null}
      <RecordsTable<PayoutRow>
        query={payouts}
        testId="payouts"
        texts={recordsTexts(t, 'records', { emptyFiltered: true })}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="orderNo"
        rowSelection={{
          selectedRowKeys: chosen,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setChosen(keys.map(String)),
          // Only a paid order has a receipt.
          getCheckboxProps: (row) => ({ disabled: !hasReceipt(row), 'aria-label': row.orderNo }),
        }}
        columns={columns}
      />
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
              <ExportMenu
                area="payout"
                exportFile={screen.exportFile}
                pending={screen.exportPending}
              />
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
        onChange={screen.onTab}
        data-testid="payouts-tabs"
        items={[
          { key: 'payments', label: t('records.paymentsTab'), children: payments },
          { key: 'batches', label: t('records.batchesTab'), children: <BatchList /> },
        ]}
      />
    </Card>
  );
};
