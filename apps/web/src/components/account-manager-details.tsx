// The merchant's account manager (spec §6: the customer contact), or a note that none is assigned.
import { MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import type { AccountManager } from '@tradebridge/contracts';
import { Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const AccountManagerDetails = ({ manager }: { manager: AccountManager | null }) => {
  const { t } = useTranslation('common');
  if (!manager) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('accountManager.none')}
        data-testid="account-manager-none"
      />
    );
  }
  return (
    <Space orientation="vertical" size={6} data-testid="account-manager-details">
      <Space>
        <UserOutlined aria-hidden />
        <Typography.Text strong>{manager.name}</Typography.Text>
      </Space>
      <Space>
        <MailOutlined aria-label={t('accountManager.email')} />
        <Typography.Link href={`mailto:${manager.email}`} copyable={{ text: manager.email }}>
          {manager.email}
        </Typography.Link>
      </Space>
      {manager.phone ? (
        <Space>
          <PhoneOutlined aria-label={t('accountManager.phone')} />
          <Typography.Link href={`tel:${manager.phone.replace(/\s/g, '')}`}>
            {manager.phone}
          </Typography.Link>
        </Space>
      ) : null}
      <Typography.Text type="secondary">{t('accountManager.hint')}</Typography.Text>
    </Space>
  );
};
