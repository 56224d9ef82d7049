// The operator's menu in the header: name and role, and logout (after a confirmation).
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Operator } from '@tradebridge/contracts';
import { clearToken, useNarrowScreen } from '@tradebridge/ui';
import { App, Avatar, Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout.ts';
import { paths } from '../../lib/paths.ts';

export const AvatarMenu = ({ operator }: { operator: Operator }) => {
  const narrow = useNarrowScreen();
  const { t } = useTranslation('layout');
  const { t: tCommon } = useTranslation('common');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirmLogout = () =>
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.content'),
      okText: t('logout.ok'),
      cancelText: tCommon('cancel'),
      onOk: async () => {
        // Leaving must not depend on the server: the local session ends either way.
        await logout().catch(() => undefined);
        clearToken();
        queryClient.clear();
        await navigate(paths.login, { replace: true });
      },
    });

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <Flex vertical style={{ maxWidth: 280 }} data-testid="avatar-menu-who">
          <Typography.Text strong ellipsis>
            {operator.name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {operator.email}
          </Typography.Text>
          <Typography.Text type="secondary">{tCommon(`roles.${operator.role}`)}</Typography.Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="logout">{t('logout.menu')}</span>,
    },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => key === 'logout' && confirmLogout() }}
    >
      <Button
        type="text"
        data-testid="avatar-menu"
        aria-label={narrow ? operator.name : undefined}
        style={{ maxWidth: 260 }}
      >
        <Avatar size="small" icon={<UserOutlined />} />
        {/* On a phone the name gives its room to the product mark; the menu opens with it. */}
        {narrow ? null : (
          <Typography.Text ellipsis style={{ maxWidth: 200 }}>
            {operator.name}
          </Typography.Text>
        )}
      </Button>
    </Dropdown>
  );
};
