import { describe, expect, it } from 'vitest';
import {
  groupOf,
  homePath,
  isMenuGroup,
  MENU,
  menuFor,
  menuLeaves,
  type MenuEntry,
} from './menu.ts';

describe('menu registry (spec §2)', () => {
  it('has the entries and groups of the spec, in order', () => {
    const shape = MENU.map((entry) =>
      isMenuGroup(entry)
        ? { group: entry.name, path: entry.path, children: entry.children.map((c) => c.path) }
        : entry.path,
    );
    expect(shape).toEqual([
      '/main',
      // Not the spec's: the certification (issue 15), in the /auth layout.
      '/auth/realname',
      '/wallet',
      {
        group: 'collection',
        path: '/collection',
        children: ['/act', '/collect', '/contract', '/shop'],
      },
      { group: 'payment', path: '/payment', children: ['/pay', '/payee', '/limit', '/payOrder'] },
      { group: 'exchange', path: undefined, children: ['/exchange', '/exchangeOrder'] },
      '/secure',
    ]);
  });

  it('marks the exchange group for the manager system type, and only it', () => {
    const marked = MENU.filter((entry) => entry.systemType).map((entry) => entry.name);
    expect(marked).toEqual(['exchange']);
    expect(MENU.find((e) => e.name === 'exchange')?.systemType).toBe('manager');
  });

  it('has screens for home, the wallet, the global accounts, collections, contracts and shops, pay, payees, the settlement quota and payment records, the exchange and its records, and the account centre (the others show the not-found page)', () => {
    expect(
      menuLeaves()
        .filter((leaf) => leaf.screen)
        .map((leaf) => leaf.path),
    ).toEqual([
      '/main',
      '/wallet',
      '/act',
      '/collect',
      '/contract',
      '/shop',
      '/pay',
      '/payee',
      '/limit',
      '/payOrder',
      '/exchange',
      '/exchangeOrder',
      '/secure',
    ]);
  });

  it('keeps the entries a user may open, and drops groups left empty', () => {
    const shape = (menu: MenuEntry[]) =>
      menu.map((entry) => (isMenuGroup(entry) ? entry.children.map((c) => c.path) : entry.path));
    expect(shape(menuFor((path) => path !== '/wallet' && path !== '/pay'))).toEqual([
      '/main',
      '/auth/realname',
      ['/act', '/collect', '/contract', '/shop'],
      ['/payee', '/limit', '/payOrder'],
      ['/exchange', '/exchangeOrder'],
      '/secure',
    ]);
    expect(shape(menuFor((path) => path === '/secure'))).toEqual(['/secure']);
  });

  it('sends home to /main, or else to the first entry with a path', () => {
    expect(homePath()).toBe('/main');
    const withoutMain: MenuEntry[] = [
      { name: 'exchange', children: [{ name: 'exchangeStart', path: '/exchange' }] },
      { name: 'secure', path: '/secure' },
    ];
    expect(homePath(withoutMain)).toBe('/exchange');
    expect(homePath([])).toBe('/404');
  });

  it('finds the group of a path', () => {
    expect(groupOf('/payee')?.name).toBe('payment');
    expect(groupOf('/wallet')).toBeUndefined();
  });
});
