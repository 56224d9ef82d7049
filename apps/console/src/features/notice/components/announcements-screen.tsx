// System announcements (any operator reads them; admin and account managers write, edit and
// withdraw them): the list by state, newest publish time first, paged by the server. A row expands
// to the body as merchants see it and the chosen merchant numbers. State and page live in the
// address.
import { EditOutlined, PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { AnnouncementAudience, AnnouncementState, type Announcement } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime } from '@tradebridge/ui';
import { Button, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { stateTabs, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useAnnouncements } from '../api/list-announcements.ts';
import { useWithdrawAnnouncement } from '../api/withdraw-announcement.ts';
import { AnnouncementDrawer } from './announcement-drawer.tsx';
import { AnnouncementStateTag, AudienceLabel } from './announcement-labels.tsx';
import { NoticeBody } from './notice-body.tsx';

/** The tabs, each a state (or all of them). */
export const ANNOUNCEMENT_TABS = {
  all: undefined,
  scheduled: AnnouncementState.Scheduled,
  published: AnnouncementState.Published,
  withdrawn: AnnouncementState.Withdrawn,
} as const;
export type AnnouncementTab = keyof typeof ANNOUNCEMENT_TABS;
const TABS = stateTabs(ANNOUNCEMENT_TABS, 'all');

const nowrap = { whiteSpace: 'nowrap' } as const;

const AnnouncementDetails = ({ announcement }: { announcement: Announcement }) => {
  const { t } = useTranslation('notice');
  return (
    <Flex vertical gap={12} data-testid={`announcement-details-${announcement.id}`}>
      <NoticeBody source={announcement.context} style={{ maxWidth: 820 }} />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          ...(announcement.audience === AnnouncementAudience.Chosen
            ? [
                {
                  key: 'merchantNos',
                  label: t('form.merchantNos'),
                  children: (
                    <Flex wrap gap={4}>
                      {announcement.merchantNos.map((merNo) => (
                        <Tag key={merNo}>{merNo}</Tag>
                      ))}
                    </Flex>
                  ),
                },
              ]
            : []),
          {
            key: 'createdAt',
            label: t('columns.createdAt'),
            children: formatDateTime(announcement.createdAt),
          },
        ]}
      />
    </Flex>
  );
};

export const AnnouncementsScreen = () => {
  const { t } = useTranslation('notice');
  const { t: tCommon } = useTranslation('common');
  const confirm = useConfirmAction();
  const operator = useCurrentOperator();
  const canWrite = allows(operator.role, ACCESS.writeAnnouncements);
  const { filters, page, setFilters, listProps } = useUrlFilters(TABS.filters);
  const { tab } = filters;
  const query = useAnnouncements({ ...TABS.stateOf(tab), ...page });
  const withdraw = useWithdrawAnnouncement();
  const [editing, setEditing] = useState<Announcement | 'new'>();

  const confirmWithdraw = (announcement: Announcement) =>
    confirm({
      title: t('withdraw.title'),
      content: t('withdraw.content', { title: announcement.title }),
      okText: t('withdraw.confirm'),
      danger: true,
      okTestId: 'announcement-withdraw-confirm',
      run: () => withdraw.mutateAsync(announcement.id),
      done: t('withdraw.done'),
    });

  const columns: ColumnsType<Announcement> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      minWidth: 220,
      render: (title: string, announcement) => (
        <Typography.Text strong data-testid={`announcement-title-${announcement.id}`}>
          {title}
        </Typography.Text>
      ),
    },
    {
      title: t('columns.audience'),
      key: 'audience',
      render: (_: unknown, announcement) => <AudienceLabel announcement={announcement} />,
    },
    {
      title: t('columns.publishAt'),
      dataIndex: 'publishAt',
      minWidth: 100,
      render: (time: string) => formatDateTime(time),
    },
    {
      title: t('columns.pinned'),
      dataIndex: 'pinned',
      width: 90,
      render: (pinned: boolean) =>
        pinned ? (
          <Tag color="blue" icon={<PushpinFilled />} style={nowrap}>
            {t('pinned')}
          </Tag>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('columns.state'),
      dataIndex: 'state',
      width: 110,
      render: (state: AnnouncementState) => <AnnouncementStateTag state={state} />,
    },
    {
      title: t('columns.readCount'),
      dataIndex: 'readCount',
      align: 'right',
      width: 90,
      render: (count: number) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{count}</span>
      ),
    },
    { title: t('columns.author'), dataIndex: 'createdBy' },
    {
      title: t('columns.updatedAt'),
      dataIndex: 'updatedAt',
      minWidth: 100,
      render: (time: string) => formatDateTime(time),
    },
    // Readers see no actions at all.
    ...(canWrite
      ? [
          {
            title: tCommon('actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, announcement: Announcement) =>
              announcement.state === AnnouncementState.Withdrawn ? null : (
                <Flex gap={8}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setEditing(announcement)}
                    data-testid={`announcement-edit-${announcement.id}`}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => confirmWithdraw(announcement)}
                    data-testid={`announcement-withdraw-${announcement.id}`}
                  >
                    {t('withdraw.button')}
                  </Button>
                </Flex>
              ),
          },
        ]
      : []),
  ];

  return (
    <ListScreen<Announcement>
      {...listProps}
      name="announcements"
      title={t('title')}
      description={canWrite ? t('intro') : t('introReadOnly')}
      actions={
        canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="announcement-new"
          >
            {t('new')}
          </Button>
        )
      }
      tabs={{ keys: TABS.keys, active: tab, label: (key) => t(`tabs.${key}`) }}
      onTab={(key) => setFilters({ tab: key as AnnouncementTab })}
      query={query}
      emptyText={t(`empty.${tab}`)}
      columns={columns}
      size="middle"
      expandable={{
        expandedRowRender: (announcement) => <AnnouncementDetails announcement={announcement} />,
      }}
    >
      {canWrite && <AnnouncementDrawer editing={editing} onClose={() => setEditing(undefined)} />}
    </ListScreen>
  );
};
