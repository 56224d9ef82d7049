import { describe, expect, it } from 'vitest';
import { FIRST_NAMESPACES } from './first-namespaces.ts';
import { loadScreenTexts, loadWebI18n } from './i18n.ts';

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
});
