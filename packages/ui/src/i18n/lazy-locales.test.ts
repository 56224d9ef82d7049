import { describe, expect, it, vi } from 'vitest';
import { loadI18n } from './create-i18n.ts';
import { lazyLocalesFromParts } from './lazy-locales.ts';

/** A fake glob of part modules: each language's `first` part holds layout, `rest` menu. */
const files = () => {
  const loads: string[] = [];
  const texts: Record<string, [string, string]> = {
    'en-US': ['Portal', 'Home'],
    'ru-RU': ['Портал', 'Главная'],
    'zh-CN': ['门户', '首页'],
  };
  const glob = Object.fromEntries(
    Object.entries(texts).flatMap(([language, [title, home]]) =>
      (
        [
          ['first', 'layout', { title }],
          ['rest', 'menu', { home }],
        ] as const
      ).map(([part, namespace, content]) => {
        const path = `../locales/parts/${language}.${part}.ts`;
        const load = () => {
          loads.push(path);
          return Promise.resolve({
            [`../${language}/${namespace}.json`.replace('..', '../locales')]: content,
          });
        };
        return [path, load];
      }),
    ),
  );
  const locales = lazyLocalesFromParts(glob, {
    firstPart: 'first',
    partOf: (namespace) => (namespace === 'layout' ? 'first' : 'rest'),
  });
  return { loads, locales };
};

describe('texts fetched one language at a time, in parts', () => {
  it('fetches the first part before the first render, the others when asked', async () => {
    const { loads, locales } = files();
    const i18n = await loadI18n(locales, { language: 'zh-CN', defaultNS: 'layout' });
    expect(i18n.t('title')).toBe('门户');
    expect(i18n.t('ui:language.label')).not.toBe('language.label');
    expect(loads).toEqual(['../locales/parts/zh-CN.first.ts']);
    await i18n.loadNamespaces(['menu']);
    expect(i18n.t('menu:home')).toBe('首页');
    expect(loads).toEqual(['../locales/parts/zh-CN.first.ts', '../locales/parts/zh-CN.rest.ts']);
  });

  it("fetches the next language's parts in use before switching to it", async () => {
    const { loads, locales } = files();
    const i18n = await loadI18n(locales, { language: 'en-US', defaultNS: 'layout' });
    await i18n.loadNamespaces(['menu']);
    expect(i18n.t('menu:home')).toBe('Home');

    const seen = vi.fn();
    i18n.on('languageChanged', () => seen(i18n.t('title'), i18n.t('menu:home')));
    await i18n.changeLanguage('ru-RU');
    // Already there when the change is announced: nothing renders a key.
    expect(seen).toHaveBeenCalledWith('Портал', 'Главная');
    expect(loads.some((path) => path.includes('zh-CN'))).toBe(false);
  });
});
