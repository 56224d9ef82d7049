// The tags of a notice: its type (notification / announcement) and, for announcements, pinned.
import { PushpinOutlined } from '@ant-design/icons';
import { NoticeType, type Notice } from '@tradebridge/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const NoticeTypeTag = ({ type }: { type: Notice['type'] }) => {
  const { t } = useTranslation('notice');
  return (
    <Tag color={type === NoticeType.Announcement ? 'purple' : 'blue'} data-testid="notice-type-tag">
      {t(`type.${type}`)}
    </Tag>
  );
};

export const PinnedTag = () => {
  const { t } = useTranslation('notice');
  return (
    <Tag color="gold" icon={<PushpinOutlined />} data-testid="notice-pinned-tag">
      {t('pinned')}
    </Tag>
  );
};
