// How both apps split their bundles (used by apps/web and apps/console vite configs).
// - React and the router change rarely: their own long-cached chunk.
// - An app's texts (its locales, the ui package's and the contracts' error messages) come one
//   chunk per language, fetched only for the language in use, together with that language's antd
//   and dayjs locales. An app that names its first page's namespaces (the portal) gets two per
//   language: those namespaces, and the rest (`texts-<lang>-screens`).
const LOCALE_FILE =
  /(?:apps[\\/](?:web|console)|packages[\\/](?:ui|contracts))[\\/]src[\\/]locales[\\/]([a-zA-Z-]+)[\\/][^\\/]+\.json$/;
/**
 * antd's locale of a language and the rc-component ones it is made of: …/locale/zh_CN.js. Not
 * en_US: antd's components import it as their default, so it is part of antd itself.
 */
const ANTD_LOCALE =
  /node_modules[\\/](?:antd|@rc-component[\\/](?:picker|pagination))[\\/].*[\\/]locale[\\/](zh_CN|zh_TW|ru_RU)\.js$/;
/** dayjs's month and day names: dayjs/locale/zh-cn.js */
const DAYJS_LOCALE = /node_modules[\\/]dayjs[\\/]locale[\\/]([a-z-]+)\.js$/;

const DAYJS_LANGUAGES: Record<string, string> = {
  'zh-cn': 'zh-CN',
  en: 'en-US',
  ru: 'ru-RU',
  'zh-tw': 'zh-TW',
};

/** The product language a module belongs to, if it is a language's texts or locale. */
export const languageOfModule = (id: string): string | null => {
  const texts = LOCALE_FILE.exec(id)?.[1];
  if (texts) return texts;
  const antd = ANTD_LOCALE.exec(id)?.[1];
  if (antd) return antd.replace('_', '-');
  const dayjs = DAYJS_LOCALE.exec(id)?.[1];
  return dayjs ? (DAYJS_LANGUAGES[dayjs] ?? null) : null;
};

const APP_NAMESPACE =
  /apps[\\/](?:web|console)[\\/]src[\\/]locales[\\/][^\\/]+[\\/]([^\\/]+)\.json$/;

/**
 * The chunk of a language's module: `texts-<lang>`, or `texts-<lang>-screens` for an app's
 * namespace outside `firstNamespaces` (when the app names its first page's namespaces).
 */
export const textChunkOf = (id: string, firstNamespaces?: readonly string[]): string | null => {
  const language = languageOfModule(id);
  if (!language) return null;
  const namespace = APP_NAMESPACE.exec(id)?.[1];
  const later = firstNamespaces && namespace && !firstNamespaces.includes(namespace);
  return later ? `texts-${language}-screens` : `texts-${language}`;
};

/** The apps' chunk groups; `firstNamespaces`: see textChunkOf. */
export const chunkGroups = (firstNamespaces?: readonly string[]) => [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: (id: string) => textChunkOf(id, firstNamespaces),
    // Only the language's own modules: helpers they import (antd's, babel's) stay where every
    // language finds them, not in the first language's chunk.
    includeDependenciesRecursively: false,
  },
];
