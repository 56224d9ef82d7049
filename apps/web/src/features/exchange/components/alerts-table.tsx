// The rate alerts as a table (alerts-card.tsx): each one's condition, active or triggered with the
// rate that crossed the level and when, and its removal.
import { DeleteOutlined } from '@ant-design/icons';
import { AlertState } from '@tradebridge/contracts';
import { formatDateTime, formatRate, WIDE_TABLE } from '@tradebridge/ui';
import { Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RateAlert } from '../api/list-alerts.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

export const AlertsTable = ({
  alerts,
  loading,
  conditionOf,
  onDelete,
}: {
  alerts: RateAlert[];
  loading: boolean;
  conditionOf: (alert: RateAlert) => string;
  onDelete: (alert: RateAlert) => void;
}) => {
  const { t } = useTranslation('exchange');
  return (
    <Table<RateAlert>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={alerts}
      pagination={false}
      {...WIDE_TABLE}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('alerts.empty')}
            data-testid="alerts-empty"
          />
        ),
      }}
      data-testid="alerts-table"
      columns={[
        {
          title: t('alerts.condition'),
          key: 'condition',
          render: (_, a) => (
            <span style={nowrap} data-testid="alert-condition">
              {conditionOf(a)}
            </span>
          ),
        },
        {
          title: t('alerts.state'),
          key: 'state',
          render: (_, a) =>
            a.state === AlertState.Triggered ? (
              <Tag color="success" data-testid="alert-state" data-state={a.state}>
                {t('alerts.triggered')}
              </Tag>
            ) : (
              <Tag color="processing" data-testid="alert-state" data-state={a.state}>
                {t('alerts.active')}
              </Tag>
            ),
        },
        {
          title: t('alerts.when'),
          key: 'when',
          render: (_, a) =>
            a.state === AlertState.Triggered ? (
              <Flex vertical gap={0} style={nowrap} data-testid="alert-triggered">
                <span>
                  {t('alerts.triggeredAt', {
                    rate: formatRate(a.triggeredRate),
                  })}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(a.triggeredAt)}
                </Typography.Text>
              </Flex>
            ) : (
              <Flex vertical gap={0} style={nowrap}>
                <span>{t('alerts.createdAt')}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(a.createdAt)}
                </Typography.Text>
              </Flex>
            ),
        },
        {
          title: t('alerts.actions'),
          key: 'actions',
          fixed: 'right',
          align: 'center',
          onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, a) => (
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('alerts.delete')}
              onClick={() => onDelete(a)}
              data-testid="alert-delete"
            />
          ),
        },
      ]}
    />
  );
};
