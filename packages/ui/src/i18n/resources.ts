// Locale files live in folders literally named `locales/<lang>/<namespace>.json` (the zh-TW
// generator and the key-parity tests rely on it). This turns such files into i18next resources.
import { LANGUAGES, type Language } from '@tradebridge/contracts';
import type { ResourceLanguage } from 'i18next';
import { isLanguage } from './languages.ts';

export type LocaleResources = Record<Language, ResourceLanguage>;

const LOCALE_PATH = /locales\/([^/]+)\/([^/]+)\.json$/;

export const emptyResources = (): LocaleResources =>
  Object.fromEntries(LANGUAGES.map((l) => [l, {}])) as unknown as LocaleResources;

/**
 * Builds resources from `import.meta.glob('./locales/*\/*.json', { eager: true })`:
 * `{ 'zh-CN': { menu: {...}, layout: {...} }, ... }`.
 */
export const resourcesFromGlob = (modules: Record<string, unknown>): LocaleResources => {
  const resources = emptyResources();
  for (const [path, module] of Object.entries(modules)) {
    const match = LOCALE_PATH.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    if (!isLanguage(language) || !namespace) continue;
    const content =
      module && typeof module === 'object' && 'default' in module ? module.default : module;
    resources[language][namespace] = content as ResourceLanguage[string];
  }
  return resources;
};

/** Merges resource sets; later sets win on a namespace clash. */
export const mergeResources = (...sets: Partial<LocaleResources>[]): LocaleResources => {
  const merged = emptyResources();
  for (const set of sets) {
    for (const language of LANGUAGES) Object.assign(merged[language], set[language] ?? {});
  }
  return merged;
};
