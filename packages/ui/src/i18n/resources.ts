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
/** The language and namespace of a `locales/<lang>/<namespace>.json` path. */
export const localeFileOf = (
  path: string,
): { language: Language; namespace: string } | undefined => {
  const [, language, namespace] = LOCALE_PATH.exec(path) ?? [];
  return isLanguage(language) && namespace ? { language, namespace } : undefined;
};

export const resourcesFromGlob = (modules: Record<string, unknown>): LocaleResources => {
  const resources = emptyResources();
  for (const [path, module] of Object.entries(modules)) {
    const file = localeFileOf(path);
    if (!file) continue;
    const content =
      module && typeof module === 'object' && 'default' in module ? module.default : module;
    resources[file.language][file.namespace] = content as ResourceLanguage[string];
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
