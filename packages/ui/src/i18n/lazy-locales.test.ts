import { describe, expect, it, vi } from 'vitest';
import { loadI18n } from './create-i18n.ts';
import { lazyLocalesFromGlob } from './lazy-locales.ts';

const files = () => {
  const loads: string[] = [];
  const file = (path: string, content: object) => [
    path,
    () => {
      loads.push(path);
      return Promise.resolve(content);
    },
  ];
  const glob = Object.fromEntries([
    file('../locales/en-US/menu.json', { home: 'Home' }),
    file('../locales/en-US/layout.json', { title: 'Portal' }),
    file('../locales/ru-RU/menu.json', { home: 'Главная' }),
    file('../locales/ru-RU/layout.json', { title: 'Портал' }),
    file('../locales/zh-CN/menu.json', { home: '首页' }),
    file('../locales/zh-CN/layout.json', { title: '门户' }),
  ]) as Record<string, () => Promise<unknown>>;
  return { loads, locales: lazyLocalesFromGlob(glob) };
};

describe('texts fetched one language at a time', () => {
  it('knows the namespaces without fetching anything', () => {
    const { loads, locales } = files();
    expect(locales.namespaces.sort()).toEqual(['layout', 'menu']);
    expect(loads).toEqual([]);
  });

  it('fetches only the start language, and the next one before switching to it', async () => {
    const { loads, locales } = files();
    const i18n = await loadI18n(locales, { language: 'en-US', defaultNS: 'layout' });
    expect(i18n.t('title')).toBe('Portal');
    expect(i18n.t('menu:home')).toBe('Home');
    expect(i18n.t('ui:language.label')).not.toBe('language.label');
    expect(loads.every((path) => path.includes('/en-US/'))).toBe(true);

    const seen = vi.fn();
    i18n.on('languageChanged', () => seen(i18n.t('menu:home')));
    await i18n.changeLanguage('ru-RU');
    // Already there when the change is announced: nothing renders a key.
    expect(seen).toHaveBeenCalledWith('Главная');
    expect(loads.some((path) => path.includes('/zh-CN/'))).toBe(false);
  });

  it('fetches the first namespaces before the first render, the others when asked', async () => {
    const { loads, locales } = files();
    const i18n = await loadI18n(locales, {
      language: 'zh-CN',
      defaultNS: 'layout',
      initialNamespaces: ['layout'],
    });
    expect(i18n.t('title')).toBe('门户');
    expect(loads).toEqual(['../locales/zh-CN/layout.json']);
    await i18n.loadNamespaces(locales.namespaces);
    expect(i18n.t('menu:home')).toBe('首页');
    // A language switch brings every namespace in use.
    await i18n.changeLanguage('ru-RU');
    expect(i18n.t('menu:home')).toBe('Главная');
  });
});
