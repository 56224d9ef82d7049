// /notice/notice (spec notice "list", "message centre (notifications and system announcements)"):
// one tab per notice type with its unread count, "unread only", "mark all read" with a
// confirmation, and the notices paged by the server; a row opens the detail screen.
import { NoticeType, type Notice } from '@tradebridge/contracts';
import { formatDateTime, usePaging, WIDE_TABLE } from '@tradebridge/ui';
import { App, Badge, Button, Card, Empty, Flex, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useUnreadNotices } from '../api/get-unread-notices.ts';
import { useNotices } from '../api/list-notices.ts';
import { useMarkNoticesRead } from '../api/mark-notices-read.ts';
import { PinnedTag } from './notice-tags.tsx';
import { LoadFailedResult } from '../../../components/load-failed-result.tsx';

export const PAGE_SIZE = 20;
const TYPES = [NoticeType.Notification, NoticeType.Announcement] as const;

/** The address of a notice's detail screen. */
export const noticeDetailHref = (notice: Pick<Notice, 'id' | 'type'>) =>
  `${paths.notice.detail}?type=${notice.type}&id=${encodeURIComponent(notice.id)}`;

/** The tab of `?type=`: notifications unless it names announcements. */
export const noticeTypeOf = (value: string | null): NoticeType =>
  value === String(NoticeType.Announcement) ? NoticeType.Announcement : NoticeType.Notification;

const NoticeTab = ({ type, unreadCount }: { type: NoticeType; unreadCount: number }) => {
  const { t } = useTranslation('notice');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const paging = usePaging(PAGE_SIZE);
  const notices = useNotices({ type, unreadOnly, ...paging.page });
  const markAll = useMarkNoticesRead();

  const confirmMarkAll = () =>
    modal.confirm({
      title: t(`markAll.confirm.${type}`),
      okText: t('markAll.ok'),
      onOk: async () => {
        const { updated } = await markAll.mutateAsync({ type });
        void message.success(t('markAll.done', { count: updated }));
      },
    });

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8}>
          <Switch
            checked={unreadOnly}
            onChange={(checked) => {
              setUnreadOnly(checked);
              paging.toFirstPage();
            }}
            aria-labelledby={`notice-unread-only-${type}`}
            data-testid="notice-unread-only"
          />
          <span id={`notice-unread-only-${type}`}>{t('unreadOnly')}</span>
        </Flex>
        <Button
          onClick={confirmMarkAll}
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          data-testid="notice-mark-all"
        >
          {t('markAll.button')}
        </Button>
      </Flex>
      {notices.isError && !notices.data ? (
        <LoadFailedResult
          title={t('loadFailed')}
          query={notices}
          retry={t('retry')}
          data-testid="notice-list-error"
        />
      ) : (
        <Table<Notice>
          rowKey="id"
          size="middle"
          loading={notices.isFetching}
          dataSource={notices.data?.list ?? []}
          {...WIDE_TABLE}
          locale={{
            emptyText: <Empty description={unreadOnly ? t('empty.unread') : t('empty.all')} />,
          }}
          onRow={(notice) => ({
            onClick: () => void navigate(noticeDetailHref(notice)),
            style: { cursor: 'pointer' },
          })}
          data-testid="notice-table"
          pagination={paging.pagination(notices.data?.total ?? 0, (total) =>
            t('total', { count: total }),
          )}
          columns={[
            {
              title: t('column.title'),
              key: 'title',
              render: (_, notice) => (
                <Flex gap={8} align="center">
                  <Badge status={notice.read ? 'default' : 'processing'} />
                  {notice.pinned ? <PinnedTag /> : null}
                  <Link
                    to={noticeDetailHref(notice)}
                    onClick={(e) => e.stopPropagation()}
                    style={{ fontWeight: notice.read ? 400 : 600, overflowWrap: 'anywhere' }}
                  >
                    {notice.title}
                  </Link>
                </Flex>
              ),
            },
            {
              title: t('column.time'),
              dataIndex: 'time',
              width: 190,
              render: (time: string) => (
                <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>
              ),
            },
            {
              title: t('column.state'),
              dataIndex: 'read',
              width: 140,
              render: (read: boolean) =>
                read ? (
                  <Tag>{t('state.read')}</Tag>
                ) : (
                  <Tag color="processing">{t('state.unread')}</Tag>
                ),
            },
          ]}
        />
      )}
    </>
  );
};

export const MessageCentreScreen = () => {
  const { t } = useTranslation('notice');
  const [searchParams, setSearchParams] = useSearchParams();
  const type = noticeTypeOf(searchParams.get('type'));
  const unread = useUnreadNotices();
  const counts: Record<NoticeType, number> = {
    [NoticeType.Notification]: unread.data?.notifications ?? 0,
    [NoticeType.Announcement]: unread.data?.announcements ?? 0,
  };

  return (
    <Card title={t('title')} data-testid="message-centre-screen">
      <Tabs
        activeKey={String(type)}
        onChange={(key) => setSearchParams({ type: key }, { replace: true })}
        items={TYPES.map((tab) => ({
          key: String(tab),
          label: (
            <Flex gap={8} align="center" data-testid={`notice-tab-${tab}`}>
              <Typography.Text style={{ color: 'inherit' }}>{t(`tabs.${tab}`)}</Typography.Text>
              <Badge
                count={counts[tab]}
                overflowCount={99}
                size="small"
                data-testid={`notice-tab-count-${tab}`}
              />
            </Flex>
          ),
        }))}
      />
      <NoticeTab key={type} type={type} unreadCount={counts[type]} />
    </Card>
  );
};
