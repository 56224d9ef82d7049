// A notice in a modal (spec §2: clicking a notice of the bell opens its body). Opening it asks
// notice/detail.json, which marks it read; until the answer arrives the bell's copy is shown.
import type { Notice } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../api/get-notice.ts';
import { NoticeBody } from './notice-body.tsx';
import { NoticeTypeTag, PinnedTag } from './notice-tags.tsx';

export type NoticeModalProps = {
  /** The notice as listed; null: the modal is closed. */
  notice: Notice | null;
  onClose: () => void;
  /** "All messages": go to the message centre. */
  onOpenCentre?: () => void;
};

export const NoticeModal = ({ notice, onClose, onOpenCentre }: NoticeModalProps) => {
  const { t } = useTranslation('notice');
  const detail = useNotice(notice ? { id: notice.id, type: notice.type } : null);
  const shown = detail.data ?? notice;
  return (
    <Modal
      open={notice !== null}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      title={
        shown ? (
          <span style={{ overflowWrap: 'anywhere' }} data-testid="notice-modal-title">
            {shown.title}
          </span>
        ) : null
      }
      footer={
        <Flex justify="space-between" gap={8} wrap>
          {onOpenCentre ? (
            <Button type="link" style={{ paddingInline: 0 }} onClick={onOpenCentre}>
              {t('bell.all')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="primary" onClick={onClose} data-testid="notice-modal-close">
            {t('modal.close')}
          </Button>
        </Flex>
      }
      data-testid="notice-modal"
    >
      {shown ? (
        <>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
            <NoticeTypeTag type={shown.type} />
            {shown.pinned ? <PinnedTag /> : null}
            <Typography.Text type="secondary">{formatDateTime(shown.time)}</Typography.Text>
          </Flex>
          {detail.isError ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('modal.loadFailed')}
              description={detail.error.message}
            />
          ) : null}
          {detail.isPending && !shown.context ? <Skeleton active /> : <NoticeBody notice={shown} />}
        </>
      ) : null}
    </Modal>
  );
};
