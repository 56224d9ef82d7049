// Recent logins (time, IP, device, result) and sessions (the current one marked; others can be
// ended one by one or all at once).
import type { LoginRecord, SessionRecord } from '@tradebridge/contracts';
import { WIDE_TABLE } from '@tradebridge/ui';
import { App, Button, Card, Flex, Popconfirm, Result, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { shortenUserAgent } from '../../../lib/user-agent.ts';
import { useEndOtherSessions, useEndSession } from '../api/end-session.ts';
import { useLoginActivity } from '../api/get-login-activity.ts';

const LOGIN_REASONS = new Set([
  'unknownAccount',
  'wrongPassword',
  'disabled',
  'noPermission',
  'locked',
]);
const END_REASONS = new Set(['logout', 'replaced', 'revoked', 'passwordChanged', 'expired']);

const Device = ({ userAgent }: { userAgent: string }) => (
  <Tooltip title={userAgent}>
    <span data-testid="device">{shortenUserAgent(userAgent)}</span>
  </Tooltip>
);

const deviceColumn = (title: string) => ({
  title,
  dataIndex: 'device',
  render: (ua: string) => <Device userAgent={ua} />,
});

/** Both tables: rows by id, five to a page. */
const TABLE = {
  rowKey: 'id',
  size: 'small',
  pagination: { pageSize: 5, hideOnSinglePage: true },
} as const;

export const LoginActivityCard = () => {
  const { t } = useTranslation('secure');
  const { modal, message } = App.useApp();
  const activity = useLoginActivity();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();

  if (activity.isError && !activity.data) {
    return (
      <Card title={t('activity.title')}>
        <Result
          status="error"
          title={t('activity.loadFailed')}
          subTitle={activity.error.message}
          extra={<Button onClick={() => void activity.refetch()}>{t('activity.retry')}</Button>}
        />
      </Card>
    );
  }

  const sessions = activity.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current && s.endedReason === null);

  const onEndOthers = () =>
    modal.confirm({
      title: t('sessions.endOthersTitle'),
      content: t('sessions.endOthersBody'),
      okText: t('sessions.endOthers'),
      okButtonProps: { danger: true },
      onOk: () =>
        endOthers.mutateAsync().then(({ ended }) => {
          void message.success(t('sessions.ended', { count: ended }));
        }),
    });

  return (
    <Card title={t('activity.title')} data-testid="login-activity-card">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('logins.title')}
      </Typography.Title>
      <Table<LoginRecord>
        {...TABLE}
        {...WIDE_TABLE}
        loading={activity.isPending}
        dataSource={activity.data?.logins ?? []}
        data-testid="logins-table"
        columns={[
          dateTimeColumn(t('logins.time'), 'time'),
          { title: t('logins.ip'), dataIndex: 'ip', width: 150 },
          deviceColumn(t('logins.device')),
          {
            title: t('logins.result'),
            key: 'result',
            width: 220,
            render: (_, record) =>
              record.success ? (
                <Tag color="success">{t('logins.success')}</Tag>
              ) : (
                <Tag color="error">
                  {record.reason && LOGIN_REASONS.has(record.reason)
                    ? t(`logins.reasons.${record.reason}`)
                    : t('logins.failed')}
                </Tag>
              ),
          },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '24px 0 8px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('sessions.title')}
        </Typography.Title>
        <Button
          danger
          disabled={others.length === 0}
          onClick={onEndOthers}
          data-testid="end-other-sessions"
        >
          {t('sessions.endOthers')}
        </Button>
      </Flex>
      <Table<SessionRecord>
        {...TABLE}
        {...WIDE_TABLE}
        loading={activity.isPending}
        dataSource={sessions}
        data-testid="sessions-table"
        columns={[
          dateTimeColumn(t('sessions.started'), 'createdAt'),
          dateTimeColumn(t('sessions.lastSeen'), 'lastSeenAt'),
          { title: t('sessions.ip'), dataIndex: 'ip', width: 150 },
          deviceColumn(t('sessions.device')),
          {
            title: t('sessions.state'),
            key: 'state',
            width: 200,
            render: (_, session) => {
              if (session.current) return <Tag color="blue">{t('sessions.current')}</Tag>;
              if (session.endedReason === null)
                return <Tag color="success">{t('sessions.active')}</Tag>;
              return (
                <Tag>
                  {END_REASONS.has(session.endedReason)
                    ? t(`sessions.endedReasons.${session.endedReason}`)
                    : t('sessions.endedOther')}
                </Tag>
              );
            },
          },
          {
            title: t('sessions.actions'),
            key: 'actions',
            fixed: 'right',
            width: 100,
            render: (_, session) =>
              !session.current && session.endedReason === null ? (
                <Popconfirm
                  title={t('sessions.endOneTitle')}
                  okText={t('sessions.end')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    endSession.mutateAsync(session.id).then(() => {
                      void message.success(t('sessions.ended', { count: 1 }));
                    })
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('sessions.end')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
};
