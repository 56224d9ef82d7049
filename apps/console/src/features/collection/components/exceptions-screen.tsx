// Import exceptions (admin, finance): the entries of bank files the import could not match or
// refused (an unknown account, not a credit, a bad amount, a currency not taken), nothing of which
// was credited. Open ones first (a tab shows all), each returned to the payer with a note once the
// bank has been told; the note, who and when stay on the row. Tab and page live in the address.
import { RollbackOutlined } from '@ant-design/icons';
import { ZResolveExceptionRequest, type ImportException } from '@tradebridge/contracts';
import { formatDateTime, formatMoney } from '@tradebridge/ui';
import { App, Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { oneOfParam, useUrlFilters, withFallback } from '../../../lib/use-url-filters.ts';
import { useExceptions } from '../api/list-exceptions.ts';
import { useResolveException } from '../api/resolve-exception.ts';

const TABS = ['open', 'all'] as const;
type Tab = (typeof TABS)[number];
const FILTERS = { tab: withFallback(oneOfParam(TABS), 'open') };
const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** Short values and their headers on one line. */
const NOWRAP = {
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

export const ExceptionsScreen = () => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const { message } = App.useApp();
  const { filters, page, setFilters, listProps } = useUrlFilters(FILTERS);
  const query = useExceptions({ open: filters.tab === 'open', ...page });
  const resolve = useResolveException();
  const [returning, setReturning] = useState<ImportException>();

  const columns = useMemo<ColumnsType<ImportException>>(
    () => [
      {
        title: t('exceptions.columns.file'),
        dataIndex: 'bankFileName',
        minWidth: 180,
        render: (name: string) => (
          <Typography.Text style={{ overflowWrap: 'anywhere', display: 'block', minWidth: 140 }}>
            {name}
          </Typography.Text>
        ),
      },
      {
        title: t('exceptions.columns.entry'),
        ...NOWRAP,
        dataIndex: 'entryIndex',
        align: 'right',
        minWidth: 70,
        render: (index: number) => <span style={numeric}>{index + 1}</span>,
      },
      {
        title: t('exceptions.columns.bankReference'),
        dataIndex: 'bankReference',
        minWidth: 200,
        render: (reference: string) => (
          <Typography.Text
            copyable
            style={{ wordBreak: 'break-all', display: 'block', minWidth: 140 }}
          >
            {reference}
          </Typography.Text>
        ),
      },
      {
        title: t('exceptions.columns.account'),
        dataIndex: 'account',
        minWidth: 140,
        render: (account: string) => <span style={numeric}>{account}</span>,
      },
      {
        title: t('exceptions.columns.amount'),
        ...NOWRAP,
        dataIndex: 'amount',
        align: 'right',
        minWidth: 110,
        render: (amount: string, row) => (
          <span style={numeric}>
            {formatMoney(amount, row.currency, { withCurrency: false, fixed: true })}
          </span>
        ),
      },
      {
        title: t('exceptions.columns.currency'),
        ...NOWRAP,
        dataIndex: 'currency',
        minWidth: 70,
      },
      {
        title: t('exceptions.columns.payer'),
        dataIndex: 'payerName',
        minWidth: 140,
      },
      {
        title: t('exceptions.columns.reason'),
        ...NOWRAP,
        dataIndex: 'reason',
        minWidth: 140,
        render: (reason: ImportException['reason'], row) => (
          <span data-testid={`exception-reason-${row.id}`}>{t(`exceptionReason.${reason}`)}</span>
        ),
      },
      {
        title: t('exceptions.columns.resolution'),
        key: 'resolution',
        onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        minWidth: 200,
        render: (_: unknown, row) =>
          row.resolvedAt ? (
            <Flex
              vertical
              gap={2}
              data-testid={`exception-resolution-${row.id}`}
              style={{ minWidth: 160 }}
            >
              <Typography.Text>{row.resolution}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('exceptions.resolvedBy', {
                  name: row.resolvedBy ?? '--',
                  at: formatDateTime(row.resolvedAt),
                })}
              </Typography.Text>
            </Flex>
          ) : (
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {t('exceptions.open')}
            </Typography.Text>
          ),
      },
      {
        title: t('exceptions.columns.createdAt'),
        dataIndex: 'createdAt',
        minWidth: 100,
        render: (time: string) => formatDateTime(time),
      },
      {
        title: tCommon('actions'),
        key: 'actions',
        fixed: 'right',
        render: (_: unknown, row) =>
          row.resolvedAt ? null : (
            <Button
              size="small"
              icon={<RollbackOutlined />}
              onClick={() => setReturning(row)}
              data-testid={`exception-return-${row.id}`}
            >
              {t('exceptions.return')}
            </Button>
          ),
      },
    ],
    [t, tCommon],
  );

  return (
    <ListScreen<ImportException>
      {...listProps}
      onClear={undefined}
      name="exceptions"
      title={t('exceptions.title')}
      description={t('exceptions.intro')}
      tabs={{ keys: TABS, active: filters.tab, label: (key) => t(`exceptions.tabs.${key}`) }}
      onTab={(tab) => setFilters({ tab: tab as Tab })}
      query={query}
      emptyText={t(`exceptions.empty.${filters.tab}`)}
      columns={columns}
    >
      <ReasonModal
        open={returning !== undefined}
        texts={{
          title: t('exceptions.returnTitle'),
          confirm: t('exceptions.returnConfirm'),
          help: returning
            ? t('exceptions.returnHelp', {
                amount: formatMoney(returning.amount, returning.currency),
                payer: returning.payerName || '--',
              })
            : '',
          label: t('exceptions.noteLabel'),
          placeholder: t('exceptions.notePlaceholder'),
          required: t('exceptions.noteRequired'),
          tooLong: t('reasonModal.tooLong'),
        }}
        schema={ZResolveExceptionRequest.shape.note}
        pending={resolve.isPending}
        onSubmit={(note) => resolve.mutateAsync({ exceptionId: returning!.id, note })}
        onDone={() => {
          void message.success(t('exceptions.returned'));
          setReturning(undefined);
        }}
        onClose={() => setReturning(undefined)}
      />
    </ListScreen>
  );
};
