// Notification settings: each kind of notice (account opening, card binding, money in, money out)
// by in-app message and by e-mail. Turning a channel off asks first: the user would miss those
// notices on that channel.
import {
  NotificationChannel,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSetting,
} from '@tradebridge/contracts';
import { WIDE_TABLE } from '@tradebridge/ui';
import { App, Card, Skeleton, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { useNotificationSettings } from '../api/list-notification-settings.ts';
import { useUpdateNotificationSetting } from '../api/update-notification-setting.ts';

const CHANNELS = [NotificationChannel.InApp, NotificationChannel.Email] as const;

export const NotificationSettingsCard = () => {
  const { t } = useTranslation('security');
  const { modal, message } = App.useApp();
  const { data, isPending, isError, refetch } = useNotificationSettings();
  const update = useUpdateNotificationSetting();

  const save = (setting: NotificationSetting) =>
    update.mutate(setting, {
      onSuccess: () => void message.success(t('notify.saved')),
      onError: (error) => void message.error(error.message),
    });

  const onToggle = (row: NotificationSetting, channel: NotificationChannel, on: boolean) => {
    const next = { ...row, [channel]: on };
    if (on) {
      save(next);
      return;
    }
    void modal.confirm({
      title: t('notify.offTitle', {
        kind: t(`notify.kinds.${row.kind}`),
        channel: t(`notify.channels.${channel}`),
      }),
      content: t(`notify.offWarning.${row.kind}`),
      okText: t('notify.turnOff'),
      okButtonProps: { danger: true },
      cancelText: t('notify.keep'),
      onOk: () => save(next),
    });
  };

  let body;
  if (isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (isError) body = <LoadFailedAlert title={t('notify.loadFailed')} onRetry={refetch} />;
  else {
    const byKind = new Map(data.map((s) => [s.kind, s]));
    const rows = NOTIFICATION_KINDS.map(
      (kind): NotificationSetting => byKind.get(kind) ?? { kind, inApp: false, email: false },
    );
    body = (
      <Table<NotificationSetting>
        rowKey="kind"
        size="middle"
        pagination={false}
        dataSource={rows}
        {...WIDE_TABLE}
        columns={[
          {
            key: 'kind',
            title: t('notify.kind'),
            render: (_, row) => t(`notify.kinds.${row.kind as NotificationKind}`),
          },
          ...CHANNELS.map((channel) => ({
            key: channel,
            title: t(`notify.channels.${channel}`),
            width: 160,
            align: 'center' as const,
            render: (_: unknown, row: NotificationSetting) => (
              <Switch
                checked={row[channel]}
                loading={update.isPending && update.variables?.kind === row.kind}
                onChange={(on) => onToggle(row, channel, on)}
                aria-label={`${t(`notify.kinds.${row.kind}`)} · ${t(`notify.channels.${channel}`)}`}
                data-testid={`notify-${row.kind}-${channel}`}
              />
            ),
          })),
        ]}
      />
    );
  }
  return (
    <Card title={t('notify.title')} data-testid="notification-settings">
      {body}
    </Card>
  );
};
