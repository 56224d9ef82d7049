// The state of the rate alerts card (alerts-card.tsx): the alerts, how many are active of the most
// allowed, each one's condition in words, removal after asking, and the add dialog's opening.
import { AlertDirection, AlertState, MAX_RATE_ALERTS } from '@tradebridge/contracts';
import { formatRate } from '@tradebridge/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../../lib/confirmed-action.ts';
import { useDeleteAlert } from '../api/delete-alert.ts';
import { useAlerts, type RateAlert } from '../api/list-alerts.ts';

export const useAlertsCard = () => {
  const { t } = useTranslation('exchange');
  const { message } = App.useApp();
  const alerts = useAlerts();
  const remove = useDeleteAlert();
  const confirm = useConfirmedAction();
  const [adding, setAdding] = useState(false);
  const active = alerts.data?.filter((a) => a.state === AlertState.Active).length ?? 0;

  const conditionOf = (alert: RateAlert) =>
    t(alert.direction === AlertDirection.Above ? 'alerts.whenAbove' : 'alerts.whenBelow', {
      rate: t('rate.line', {
        from: alert.sellCurrency,
        rate: formatRate(alert.level),
        to: alert.buyCurrency,
      }),
    });

  const onDelete = (alert: RateAlert) =>
    confirm({
      title: t('alerts.deleteTitle'),
      content: conditionOf(alert),
      okText: t('alerts.delete'),
      okTestId: 'alert-delete-confirm',
      cancelText: t('cancel'),
      run: () => remove.mutateAsync(alert.id),
      onFailure: (error) => void message.error(error instanceof Error ? error.message : ''),
      done: t('alerts.deleted'),
    });

  return {
    alerts,
    active,
    full: active >= MAX_RATE_ALERTS,
    conditionOf,
    onDelete,
    adding,
    setAdding,
  };
};
