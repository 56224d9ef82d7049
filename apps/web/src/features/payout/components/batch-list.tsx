// The batches tab of the payment records: each batch newest first — its number (to its detail) and
// time, how it was made (form or spreadsheet), its orders, currency and total, how many orders are
// in each state, and the approvals it needs (with "waiting for me" where the viewer approves);
// paged by the server.
import type { PayoutBatchPage } from '@tradebridge/contracts';
import {
  linkColumn,
  moneyColumn,
  RecordsTable,
  stateColumn,
  textColumn,
  usePaging,
} from '@tradebridge/ui';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBatches } from '../api/list-batches.ts';
import { BatchStates } from './batch-states.tsx';
import { batchDetailPath } from './links.ts';
import { recordsTexts } from '../../../lib/records-texts.ts';

export const BATCH_PAGE_SIZE = 20;

type BatchRow = PayoutBatchPage['list'][number];

export const BatchList = () => {
  const { t } = useTranslation('payout');
  const paging = usePaging(BATCH_PAGE_SIZE);
  const batches = useBatches(paging.page);

  return (
    <RecordsTable<BatchRow>
      query={batches}
      testId="batches"
      texts={recordsTexts(t, 'batches')}
      paging={paging}
      rowKey="batchNo"
      columns={[
        linkColumn<BatchRow>({
          title: t('fields.batchNo'),
          key: 'batchNo',
          fixed: 'left',
          text: (row) => row.batchNo,
          to: (row) => batchDetailPath(row.batchNo),
          time: (row) => row.createdAt,
          testId: 'batch-link',
        }),
        textColumn<BatchRow>({
          title: t('batch.source.label'),
          key: 'source',
          text: (row) => t(`batch.source.${row.source}`),
        }),
        {
          title: t('batches.count'),
          dataIndex: 'count',
          align: 'right',
          render: (count: number) => <span data-testid="batch-count-cell">{count}</span>,
        },
        { title: t('fields.currency'), dataIndex: 'currency' },
        moneyColumn<BatchRow>({
          title: t('fields.total'),
          key: 'total',
          amount: (row) => row.total,
          currency: (row) => row.currency,
          look: { strong: true },
          testId: 'batch-total-cell',
        }),
        stateColumn<BatchRow>({
          title: t('fields.state'),
          key: 'states',
          tag: (row) => <BatchStates states={row.states} />,
        }),
        {
          title: t('price.approvalsLabel'),
          key: 'approvals',
          render: (_, row) => (
            <Flex vertical gap={2} align="start" style={{ whiteSpace: 'nowrap' }}>
              <span data-testid="batch-approvals-cell">
                {row.approvalsNeeded === 0
                  ? t('price.noApproval')
                  : t('approvals.needed', { count: row.approvalsNeeded })}
              </span>
              {row.waitingForMe > 0 ? (
                <Tag color="gold" style={{ marginInlineEnd: 0 }} data-testid="batch-waiting-for-me">
                  {t('batches.waitingForMe', { count: row.waitingForMe })}
                </Tag>
              ) : null}
            </Flex>
          ),
        },
        textColumn<BatchRow>({
          title: t('fields.createdBy'),
          key: 'createdBy',
          text: (row) => row.createdBy,
        }),
      ]}
    />
  );
};
