// /user/inbox: the development inbox (not in production). Without a mail server, codes and
// invitations stay in the outbox; this screen shows them with the code picked out, and the answers
// of recent picture codes. It refreshes every 3 seconds.
import { ReloadOutlined } from '@ant-design/icons';
import type { DevInbox } from '@tradebridge/contracts';
import { EMPTY_VALUE, WIDE_TABLE } from '@tradebridge/ui';
import { Alert, Badge, Button, Card, Flex, Result, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useConfigDetail } from '../../../lib/config-detail.ts';
import { DEV_INBOX_REFRESH_MS, useDevInbox } from '../api/get-dev-inbox.ts';
import { dateTimeColumn } from '../../../components/date-time-column.ts';

type Message = DevInbox['messages'][number];
type Captcha = DevInbox['captchas'][number];

const Code = ({ code }: { code: string }) => (
  <Typography.Text
    copyable={{ text: code }}
    data-testid="inbox-code"
    style={{ fontFamily: 'monospace', fontSize: 20, fontWeight: 600, letterSpacing: 4 }}
  >
    <Tag
      color="gold"
      style={{ fontSize: 20, lineHeight: '30px', paddingInline: 10, marginInlineEnd: 4 }}
    >
      {code}
    </Tag>
  </Typography.Text>
);

export const DevInboxScreen = () => {
  const { t } = useTranslation('identity');
  const config = useConfigDetail();
  // When configDetail cannot say, ask anyway: the inbox answers 404 in production.
  const enabled = config.data?.devInbox !== false;
  const inbox = useDevInbox(enabled);

  if (!enabled || (inbox.isError && !inbox.data)) {
    return (
      <Card style={{ maxWidth: 720, margin: '24px auto' }} data-testid="dev-inbox-unavailable">
        <Result
          status="info"
          title={t('inbox.unavailableTitle')}
          subTitle={t('inbox.unavailableBody')}
          extra={<Link to={paths.user.login}>{t('inbox.backToLogin')}</Link>}
        />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16} style={{ padding: '8px 0' }} data-testid="dev-inbox-screen">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('inbox.title')}
        </Typography.Title>
        <Flex gap={12} align="center">
          <Badge
            status={inbox.isFetching ? 'processing' : 'success'}
            text={t('inbox.autoRefresh', { count: DEV_INBOX_REFRESH_MS / 1000 })}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void inbox.refetch()}>
            {t('inbox.refresh')}
          </Button>
          <Link to={paths.user.login}>{t('inbox.backToLogin')}</Link>
        </Flex>
      </Flex>
      <Alert type="warning" showIcon title={t('inbox.notice')} />
      <Card title={t('inbox.messages')}>
        <Table<Message>
          rowKey="id"
          size="middle"
          loading={inbox.isPending}
          dataSource={inbox.data?.messages ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('inbox.noMessages') }}
          expandable={{
            expandedRowRender: (message) => (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {message.body}
              </Typography.Paragraph>
            ),
          }}
          {...WIDE_TABLE}
          columns={[
            dateTimeColumn(t('inbox.time'), 'time'),
            {
              title: t('inbox.to'),
              dataIndex: 'to',
              render: (to: string, message) => (
                <span data-testid="inbox-to">
                  <Tag>{message.channel === 'email' ? t('inbox.email') : t('inbox.sms')}</Tag>
                  {to}
                </span>
              ),
            },
            { title: t('inbox.subject'), dataIndex: 'subject', ellipsis: true },
            {
              title: t('inbox.code'),
              dataIndex: 'code',
              width: 190,
              render: (code: string | null) => (code ? <Code code={code} /> : EMPTY_VALUE),
            },
          ]}
        />
      </Card>
      <Card title={t('inbox.captchas')}>
        <Table<Captcha>
          rowKey="codeToken"
          size="small"
          loading={inbox.isPending}
          dataSource={inbox.data?.captchas ?? []}
          pagination={false}
          locale={{ emptyText: t('inbox.noCaptchas') }}
          columns={[
            dateTimeColumn(t('inbox.time'), 'time'),
            {
              title: t('inbox.codeToken'),
              dataIndex: 'codeToken',
              render: (token: string) => (
                <Typography.Text type="secondary" style={{ fontFamily: 'monospace' }}>
                  {token}
                </Typography.Text>
              ),
            },
            {
              title: t('inbox.answer'),
              dataIndex: 'answer',
              width: 190,
              render: (answer: string) => <Code code={answer} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
};
