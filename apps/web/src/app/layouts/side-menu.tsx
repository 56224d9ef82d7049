// The side menu built from the menu registry, with only the entries the user may use (spec §6:
// authIdList, adminFlag holds all). Each entry links to its path and carries
// data-testid="menu-item-<path>" for end-to-end tests.
import {
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MerchantInfo } from '@tradebridge/contracts';
import { Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { createElement, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { canOpenPath } from '../../lib/access.ts';
import { isCertified } from '../../lib/certification.ts';
import {
  isMenuGroup,
  MENU,
  menuFor,
  menuKey,
  menuLeaves,
  type MenuEntry,
  type MenuKey,
} from '../menu.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The icons of the top-level entries. */
const MENU_ICONS: Partial<Record<MenuKey, ComponentType>> = {
  home: HomeOutlined,
  certification: IdcardOutlined,
  wallet: WalletOutlined,
  collection: GlobalOutlined,
  payment: SendOutlined,
  exchange: SwapOutlined,
  secure: SafetyCertificateOutlined,
};

const toItem = (entry: MenuEntry, t: TFunction<'menu'>, certified: boolean): MenuItem => {
  const label = t(
    !isMenuGroup(entry) && certified && entry.certifiedName ? entry.certifiedName : entry.name,
  );
  const Icon = MENU_ICONS[entry.name];
  const icon = Icon ? createElement(Icon) : undefined;
  if (isMenuGroup(entry)) {
    return {
      key: menuKey(entry),
      icon,
      label: (
        <span
          data-testid={`menu-group-${entry.name}`}
          data-system-type={entry.systemType}
          title={label}
        >
          {label}
        </span>
      ),
      children: entry.children.map((child) => toItem(child, t, certified)),
    };
  }
  return {
    key: menuKey(entry),
    icon,
    label: (
      <Link to={entry.path} data-testid={`menu-item-${entry.path}`} title={label}>
        {label}
      </Link>
    ),
  };
};

/** Groups start open so every entry is one click away (3 groups, 10 children). */
const ALL_GROUP_KEYS = MENU.filter(isMenuGroup).map(menuKey);

/** The entry a path belongs to: its own, or the entry it is a sub-screen of (/wallet/detail). */
const selectedKeyOf = (pathname: string) =>
  menuLeaves().find((leaf) => pathname.startsWith(`${leaf.path}/`))?.path ?? pathname;

export const SideMenu = ({ user }: { user: MerchantInfo }) => {
  const { t } = useTranslation('menu');
  const { t: tLayout } = useTranslation('layout');
  const { pathname } = useLocation();
  const [openKeys, setOpenKeys] = useState<string[]>(ALL_GROUP_KEYS);
  const items = useMemo(
    () =>
      menuFor((path) => canOpenPath(user, path)).map((entry) =>
        toItem(entry, t, isCertified(user.state)),
      ),
    [t, user],
  );
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[selectedKeyOf(pathname)]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      aria-label={tLayout('sideMenu')}
      style={{ borderInlineEnd: 0 }}
    />
  );
};
