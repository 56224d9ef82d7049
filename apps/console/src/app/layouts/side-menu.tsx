// The side menu: the entries the operator's role may open, those of a group folded under its
// heading (open while the current screen is one of them, and as the operator leaves it). Each entry
// links to its path and carries data-testid="menu-item-<name>", a heading "menu-group-<name>".
import type { OperatorRole } from '@tradebridge/contracts';
import { Menu, type MenuProps } from 'antd';
import { createElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { entryOf, MENU_GROUPS, menuFor, type MenuEntry, type MenuGroup } from '../menu.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

const groupKey = (group: MenuGroup) => `group:${group}`;

export const SideMenu = ({ role }: { role: OperatorRole }) => {
  const { t } = useTranslation('menu');
  const { t: tLayout } = useTranslation('layout');
  const { pathname } = useLocation();
  const current = entryOf(pathname);
  const items = useMemo(() => {
    const link = (entry: MenuEntry): MenuItem => ({
      key: entry.path,
      icon: createElement(entry.icon),
      label: (
        <Link to={entry.path} data-testid={`menu-item-${entry.name}`} title={t(entry.name)}>
          {t(entry.name)}
        </Link>
      ),
    });
    const list: MenuItem[] = [];
    const groups = new Map<MenuGroup, MenuItem[]>();
    for (const entry of menuFor(role)) {
      if (!entry.group) {
        list.push(link(entry));
        continue;
      }
      let children = groups.get(entry.group);
      if (!children) {
        children = [];
        groups.set(entry.group, children);
        // The heading takes the place of its first entry the role sees.
        list.push({
          key: groupKey(entry.group),
          icon: createElement(MENU_GROUPS[entry.group].icon),
          label: (
            <span data-testid={`menu-group-${entry.group}`} title={t(entry.group)}>
              {t(entry.group)}
            </span>
          ),
          children,
        });
      }
      children.push(link(entry));
    }
    return list;
  }, [role, t]);

  // The groups the operator opened; the group of the screen on show opens when the operator comes
  // to it (from a link anywhere), and may then be folded again.
  const shownGroup = current?.group && groupKey(current.group);
  const [openKeys, setOpenKeys] = useState<string[]>(shownGroup ? [shownGroup] : []);
  const [seenGroup, setSeenGroup] = useState(shownGroup);
  if (shownGroup !== seenGroup) {
    setSeenGroup(shownGroup);
    if (shownGroup && !openKeys.includes(shownGroup)) setOpenKeys([...openKeys, shownGroup]);
  }

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={current ? [current.path] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      aria-label={tLayout('sideMenu')}
      style={{ borderInlineEnd: 0 }}
    />
  );
};
