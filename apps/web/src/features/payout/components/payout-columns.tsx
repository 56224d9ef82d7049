// The columns of the payment records: order number (to its detail) and time, batch (to its
// detail), type, payee with its account's tail, amount, fee, total, state, who submitted it, and
// a link to the detail.
import type { PayoutRow } from '@tradebridge/contracts';
import { linkColumn, moneyColumn, SecondaryLine, stateColumn, textColumn } from '@tradebridge/ui';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchDetailPath, payoutDetailPath } from './links.ts';
import { PayoutStateTag } from './payout-state-tag.tsx';

const amountOf = (key: 'amount' | 'fee' | 'total') => (row: PayoutRow) => row[key];
const currencyOf = (row: PayoutRow) => row.currency;

export const usePayoutColumns = (): TableColumnsType<PayoutRow> => {
  const { t } = useTranslation('payout');
  return [
    linkColumn<PayoutRow>({
      title: t('fields.orderNo'),
      key: 'orderNo',
      fixed: 'left',
      text: (row) => row.orderNo,
      to: (row) => payoutDetailPath(row.orderNo),
      time: (row) => row.createdAt,
      testId: 'payout-link',
    }),
    linkColumn<PayoutRow>({
      title: t('fields.batchNo'),
      key: 'batchNo',
      text: (row) => row.batchNo,
      to: (row) => (row.batchNo ? batchDetailPath(row.batchNo) : null),
      testId: 'payout-batch-link',
    }),
    textColumn<PayoutRow>({
      title: t('fields.type'),
      key: 'type',
      text: (row) => t(`type.${row.type}`),
      testId: 'payout-type-cell',
    }),
    {
      title: t('fields.payee'),
      key: 'payee',
      render: (_, row) => (
        <Flex vertical gap={0} style={{ maxWidth: 200 }}>
          <Typography.Text ellipsis={{ tooltip: true }} data-testid="payout-payee-name">
            {row.payee.name}
          </Typography.Text>
          <SecondaryLine>{row.payee.accountTail}</SecondaryLine>
        </Flex>
      ),
    },
    moneyColumn<PayoutRow>({
      title: t('fields.amount'),
      key: 'amount',
      amount: amountOf('amount'),
      currency: currencyOf,
      testId: 'payout-amount-cell',
    }),
    moneyColumn<PayoutRow>({
      title: t('fields.fee'),
      key: 'fee',
      amount: amountOf('fee'),
      currency: currencyOf,
    }),
    moneyColumn<PayoutRow>({
      title: t('fields.total'),
      key: 'total',
      amount: amountOf('total'),
      currency: currencyOf,
      look: { strong: true },
      testId: 'payout-total-cell',
    }),
    stateColumn<PayoutRow>({
      title: t('fields.state'),
      key: 'state',
      tag: (row) => <PayoutStateTag state={row.state} />,
    }),
    textColumn<PayoutRow>({
      title: t('fields.createdBy'),
      key: 'createdBy',
      text: (row) => row.createdBy,
    }),
    linkColumn<PayoutRow>({
      title: t('records.actions'),
      key: 'actions',
      text: () => t('records.detail'),
      to: (row) => payoutDetailPath(row.orderNo),
      testId: 'payout-detail',
    }),
  ];
};
