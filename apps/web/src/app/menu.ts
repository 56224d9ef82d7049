// The fixed side menu of spec §2 (not server-driven). An entry's `name` is its i18n key in
// locales/<lang>/menu.json and the name of its route. An entry without `screen` has no built
// capability yet: its path shows the not-found page (no placeholder screens). The entries' icons
// are the side menu's (layouts/side-menu.tsx): the routes read this file on the first page too.
import type { ComponentType } from 'react';
import type zhCNMenu from '../locales/zh-CN/menu.json';
import { paths } from '../lib/paths.ts';

export type MenuKey = keyof typeof zhCNMenu;

/** A lazily loaded screen module (route-level code splitting). */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

/** Spec: "the exchange group is marked for a manager system type". */
export type SystemType = 'manager';

export type MenuLeaf = {
  name: MenuKey;
  path: string;
  screen?: ScreenModule;
  systemType?: SystemType;
  /** Its screens live in another layout's routes (the /auth layout), not in the main layout's. */
  layout?: 'auth';
  /** Its name once the merchant is certified (the entry then leads to what was certified). */
  certifiedName?: MenuKey;
};

export type MenuGroup = {
  name: MenuKey;
  /** Groups with a path redirect to their first child; the exchange group has none. */
  path?: string;
  children: MenuLeaf[];
  systemType?: SystemType;
};

export type MenuEntry = MenuLeaf | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

export const MENU: readonly MenuEntry[] = [
  {
    name: 'home',
    path: paths.main,
    screen: () =>
      import('./pages/home-page.tsx').then((m) => ({
        Component: m.HomePage,
      })),
  },
  // Not in the spec's fixed menu: the way to the certification until the merchant is certified, and
  // to what was certified afterwards (issue 15). Its screens are the /auth layout's.
  {
    name: 'certification',
    path: paths.certification.hub,
    layout: 'auth',
    certifiedName: 'certificationInfo',
  },
  {
    name: 'wallet',
    path: paths.wallet,
    screen: () =>
      import('../features/wallet/components/wallet-screen.tsx').then((m) => ({
        Component: m.WalletScreen,
      })),
  },
  {
    name: 'collection',
    path: paths.collection,
    children: [
      {
        name: 'act',
        path: paths.act,
        screen: () =>
          import('../features/collection/components/accounts-screen.tsx').then((m) => ({
            Component: m.AccountsScreen,
          })),
      },
      {
        name: 'collect',
        path: paths.collect,
        screen: () =>
          import('../features/collection/components/collections-screen.tsx').then((m) => ({
            Component: m.CollectionsScreen,
          })),
      },
      {
        name: 'contract',
        path: paths.contract,
        screen: () =>
          import('../features/contract/components/contracts-screen.tsx').then((m) => ({
            Component: m.ContractsScreen,
          })),
      },
      {
        name: 'shop',
        path: paths.shop,
        screen: () =>
          import('../features/shop/components/shops-screen.tsx').then((m) => ({
            Component: m.ShopsScreen,
          })),
      },
    ],
  },
  {
    name: 'payment',
    path: paths.payment,
    children: [
      {
        name: 'pay',
        path: paths.pay,
        screen: () =>
          import('../features/payout/components/pay-screen.tsx').then((m) => ({
            Component: m.PayScreen,
          })),
      },
      {
        name: 'payee',
        path: paths.payee,
        screen: () =>
          import('../features/payee/components/payees-screen.tsx').then((m) => ({
            Component: m.PayeesScreen,
          })),
      },
      {
        name: 'limit',
        path: paths.limit,
        screen: () =>
          import('../features/quota/components/quotas-screen.tsx').then((m) => ({
            Component: m.QuotasScreen,
          })),
      },
      {
        name: 'payOrder',
        path: paths.payOrder,
        screen: () =>
          import('../features/payout/components/payouts-screen.tsx').then((m) => ({
            Component: m.PayoutsScreen,
          })),
      },
    ],
  },
  {
    name: 'exchange',
    // Shown to every merchant until system types exist (identity issue).
    systemType: 'manager',
    children: [
      {
        name: 'exchangeStart',
        path: paths.exchange,
        screen: () =>
          import('../features/exchange/components/exchange-screen.tsx').then((m) => ({
            Component: m.ExchangeScreen,
          })),
      },
      {
        name: 'exchangeOrder',
        path: paths.exchangeOrder,
        screen: () =>
          import('../features/exchange/components/orders-screen.tsx').then((m) => ({
            Component: m.OrdersScreen,
          })),
      },
    ],
  },
  {
    name: 'secure',
    path: paths.secure,
    screen: () =>
      import('./pages/account-centre-page.tsx').then((m) => ({
        Component: m.AccountCentrePage,
      })),
  },
];

/** Every leaf of the menu, in menu order. */
export const menuLeaves = (menu: readonly MenuEntry[] = MENU): MenuLeaf[] =>
  menu.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry]));

/** The key antd's Menu uses for an entry: its path, or its name for a group without one. */
export const menuKey = (entry: MenuEntry): string => entry.path ?? `group:${entry.name}`;

/** Spec §2: home goes to the main page, or else to the first menu entry that has a path. */
export const homePath = (menu: readonly MenuEntry[] = MENU): string => {
  const leaves = menuLeaves(menu);
  return (
    leaves.find((leaf) => leaf.path === paths.main)?.path ?? leaves[0]?.path ?? paths.exception[404]
  );
};

/**
 * The menu a user sees: the leaves `canOpen` allows, and the groups that keep at least one leaf
 * (a group's path then leads to its first remaining child).
 */
export const menuFor = (
  canOpen: (path: string) => boolean,
  menu: readonly MenuEntry[] = MENU,
): MenuEntry[] =>
  menu.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return canOpen(entry.path) ? [entry] : [];
    const children = entry.children.filter((child) => canOpen(child.path));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });

/** The group that contains a path, if any (to open it in the menu). */
export const groupOf = (path: string, menu: readonly MenuEntry[] = MENU): MenuGroup | undefined =>
  menu.filter(isMenuGroup).find((group) => group.children.some((child) => child.path === path));
