// Rate alerts: be told once (by notice and e-mail, per the notification settings) when a pair's
// mid rate goes above or below a level. The list shows each alert active, or triggered with the
// rate that crossed the level and when; an alert is removed after asking. A new one is added in a
// dialog, for the pair on screen unless another is chosen, beside that pair's mid rate. At most
// MAX_RATE_ALERTS are active: the error catalogue's RATE_ALERTS_FULL says so.
import { BellOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_RATE_ALERTS } from '@tradebridge/contracts';
import { messageForCode, useLanguage } from '@tradebridge/ui';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddAlertModal } from './add-alert-modal.tsx';
import { AlertsTable } from './alerts-table.tsx';
import type { Pair } from './labels.ts';
import { useAlertsCard } from './use-alerts-card.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';

export const AlertsCard = ({ pair }: { pair: Pair }) => {
  const { t } = useTranslation('exchange');
  const language = useLanguage();
  const { alerts, active, full, adding, setAdding, conditionOf, onDelete } = useAlertsCard();
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <BellOutlined />
          <span>{t('alerts.title')}</span>
          {alerts.data ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              {t('alerts.activeCount', { active, max: MAX_RATE_ALERTS })}
            </Typography.Text>
          ) : null}
        </Flex>
      }
      extra={
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={!alerts.data || full}
          onClick={() => setAdding(true)}
          data-testid="alert-add"
        >
          {t('alerts.add')}
        </Button>
      }
      data-testid="rate-alerts"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('alerts.hint')}
        </Typography.Text>
        {full ? (
          <Alert
            type="warning"
            showIcon
            title={messageForCode('RATE_ALERTS_FULL', language, { max: MAX_RATE_ALERTS })}
            data-testid="alerts-full"
          />
        ) : null}
        {alerts.isError && !alerts.data ? (
          <LoadFailedAlert
            title={t('alerts.loadFailed')}
            description={alerts.error.message}
            onRetry={alerts.refetch}
            data-testid="alerts-failed"
          />
        ) : (
          <AlertsTable
            alerts={alerts.data ?? []}
            loading={alerts.isFetching}
            conditionOf={conditionOf}
            onDelete={onDelete}
          />
        )}
      </Flex>
      {adding ? <AddAlertModal pair={pair} onClose={() => setAdding(false)} /> : null}
    </Card>
  );
};
