// The side menu: the entries the operator's role may open. Each links to its path and carries
// data-testid="menu-item-<name>" for tests.
import type { OperatorRole } from '@tradebridge/contracts';
import { Menu, type MenuProps } from 'antd';
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { entryOf, menuFor } from '../menu.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

export const SideMenu = ({ role }: { role: OperatorRole }) => {
  const { t } = useTranslation('menu');
  const { t: tLayout } = useTranslation('layout');
  const { pathname } = useLocation();
  const items = useMemo(
    () =>
      menuFor(role).map((entry): MenuItem => ({
        key: entry.path,
        icon: createElement(entry.icon),
        label: (
          <Link to={entry.path} data-testid={`menu-item-${entry.name}`} title={t(entry.name)}>
            {t(entry.name)}
          </Link>
        ),
      })),
    [role, t],
  );
  const selected = entryOf(pathname)?.path;
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      aria-label={tLayout('sideMenu')}
      style={{ borderInlineEnd: 0 }}
    />
  );
};
