// The confirmation before rates are saved: what changes (old → new), large changes highlighted.
import { WarningOutlined } from '@ant-design/icons';
import type { Currency } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatRate } from '@tradebridge/ui';
import { Alert, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Change, PendingSave } from './use-reference-rates-screen.ts';

/** "+12.5" in the language's decimal mark ("+12,5"). */
const signedPercent = (percent: string) =>
  `${percent.startsWith('+') ? '+' : ''}${formatRate(percent.replace(/^\+/, ''), { exact: true })}`;

export const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export const ConfirmContent = ({ pending }: { pending: PendingSave }) => {
  const { t } = useTranslation('rates');
  const large = pending.changes.filter((change) => change.isLarge).length;
  const columns: ColumnsType<Change> = [
    {
      title: t('confirm.columns.currency'),
      dataIndex: 'currency',
      render: (code: Currency) => (
        <Typography.Text strong data-testid={`rate-change-${code}`}>
          {code}
        </Typography.Text>
      ),
    },
    {
      title: t('confirm.columns.old'),
      dataIndex: 'from',
      align: 'right',
      render: (from: string | undefined) =>
        from ? (
          <span style={numeric}>{formatRate(from, { exact: true })}</span>
        ) : (
          <Typography.Text type="secondary">{t('confirm.noOldRate')}</Typography.Text>
        ),
    },
    {
      title: t('confirm.columns.new'),
      dataIndex: 'to',
      align: 'right',
      render: (to: string) => (
        <Typography.Text strong style={numeric}>
          {formatRate(to, { exact: true })}
        </Typography.Text>
      ),
    },
    {
      title: t('confirm.columns.change'),
      dataIndex: 'percent',
      align: 'right',
      render: (percent: string | undefined, change) =>
        percent === undefined ? (
          EMPTY_VALUE
        ) : (
          <Typography.Text
            type={change.isLarge ? 'danger' : 'secondary'}
            strong={change.isLarge}
            style={numeric}
            data-testid={`rate-change-percent-${change.currency}`}
            data-large={change.isLarge}
          >
            {change.isLarge && <WarningOutlined style={{ marginInlineEnd: 4 }} />}
            {t('percent', { value: signedPercent(percent) })}
          </Typography.Text>
        ),
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="rates-confirm">
      {pending.changes.length === 0 ? (
        <Typography.Text>{t('confirm.noChanges')}</Typography.Text>
      ) : (
        <>
          {large > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('confirm.large', { count: large })}
              data-testid="rates-large-changes"
            />
          )}
          <Typography.Text>
            {t('confirm.changes', { count: pending.changes.length })}
          </Typography.Text>
          <Table<Change>
            rowKey="currency"
            size="small"
            columns={columns}
            dataSource={pending.changes}
            pagination={false}
          />
        </>
      )}
      <Typography.Text type="secondary" data-testid="rates-confirm-source">
        {t('confirm.sourceLine', { source: pending.source })}
      </Typography.Text>
    </Flex>
  );
};
