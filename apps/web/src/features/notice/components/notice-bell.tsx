// The header bell (spec §2): the number of unread notices, a panel with the latest unread ones
// (clicking one opens it in a modal, which marks it read), a link to the message centre; pinned
// announcements not read yet pop up once per browser session.
import { BellOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Notice } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Badge, Button, Divider, Empty, Flex, Popover, Spin, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { NOTICE_POLL_MS, useUnreadNotices } from '../api/get-unread-notices.ts';
import { useNotices } from '../api/list-notices.ts';
import { NoticeModal } from './notice-modal.tsx';
import { NoticeTypeTag, PinnedTag } from './notice-tags.tsx';
import {
  nextPinnedToShow,
  rememberPinnedShown,
  UNREAD_ANNOUNCEMENTS_QUERY,
} from './pinned-popup.ts';

const NoticeItem = ({ notice, onOpen }: { notice: Notice; onOpen: () => void }) => {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="notice-bell-item"
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        background: 'none',
        border: 0,
        borderRadius: token.borderRadius,
        padding: '8px',
        cursor: 'pointer',
        font: 'inherit',
        color: 'inherit',
      }}
      onMouseEnter={(e) => (e.currentTarget.style.background = token.colorFillTertiary)}
      onMouseLeave={(e) => (e.currentTarget.style.background = 'none')}
    >
      <Typography.Text strong ellipsis style={{ display: 'block' }}>
        {notice.title}
      </Typography.Text>
      <Flex gap={4} align="center" wrap style={{ marginTop: 4 }}>
        <NoticeTypeTag type={notice.type} />
        {notice.pinned ? <PinnedTag /> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(notice.time)}
        </Typography.Text>
      </Flex>
    </button>
  );
};

export const NoticeBell = () => {
  const { t } = useTranslation('notice');
  const navigate = useNavigate();
  const unread = useUnreadNotices();
  const [panelOpen, setPanelOpen] = useState(false);
  const [reading, setReading] = useState<Notice | null>(null);
  const total = unread.data?.total ?? 0;
  const pinned = useNotices(UNREAD_ANNOUNCEMENTS_QUERY, {
    enabled: (unread.data?.announcements ?? 0) > 0,
    refetchInterval: NOTICE_POLL_MS,
  });

  // One pinned announcement at a time, each once per session (remembered when it pops up).
  useEffect(() => {
    if (reading) return;
    const next = nextPinnedToShow(pinned.data?.list);
    if (!next) return;
    rememberPinnedShown(next.id);
    setReading(next);
  }, [pinned.data, reading]);

  const open = (notice: Notice) => {
    setPanelOpen(false);
    setReading(notice);
  };
  const openCentre = () => {
    setPanelOpen(false);
    setReading(null);
    void navigate(paths.notice.list);
  };

  const list = () => {
    if (unread.isPending) {
      return (
        <Flex justify="center" style={{ padding: 24 }} data-testid="notice-bell-loading">
          <Spin />
        </Flex>
      );
    }
    if (unread.isError && !unread.data) {
      return (
        <Flex
          vertical
          align="center"
          gap={8}
          style={{ padding: 16 }}
          data-testid="notice-bell-error"
        >
          <Typography.Text type="danger">{t('bell.loadFailed')}</Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void unread.refetch()}>
            {t('retry')}
          </Button>
        </Flex>
      );
    }
    if (unread.data.latest.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('bell.empty')}
          data-testid="notice-bell-empty"
        />
      );
    }
    return (
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>
        {unread.data.latest.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onOpen={() => open(notice)} />
        ))}
      </div>
    );
  };

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={panelOpen}
        onOpenChange={setPanelOpen}
        title={t('bell.latest')}
        content={
          <div
            style={{ width: 340, maxWidth: 'calc(100vw - 48px)' }}
            data-testid="notice-bell-panel"
          >
            {list()}
            <Divider style={{ margin: '8px 0' }} />
            <Flex justify="center">
              <Button type="link" onClick={openCentre} data-testid="notice-bell-all">
                {t('bell.all')}
              </Button>
            </Flex>
          </div>
        }
      >
        <Badge count={total} overflowCount={99} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            shape="circle"
            icon={<BellOutlined style={{ fontSize: 18 }} />}
            aria-label={t('bell.label', { count: total })}
            data-testid="notice-bell"
            data-count={total}
          />
        </Badge>
      </Popover>
      <NoticeModal notice={reading} onClose={() => setReading(null)} onOpenCentre={openCentre} />
    </>
  );
};
