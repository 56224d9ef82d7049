import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tradebridge/contracts';
import { FIRST_NAMESPACES } from './first-namespaces.ts';
import { loadScreenTexts, loadWebI18n } from './i18n.ts';

const namespacesOf = (paths: string[]) => paths.map((path) => /([^/]+)\.json$/.exec(path)![1]);
const parts = import.meta.glob<Record<string, unknown>>('../locales/parts/*.ts', {
  eager: true,
  import: 'default',
});
const files = Object.keys(import.meta.glob('../locales/*/*.json'));

describe("the portal's texts", () => {
  it('fetches the first page’s namespaces first and the others when a screen asks', async () => {
    const loading = loadWebI18n({ language: 'ru-RU' });
    // A route asks before the instance exists (the router starts with the texts): it waits.
    const screens = loadScreenTexts();
    const i18n = await loading;
    for (const ns of FIRST_NAMESPACES) expect(i18n.hasLoadedNamespace(ns), ns).toBe(true);
    await screens;
    expect(i18n.hasLoadedNamespace('wallet')).toBe(true);
    expect(i18n.t('wallet:wallet.title')).toBe('Валютные кошельки');
  });

  it("puts each language's first namespaces in its first part and every other in the second", () => {
    for (const language of LANGUAGES) {
      const first = namespacesOf(Object.keys(parts[`../locales/parts/${language}.first.ts`]!));
      const screens = namespacesOf(Object.keys(parts[`../locales/parts/${language}.screens.ts`]!));
      const all = namespacesOf(files.filter((path) => path.includes(`/${language}/`)));
      expect(first.sort(), language).toEqual([...FIRST_NAMESPACES].sort());
      expect([...first, ...screens].sort(), language).toEqual(all.sort());
    }
  });
});
