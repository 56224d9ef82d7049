// The right side of the header: the account manager (spec §6: the customer contact) and the
// avatar menu (user and merchant, account centre, message centre, team members for the main user,
// log out with confirmation, spec §2).
import {
  BellOutlined,
  CustomerServiceOutlined,
  DownOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MerchantInfo } from '@tradebridge/contracts';
import { useNarrowScreen } from '@tradebridge/ui';
import { App, Avatar, Button, Dropdown, Flex, Popover, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountManagerDetails } from '../../components/account-manager-details.tsx';
import { useLogout } from '../../features/identity/api/logout.ts';
import { formatAccount } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

export const AccountManagerButton = ({ user }: { user: MerchantInfo }) => {
  const { t } = useTranslation('layout');
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('header.accountManager')}
      content={
        <div style={{ maxWidth: 320 }} data-testid="account-manager-popover">
          <AccountManagerDetails manager={user.accountManager} />
        </div>
      }
    >
      <Button type="text" icon={<CustomerServiceOutlined />} data-testid="account-manager-button">
        {t('header.accountManager')}
      </Button>
    </Popover>
  );
};

export const AvatarMenu = ({ user }: { user: MerchantInfo }) => {
  const narrow = useNarrowScreen();
  const { t } = useTranslation('layout');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const logout = useLogout();

  const confirmLogout = () =>
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.body'),
      okText: t('logout.ok'),
      onOk: () =>
        logout
          .mutateAsync()
          .catch(() => undefined) // the session is left behind either way
          .then(() => void navigate(paths.user.login, { replace: true })),
    });

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div style={{ padding: '4px 0', maxWidth: 280 }} data-testid="avatar-who">
          <Typography.Text strong style={{ display: 'block' }}>
            {user.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {formatAccount(user)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {user.merchantName} · {user.merNo}
          </Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    {
      key: 'secure',
      icon: <SafetyCertificateOutlined />,
      label: <span data-testid="avatar-secure">{t('avatar.secure')}</span>,
      onClick: () => void navigate(paths.secure),
    },
    {
      key: 'notice',
      icon: <BellOutlined />,
      label: <span data-testid="avatar-notice">{t('avatar.notice')}</span>,
      onClick: () => void navigate(paths.notice.list),
    },
    ...(user.adminFlag
      ? [
          {
            key: 'team',
            icon: <TeamOutlined />,
            label: <span data-testid="avatar-team">{t('avatar.team')}</span>,
            onClick: () => void navigate(paths.team),
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="avatar-logout">{t('avatar.logout')}</span>,
      onClick: confirmLogout,
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        data-testid="avatar-menu"
        aria-label={narrow ? user.name : undefined}
        style={{ height: 48, paddingInline: 8 }}
      >
        <Flex align="center" gap={8}>
          <Avatar size="small" icon={<UserOutlined />} />
          {/* On a phone the name gives its room to the product mark; the menu opens with it. */}
          {narrow ? null : (
            <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {user.name}
            </span>
          )}
          <DownOutlined style={{ fontSize: 10 }} />
        </Flex>
      </Button>
    </Dropdown>
  );
};
